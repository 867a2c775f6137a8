import { act } from 'react-dom/test-utils';

import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { PreferencesActions } from '@/stores/users/PreferencesStore';

import { currentUserFixture } from 'fixtures/currentUserFixture';
import { itemFixture, mountTable, settle } from 'fixtures/entityTableHarness';
import type { Item, MountedTable } from 'fixtures/entityTableHarness';
import { pageFixture } from 'fixtures/pageFixture';

import { REORDER_INSTRUCTIONS } from './SortableRows';

const ROW_HEIGHT = 40;

/**
 * jsdom lays nothing out, so every element measures 0×0 and the keyboard could not tell which row is below
 * another. Rows of the table body get the boxes a browser would give them: one under the other.
 */
const layOutRows = () => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function measure(this: HTMLElement) {
  const row = this.closest('tbody tr');
  const index = row ? Array.from(row.parentElement?.children ?? []).indexOf(row) : -1;
  const top = index >= 0 ? 100 + index * ROW_HEIGHT : 0;
  const height = index >= 0 ? ROW_HEIGHT : 0;
  return { x: 0, y: top, top, left: 0, width: index >= 0 ? 600 : 0, height, right: index >= 0 ? 600 : 0, bottom: top + height, toJSON: () => ({}) };
});

describe('PaginatedEntityTable: drag to reorder', () => {
  let table: MountedTable;
  let onReorder: jest.Mock<Promise<unknown>, [Array<Item>]>;

  beforeAll(() => {
    // dnd-kit brings the picked-up row into view; jsdom has nothing to scroll.
    Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? (() => {});
  });
  beforeEach(() => {
    CurrentUserStore.setState({ currentUser: currentUserFixture() });
    jest.spyOn(PreferencesActions, 'saveUserPreferences').mockResolvedValue({});
    layOutRows();
    onReorder = jest.fn((_ordered: Array<Item>) => Promise.resolve());
  });
  afterEach(() => {
    jest.restoreAllMocks();
    table?.wrapper.unmount();
    CurrentUserStore.setState({ currentUser: undefined });
  });

  const titles = () => table.wrapper.find('tbody tr').map((row) => row.find('td').at(1).text());
  const handles = () => table.wrapper.find('button[aria-label^="Move "]');
  const hint = () => table.wrapper.find('p.small').text();
  const answerWith = async (items: Array<Item>) => {
    const latest = table.pending[table.pending.length - 1];
    latest.resolve(pageFixture(items, { page: latest.request.page, perPage: latest.request.perPage }));
    await settle(table.wrapper);
  };
  const announced = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;
  /** A key as the browser sends it: dnd-kit reads `code`, and listens on the window once a row is picked up. */
  const press = async (code: string) => {
    const handle = document.activeElement ?? document.body;
    await act(async () => {
      handle.dispatchEvent(new KeyboardEvent('keydown', { code, key: code === 'Space' ? ' ' : code, bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    table.wrapper.update();
  };

  it('offers a handle per row, named after the entity, with instructions for the keyboard', async () => {
    table = mountTable({ onReorder });
    await table.answer(3);

    expect(handles().map((handle) => handle.prop('aria-label'))).toEqual(['Move Item 1', 'Move Item 2', 'Move Item 3']);
    expect(handles().first().prop('aria-roledescription')).toBe('sortable');
    const instructionsId = String(handles().first().prop('aria-describedby'));
    expect(document.getElementById(instructionsId)?.textContent).toBe(REORDER_INSTRUCTIONS);
    expect(table.wrapper.find('thead th').first().text()).toBe('Order');
    expect(hint()).toMatch(/^Drag a row by its handle/);
  });

  it('moves a row with the keyboard, shows the new order at once, saves it, then reloads', async () => {
    table = mountTable({ onReorder });
    await table.answer(3);
    let finishSave: () => void = () => {};
    onReorder.mockImplementationOnce(() => new Promise<void>((resolve) => { finishSave = resolve; }));

    (handles().first().getDOMNode() as HTMLElement).focus();
    await press('Space');
    expect(announced()).toBe('Picked up Item 1 at position 1 of 3.');
    await press('ArrowDown');
    expect(announced()).toBe('Item 1 is over position 2 of 3.');
    await press('Space');
    expect(announced()).toBe('Item 1 was dropped at position 2 of 3.');

    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder.mock.calls[0][0].map((item) => item.id)).toEqual(['item-2', 'item-1', 'item-3']);
    expect(titles()).toEqual(['Item 2', 'Item 1', 'Item 3']);
    // Nothing else moves while the order is being saved, and the keyboard focus stays on the moved row's handle.
    expect(handles().map((handle) => handle.prop('aria-disabled'))).toEqual([true, true, true]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Item 1');
    expect(table.fetchPage).toHaveBeenCalledTimes(1);

    await act(async () => { finishSave(); });
    await settle(table.wrapper);
    expect(table.fetchPage).toHaveBeenCalledTimes(2);
    await answerWith([itemFixture(2), itemFixture(1), itemFixture(3)]);
    expect(titles()).toEqual(['Item 2', 'Item 1', 'Item 3']);
    expect(handles().map((handle) => handle.prop('aria-disabled'))).toEqual([false, false, false]);
  });

  it('cancels a keyboard move with Escape: nothing is saved', async () => {
    table = mountTable({ onReorder });
    await table.answer(3);
    (handles().at(2).getDOMNode() as HTMLElement).focus();
    await press('Enter');
    await press('ArrowUp');
    await press('Escape');

    expect(onReorder).not.toHaveBeenCalled();
    expect(titles()).toEqual(['Item 1', 'Item 2', 'Item 3']);
  });

  it('goes back to the server\'s order when saving fails', async () => {
    onReorder.mockRejectedValueOnce(new Error('refused'));
    table = mountTable({ onReorder });
    await table.answer(3);
    (handles().first().getDOMNode() as HTMLElement).focus();
    await press('Space');
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Space');
    expect(onReorder.mock.calls[0][0].map((item) => item.id)).toEqual(['item-2', 'item-3', 'item-1']);

    await settle(table.wrapper);
    expect(table.fetchPage).toHaveBeenCalledTimes(2);
    await table.answer(3);
    expect(titles()).toEqual(['Item 1', 'Item 2', 'Item 3']);
  });

  it.each([
    ['sorted otherwise', '/items?sort=title&order=desc', 3],
    ['searched', '/items?query=Item', 3],
    ['spread over pages', '/items', 25],
  ])('offers no handles while %s, and says how to get them', async (_case, entry, total) => {
    table = mountTable({ onReorder }, entry);
    await table.answer(total);

    expect(handles()).toHaveLength(0);
    expect(table.wrapper.find('thead th').first().text()).not.toBe('Order');
    expect(hint()).toBe('To change the order, clear the search, sort by Title and show all items on one page.');
  });

  it('leaves tables without onReorder as they were', async () => {
    table = mountTable();
    await table.answer(3);
    expect(handles()).toHaveLength(0);
    expect(table.wrapper.find('p.small')).toHaveLength(0);
  });
});

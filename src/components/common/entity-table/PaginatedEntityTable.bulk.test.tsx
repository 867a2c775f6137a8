import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { PreferencesActions } from '@/stores/users/PreferencesStore';
import UserNotification from '@/util/UserNotification';

import type { BulkAction } from './types';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { mountTable, settle } from 'fixtures/entityTableHarness';
import type { Item, MountedTable } from 'fixtures/entityTableHarness';

describe('PaginatedEntityTable: selection and bulk actions', () => {
  let table: MountedTable;
  let toast: jest.SpyInstance;

  beforeEach(() => {
    CurrentUserStore.setState({ currentUser: currentUserFixture() });
    jest.spyOn(PreferencesActions, 'saveUserPreferences').mockResolvedValue({});
    toast = jest.spyOn(UserNotification, 'success').mockImplementation(() => undefined);
  });
  afterEach(() => {
    table?.wrapper.unmount();
    jest.restoreAllMocks();
    CurrentUserStore.setState({ currentUser: undefined });
  });

  const checkbox = (label: string) => table.wrapper.find(`input[aria-label="${label}"]`);
  const select = (label: string) => {
    act(() => { checkbox(label).simulate('change', { target: { checked: true } }); });
    table.wrapper.update();
  };
  const bulkBar = () => table.wrapper.find('[aria-label="Bulk actions"]').hostNodes();
  const clickBulk = (label: string) => {
    act(() => { bulkBar().find('button').filterWhere((node) => node.text() === label).simulate('click'); });
    table.wrapper.update();
  };

  const pause: BulkAction<Item> = {
    label: 'Pause',
    run: jest.fn((item: Item) => (item.id === 'item-2'
      ? Promise.reject(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Item 2 is locked.' }))
      : Promise.resolve())),
    describe: (item) => item.title,
  };

  it('runs an action for each selected item, lists the failures, keeps the failed ones selected and reloads', async () => {
    table = mountTable({ bulkActions: [pause] });
    await table.answer(5);
    select('Select Item 1');
    select('Select Item 2');
    select('Select Item 3');
    expect(bulkBar().text()).toContain('3 selected');

    clickBulk('Pause');
    await settle(table.wrapper);
    await table.answer(5);

    expect(pause.run).toHaveBeenCalledTimes(3);
    const alert = table.wrapper.find('.console-bulk-failures').hostNodes();
    expect(alert.text()).toContain('Pause: 1 item failed, 2 done.');
    expect(alert.find('li').map((item) => item.text())).toEqual(['Item 2: Item 2 is locked.']);
    expect(toast).not.toHaveBeenCalled();
    expect(bulkBar().text()).toContain('1 selected');
    expect(checkbox('Select Item 2').prop('checked')).toBe(true);
    expect(checkbox('Select Item 1').prop('checked')).toBe(false);
    expect(table.fetchPage).toHaveBeenCalledTimes(2);
  });

  it('reports an item deleted meanwhile (404) but does not keep it selected, since it is on no page any more', async () => {
    const archive: BulkAction<Item> = {
      label: 'Archive',
      run: jest.fn((item: Item) => (item.id === 'item-1'
        ? Promise.reject(new FetchError('Not Found', 404, { type: 'ApiError', message: 'Item 1 is gone.' }))
        : Promise.resolve())),
      describe: (item) => item.title,
    };
    table = mountTable({ bulkActions: [archive] });
    await table.answer(5);
    select('Select Item 1');
    select('Select Item 2');

    clickBulk('Archive');
    await settle(table.wrapper);
    await table.answer(4);

    const alert = table.wrapper.find('.console-bulk-failures').hostNodes();
    expect(alert.find('li').map((item) => item.text())).toEqual(['Item 1: Item 1 is gone.']);
    expect(bulkBar()).toHaveLength(0);
  });

  it('confirms success with a toast and clears the selection', async () => {
    table = mountTable({ bulkActions: [pause] });
    await table.answer(5);
    select('Select Item 1');
    select('Select Item 3');

    clickBulk('Pause');
    await settle(table.wrapper);
    await table.answer(5);

    expect(toast).toHaveBeenCalledWith('Pause: 2 items done');
    expect(bulkBar()).toHaveLength(0);
  });

  it('asks before a dangerous action, naming how many and which', async () => {
    const remove: BulkAction<Item> = { label: 'Delete', variant: 'danger', run: jest.fn(() => Promise.resolve()), describe: (item) => item.title };
    table = mountTable({ bulkActions: [remove] });
    await table.answer(5);
    select('Select Item 4');
    select('Select Item 5');

    clickBulk('Delete');
    const dialog = () => document.querySelector('.modal-dialog');
    expect(dialog()?.textContent).toContain('Do you really want to apply "Delete" to 2 items?');
    expect(dialog()?.textContent).toContain('Item 4');
    expect(remove.run).not.toHaveBeenCalled();

    act(() => { Array.from(document.querySelectorAll('.modal-footer button')).find((button) => button.textContent === 'Delete')?.dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    await settle(table.wrapper);
    await table.answer(3);

    expect(remove.run).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledWith('Delete: 2 items done');
  });

  it('offers only selectable rows, and selects the whole page with the header box', async () => {
    table = mountTable({ bulkActions: [pause], isSelectable: (item) => item.id !== 'item-1' });
    await table.answer(3);
    expect(checkbox('Select Item 1').prop('disabled')).toBe(true);

    act(() => { checkbox('Select all on this page').simulate('change', { target: { checked: true } }); });
    table.wrapper.update();

    expect(bulkBar().text()).toContain('2 selected');
    expect(checkbox('Select Item 1').prop('checked')).toBe(false);
    expect(checkbox('Select all on this page').prop('checked')).toBe(true);
  });

  describe('when the bar goes away while it holds the focus', () => {
    const bulkButton = (label: string) => bulkBar().find('button').filterWhere((node) => node.text() === label);
    const selectAll = () => checkbox('Select all on this page').getDOMNode();

    it('gives the focus to the header checkbox after "Clear selection"', async () => {
      table = mountTable({ bulkActions: [pause] });
      await table.answer(5);
      select('Select Item 1');
      bulkButton('Clear selection').getDOMNode<HTMLButtonElement>().focus();

      clickBulk('Clear selection');

      expect(bulkBar()).toHaveLength(0);
      expect(document.activeElement).toBe(selectAll());
    });

    it('gives the focus to the header checkbox after a run that left nothing selected', async () => {
      table = mountTable({ bulkActions: [pause] });
      await table.answer(5);
      select('Select Item 1');
      bulkButton('Pause').getDOMNode<HTMLButtonElement>().focus();

      clickBulk('Pause');
      // Running: the button stays focusable (a disabled one would lose the focus on the way).
      expect(bulkButton('Pause').prop('aria-disabled')).toBe(true);
      expect(document.activeElement).toBe(bulkButton('Pause').getDOMNode());
      await settle(table.wrapper);
      await table.answer(5);

      expect(bulkBar()).toHaveLength(0);
      expect(document.activeElement).toBe(selectAll());
    });

    it('does so after a confirmed dangerous run too: the dialog gives the focus back to the bar first', async () => {
      const remove: BulkAction<Item> = { label: 'Delete', variant: 'danger', run: jest.fn(() => Promise.resolve()), describe: (item) => item.title };
      table = mountTable({ bulkActions: [remove] });
      await table.answer(5);
      select('Select Item 4');
      bulkButton('Delete').getDOMNode<HTMLButtonElement>().focus();
      clickBulk('Delete');
      await settle(table.wrapper);

      act(() => { Array.from(document.querySelectorAll<HTMLButtonElement>('.modal-footer button')).find((button) => button.textContent === 'Delete')?.click(); });
      await settle(table.wrapper);
      await table.answer(4);

      expect(bulkBar()).toHaveLength(0);
      expect(document.activeElement).toBe(selectAll());
    });

    it('leaves the focus alone when the user has moved on, e.g. to the search box', async () => {
      table = mountTable({ bulkActions: [pause] });
      await table.answer(5);
      select('Select Item 1');
      clickBulk('Pause');
      const searchBox = table.wrapper.find('input[type="search"]').getDOMNode<HTMLInputElement>();
      searchBox.focus();
      await settle(table.wrapper);
      await table.answer(5);

      expect(bulkBar()).toHaveLength(0);
      expect(document.activeElement).toBe(searchBox);
    });
  });

  it('keeps the selection while paging', async () => {
    table = mountTable({ bulkActions: [pause] });
    await table.answer(30);
    select('Select Item 1');
    act(() => { table.wrapper.find('button[aria-label="Next page"]').simulate('click'); });
    await table.answer(30);
    select('Select Item 21');

    expect(bulkBar().text()).toContain('2 selected');
    const header = checkbox('Select all on this page').getDOMNode<HTMLInputElement>();
    expect(header.checked).toBe(false);
    expect(header.indeterminate).toBe(true);
  });
});

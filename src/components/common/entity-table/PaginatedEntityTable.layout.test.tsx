import { act } from 'react-dom/test-utils';

import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { PreferencesActions } from '@/stores/users/PreferencesStore';

import { currentUserFixture } from 'fixtures/currentUserFixture';
import { mountTable, settle } from 'fixtures/entityTableHarness';
import type { MountedTable } from 'fixtures/entityTableHarness';

describe('PaginatedEntityTable: remembered columns and page size', () => {
  let table: MountedTable;
  let save: jest.SpyInstance;

  const signIn = (preferences: { [name: string]: unknown }) => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'jane', preferences }) });
  };
  const headers = () => table.wrapper.find('thead th').map((th) => th.text().replace(/[▲▼↕]/g, ''));
  const openChooser = () => {
    act(() => { table.wrapper.find('button').filterWhere((node) => node.text() === 'Columns').simulate('click'); });
    table.wrapper.update();
  };
  const columnBox = (title: string) => table.wrapper.find('.console-column-chooser .form-check')
    .filterWhere((check) => check.find('label').text() === title).find('input');

  beforeEach(() => {
    save = jest.spyOn(PreferencesActions, 'saveUserPreferences').mockResolvedValue({});
  });
  afterEach(() => {
    table?.wrapper.unmount();
    save.mockRestore();
    CurrentUserStore.setState({ currentUser: undefined });
  });

  it('shows the columns not hidden by default, and lets the user show and hide them, saved quietly as a preference', async () => {
    signIn({ enableSmartSearch: true });
    table = mountTable();
    await table.answer(3);
    expect(headers()).toEqual(['Title', 'Description']);

    openChooser();
    expect(table.wrapper.find('button[aria-expanded=true]')).toHaveLength(1);
    act(() => { columnBox('Owner').simulate('change', { target: { checked: true } }); });
    table.wrapper.update();
    expect(headers()).toEqual(['Title', 'Description', 'Owner']);

    act(() => { columnBox('Description').simulate('change', { target: { checked: false } }); });
    table.wrapper.update();
    expect(headers()).toEqual(['Title', 'Owner']);

    // Saves run one after another, each on its turn.
    await settle(table.wrapper);
    expect(save).toHaveBeenLastCalledWith('jane', {
      enableSmartSearch: true,
      'tableLayout.items': JSON.stringify({ columns: ['title', 'owner'] }),
    }, { quiet: true });
    expect(table.fetchPage).toHaveBeenCalledTimes(1);
  });

  it('saves quick layout changes one after the other, each built from the preferences as they are when it runs', async () => {
    signIn({ enableSmartSearch: true });
    let finishFirst = () => {};
    save.mockImplementationOnce(() => new Promise((resolve) => { finishFirst = () => resolve({}); }));
    table = mountTable();
    await table.answer(3);

    openChooser();
    act(() => { columnBox('Owner').simulate('change', { target: { checked: true } }); });
    table.wrapper.update();
    await settle(table.wrapper);
    act(() => { columnBox('Description').simulate('change', { target: { checked: false } }); });
    table.wrapper.update();
    await settle(table.wrapper);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('jane', {
      enableSmartSearch: true,
      'tableLayout.items': JSON.stringify({ columns: ['title', 'description', 'owner'] }),
    }, { quiet: true });

    // Meanwhile the current user was reloaded with the first save, and another preference changed elsewhere.
    act(() => { signIn({ enableSmartSearch: false, 'tableLayout.items': JSON.stringify({ columns: ['title', 'description', 'owner'] }) }); });
    await act(async () => { finishFirst(); });
    await settle(table.wrapper);

    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('jane', {
      enableSmartSearch: false,
      'tableLayout.items': JSON.stringify({ columns: ['title', 'owner'] }),
    }, { quiet: true });
    expect(headers()).toEqual(['Title', 'Owner']);
  });

  it('restores the remembered columns and page size, writing the size into the URL without a second request', async () => {
    signIn({ 'tableLayout.items': JSON.stringify({ columns: ['owner', 'title', 'gone'], perPage: 50 }) });
    table = mountTable();
    await table.answer(120);

    expect(headers()).toEqual(['Title', 'Owner']);
    expect(table.requests()).toEqual([{ page: 1, perPage: 50, query: '', sort: { field: 'title', order: 'asc' } }]);
    expect(table.search()).toBe('?per_page=50');
    expect(table.history.length).toBe(1);
  });

  it('lets a URL page size win over the remembered one', async () => {
    signIn({ 'tableLayout.items': JSON.stringify({ perPage: 50 }) });
    table = mountTable({}, '/items?per_page=10');
    await table.answer(120);
    expect(table.requests().map((request) => request.perPage)).toEqual([10]);
  });

  it('remembers a chosen page size', async () => {
    signIn({});
    table = mountTable();
    await table.answer(120);
    act(() => { table.wrapper.find('select').simulate('change', { target: { value: '100' } }); });
    await table.answer(120);

    expect(save).toHaveBeenCalledWith('jane', { 'tableLayout.items': JSON.stringify({ perPage: 100 }) }, { quiet: true });
  });

  it('never hides the last visible column', async () => {
    signIn({ 'tableLayout.items': JSON.stringify({ columns: ['title'] }) });
    table = mountTable();
    await table.answer(3);
    openChooser();

    expect(columnBox('Title').prop('disabled')).toBe(true);
    expect(columnBox('Owner').prop('disabled')).toBe(false);
  });

  it('closes the column menu on Escape and gives the focus back to its button', async () => {
    signIn({});
    table = mountTable();
    await table.answer(3);
    openChooser();

    act(() => { columnBox('Owner').simulate('keydown', { key: 'Escape' }); });
    table.wrapper.update();

    expect(table.wrapper.find('.console-column-chooser .dropdown-menu')).toHaveLength(0);
    expect(document.activeElement?.textContent).toBe('Columns');
  });
});

import React from 'react';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import { emitFetchEvent } from '@/logic/rest/FetchEvents';
import { SessionActions } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { PreferencesActions } from '@/stores/users/PreferencesStore';

import { currentUserFixture } from 'fixtures/currentUserFixture';
import { controlledFetch, itemsPage, mountTable, settle } from 'fixtures/entityTableHarness';
import type { MountedTable } from 'fixtures/entityTableHarness';

const DEFAULT_REQUEST = { page: 1, perPage: 20, query: '', sort: { field: 'title', order: 'asc' } };

describe('PaginatedEntityTable: view, URL and requests', () => {
  let table: MountedTable;
  beforeEach(() => {
    CurrentUserStore.setState({ currentUser: currentUserFixture() });
    jest.spyOn(PreferencesActions, 'saveUserPreferences').mockResolvedValue({});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    table?.wrapper.unmount();
    CurrentUserStore.setState({ currentUser: undefined });
  });

  const button = (label: string) => table.wrapper.find(`button[aria-label="${label}"]`);
  const headers = () => table.wrapper.find('thead th').map((th) => th.text());
  const firstCells = () => table.wrapper.find('tbody tr').map((row) => row.find('td').first().text());

  it('asks for the first page once, announcing the load, then shows rows and the range', async () => {
    table = mountTable();
    expect(table.wrapper.find('[role="status"]').text()).toBe('Loading items…');
    expect(table.wrapper.find('[role="status"]').prop('aria-live')).toBe('polite');

    await table.answer(57);

    expect(table.requests()).toEqual([DEFAULT_REQUEST]);
    expect(headers()).toEqual(['Title▲', 'Description']);
    expect(firstCells().slice(0, 2)).toEqual(['Item 1', 'Item 2']);
    expect(table.wrapper.find('.console-entity-table-footer').text()).toContain('Showing 1-20 of 57 items');
  });

  it('reproduces the view a URL describes, with a single request', async () => {
    table = mountTable({}, '/items?page=2&per_page=50&query=a%20b%26c&sort=owner&order=desc');
    await table.answer(120, 300);

    expect(table.requests()).toEqual([{ page: 2, perPage: 50, query: 'a b&c', sort: { field: 'owner', order: 'desc' } }]);
    expect(table.wrapper.find('.console-entity-table-footer').text()).toContain('Showing 51-100 of 120 items (filtered from 300)');
    expect(table.wrapper.find('input[type="search"]').prop('value')).toBe('a b&c');
  });

  it('falls back to the defaults for values that make no sense, e.g. sorting by a column that cannot sort', async () => {
    table = mountTable({}, '/items?page=-3&per_page=7&sort=description&order=sideways');
    await table.answer(5);
    expect(table.requests()).toEqual([DEFAULT_REQUEST]);
  });

  it('pages with one request and one history entry per page; back and forward re-render from the URL', async () => {
    table = mountTable();
    await table.answer(57);

    act(() => { button('Next page').simulate('click'); });
    await table.answer(57);
    expect(table.search()).toBe('?page=2');
    expect(table.wrapper.find('.console-entity-table-footer').text()).toContain('Showing 21-40 of 57 items');

    act(() => { button('Last page').simulate('click'); });
    await table.answer(57);
    expect(table.search()).toBe('?page=3');
    expect(table.wrapper.find('.console-entity-table-footer').text()).toContain('Showing 41-57 of 57 items');

    act(() => { table.history.goBack(); });
    await table.answer(57);
    expect(table.search()).toBe('?page=2');
    act(() => { table.history.goBack(); });
    await table.answer(57);
    act(() => { table.history.goForward(); });
    await table.answer(57);

    expect(table.requests().map((request) => request.page)).toEqual([1, 2, 3, 2, 1, 2]);
    expect(firstCells()[0]).toBe('Item 21');
  });

  it('moves the focus to the new current page after paging, as the pressed button may be gone', async () => {
    table = mountTable();
    await table.answer(57);
    button('Last page').getDOMNode<HTMLButtonElement>().focus();

    act(() => { button('Last page').simulate('click'); });
    await table.answer(57);

    expect(document.activeElement).toBe(button('Page 3').getDOMNode());
    expect(button('Last page').prop('disabled')).toBe(true);
    expect(button('Page 3').prop('aria-current')).toBe('page');
  });

  it('sorts with the header buttons, from page 1, and says so with aria-sort', async () => {
    table = mountTable({}, '/items?page=2');
    await table.answer(57);
    const header = (name: string) => table.wrapper.find('thead th').filterWhere((th) => th.text().startsWith(name));
    expect(header('Title').prop('aria-sort')).toBe('ascending');
    expect(header('Description').prop('aria-sort')).toBeUndefined();
    expect(header('Description').find('button')).toHaveLength(0);

    act(() => { header('Title').find('button').simulate('click'); });
    await table.answer(57);
    expect(table.search()).toBe('?sort=title&order=desc');
    expect(header('Title').prop('aria-sort')).toBe('descending');

    act(() => { header('Title').find('button').simulate('click'); });
    await table.answer(57);
    expect(table.search()).toBe('');
    expect(table.requests().map((request) => [request.page, request.sort.order])).toEqual([[2, 'asc'], [1, 'desc'], [1, 'asc']]);
  });

  it('sorts from the keyboard: the header is a native button, which Enter activates', async () => {
    table = mountTable();
    await table.answer(5);
    const sortButton = table.wrapper.find('thead th button').first();
    const element = sortButton.getDOMNode<HTMLButtonElement>();
    expect(element.tagName).toBe('BUTTON');
    expect(element.type).toBe('button');
    element.focus();
    expect(document.activeElement).toBe(element);

    // What a browser does for Enter on a focused button: keydown, then a click on the button.
    act(() => {
      sortButton.simulate('keydown', { key: 'Enter' });
      sortButton.simulate('click');
      sortButton.simulate('keyup', { key: 'Enter' });
    });
    await table.answer(5);

    expect(table.requests()).toHaveLength(2);
    expect(table.requests()[1].sort).toEqual({ field: 'title', order: 'desc' });
  });

  it('searches on Enter from page 1 and pushes a history entry', async () => {
    table = mountTable({}, '/items?page=3');
    await table.answer(57);
    act(() => { table.wrapper.find('input[type="search"]').simulate('change', { target: { value: ' jane ' } }); });
    act(() => { table.wrapper.find('form[role="search"]').simulate('submit'); });
    await table.answer(2, 57);

    expect(table.requests()).toEqual([{ ...DEFAULT_REQUEST, page: 3 }, { ...DEFAULT_REQUEST, query: 'jane' }]);
    expect(table.search()).toBe('?query=jane');
    expect(table.history.length).toBe(2);
  });

  it('searches once the user pauses typing', async () => {
    jest.useFakeTimers();
    try {
      table = mountTable();
      table.pending[0].resolve(itemsPage(DEFAULT_REQUEST as never, 57));
      await act(async () => { await Promise.resolve(); });
      table.wrapper.update();
      const type = (value: string) => act(() => { table.wrapper.find('input[type="search"]').simulate('change', { target: { value } }); });

      type('ja');
      act(() => { jest.advanceTimersByTime(300); });
      type('jan');
      act(() => { jest.advanceTimersByTime(300); });
      expect(table.fetchPage).toHaveBeenCalledTimes(1);
      act(() => { jest.advanceTimersByTime(250); });

      expect(table.fetchPage).toHaveBeenCalledTimes(2);
      expect(table.requests()[1].query).toBe('jan');
      expect(table.search()).toBe('?query=jan');
    } finally {
      jest.useRealTimers();
    }
  });

  it('changes the page size from page 1 with one request', async () => {
    table = mountTable({}, '/items?page=2');
    await table.answer(57);
    act(() => { table.wrapper.find('select').simulate('change', { target: { value: '50' } }); });
    await table.answer(57);

    expect(table.requests()[1]).toEqual({ ...DEFAULT_REQUEST, perPage: 50 });
    expect(table.search()).toBe('?per_page=50');
    expect(table.wrapper.find('select').prop('value')).toBe(50);
  });

  it('ignores an answer to a request that has since been superseded', async () => {
    table = mountTable();
    await table.answer(100);
    act(() => { button('Page 2').simulate('click'); });
    act(() => { button('Page 3').simulate('click'); });
    const [, toPage2, toPage3] = table.pending;

    toPage3.resolve(itemsPage(toPage3.request, 100));
    await table.answer(100);
    toPage2.resolve(itemsPage(toPage2.request, 100));
    await table.answer(100);

    expect(firstCells()[0]).toBe('Item 41');
  });

  it('keeps the rows on screen, marked busy, while the next page loads', async () => {
    table = mountTable();
    await table.answer(57);
    act(() => { button('Next page').simulate('click'); });
    table.wrapper.update();

    expect(table.wrapper.find('table').prop('aria-busy')).toBe(true);
    expect(firstCells()[0]).toBe('Item 1');
    await table.answer(57);
    expect(table.wrapper.find('table').prop('aria-busy')).toBe(false);
  });

  it('shows the failure with a way to try again', async () => {
    table = mountTable();
    table.pending[0].reject(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'database locked' }));
    await table.answer(0).catch(() => undefined);
    table.wrapper.update();

    expect(table.wrapper.find('.alert-danger').text()).toContain('database locked');
    act(() => { table.wrapper.find('button').filterWhere((node) => node.text() === 'Try again').simulate('click'); });
    await table.answer(3);

    expect(table.requests()).toEqual([DEFAULT_REQUEST, DEFAULT_REQUEST]);
    expect(firstCells()).toEqual(['Item 1', 'Item 2', 'Item 3']);
  });

  it('says when there are no entities at all, or shows the page\'s own empty state', async () => {
    table = mountTable();
    await table.answer(0);
    expect(table.wrapper.text()).toContain('No items yet.');
    expect(table.wrapper.find('table')).toHaveLength(0);
    table.wrapper.unmount();

    table = mountTable({ emptyState: <a href="/items/new">Create the first item</a> });
    await table.answer(0);
    expect(table.wrapper.find('a').text()).toBe('Create the first item');
  });

  it('says when nothing matches the search, and resets it', async () => {
    table = mountTable({}, '/items?query=zzz');
    await table.answer(0, 57);
    expect(table.wrapper.text()).toContain('No items match "zzz".');

    act(() => { table.wrapper.find('button').filterWhere((node) => node.text() === 'Reset search').simulate('click'); });
    await table.answer(57);
    expect(table.search()).toBe('');
    expect(table.requests()[1]).toEqual(DEFAULT_REQUEST);
  });

  it('keeps the search box and "Reset search" when a server without grand_total finds nothing for a query', async () => {
    table = mountTable({}, '/items?query=zzz');
    // What toPaginatedList makes of an answer without grand_total: grandTotal = total = 0.
    await table.answer(0, 0);

    expect(table.wrapper.text()).toContain('No items match "zzz".');
    expect(table.wrapper.text()).not.toContain('No items yet.');
    expect(table.wrapper.find('input[type="search"]').prop('value')).toBe('zzz');

    act(() => { table.wrapper.find('button').filterWhere((node) => node.text() === 'Reset search').simulate('click'); });
    await table.answer(57);
    expect(table.search()).toBe('');
    expect(table.requests()[1]).toEqual(DEFAULT_REQUEST);
  });

  it('goes to the last page there is when the page asked for has gone', async () => {
    table = mountTable({}, '/items?page=4');
    await table.answer(45);
    await table.answer(45);
    expect(table.requests().map((request) => request.page)).toEqual([4, 3]);
    expect(table.search()).toBe('?page=3');
    expect(table.history.length).toBe(1);
  });

  it('reloads the current page when reloadKey changes, and when the server is back after being away', async () => {
    table = mountTable({ reloadKey: 1 });
    await table.answer(57);
    table.setProps({ reloadKey: 1 });
    expect(table.fetchPage).toHaveBeenCalledTimes(1);
    table.setProps({ reloadKey: 2 });
    await table.answer(57);
    expect(table.fetchPage).toHaveBeenCalledTimes(2);

    const before = ServerAvailabilityStore.getInitialState();
    act(() => { ServerAvailabilityStore.setState({ reconnects: before.reconnects + 1 }); });
    await table.answer(57);
    expect(table.requests()).toEqual([DEFAULT_REQUEST, DEFAULT_REQUEST, DEFAULT_REQUEST]);
  });

  it('asks once when the answer that ends an outage is the answer to its own request', async () => {
    // A reconnect also confirms the session; not the concern here.
    jest.spyOn(SessionActions, 'validate').mockResolvedValue(undefined);
    act(() => { ServerAvailabilityStore.setState({ server: { up: false, error: 'down' } }); });
    table = mountTable();

    // As the fetch layer does it: the answer is reported (the server is back: a reconnect), then handed over.
    await act(async () => {
      emitFetchEvent('serverAnswered', { url: '/api/items', status: 200 });
      table.pending[0].resolve(itemsPage(table.pending[0].request, 5));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    table.wrapper.update();

    expect(ServerAvailabilityStore.getInitialState().server.up).toBe(true);
    expect(table.fetchPage).toHaveBeenCalledTimes(1);
    expect(firstCells()).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
  });

  it('does not ask again on a reconnect while the request for the view on screen is on its way', async () => {
    table = mountTable();
    await table.answer(57);
    act(() => { button('Next page').simulate('click'); });

    const before = ServerAvailabilityStore.getInitialState();
    act(() => { ServerAvailabilityStore.setState({ reconnects: before.reconnects + 1 }); });
    await table.answer(57);

    expect(table.requests().map((request) => request.page)).toEqual([1, 2]);
  });

  it('asks again, once, when it is handed another fetchPage (e.g. for another user), not when it re-renders', async () => {
    table = mountTable();
    await table.answer(5);
    const other = controlledFetch();

    table.setProps({ fetchPage: other.fetchPage });
    table.setProps({ fetchPage: other.fetchPage });
    other.pending[0].resolve(itemsPage(other.pending[0].request, 2));
    await settle(table.wrapper);

    expect(table.fetchPage).toHaveBeenCalledTimes(1);
    expect(other.fetchPage).toHaveBeenCalledTimes(1);
    expect(other.fetchPage).toHaveBeenCalledWith(DEFAULT_REQUEST);
    expect(firstCells()).toEqual(['Item 1', 'Item 2']);
  });

  it('hands the page it shows to onPageLoaded, never a late answer to an old view', async () => {
    const onPageLoaded = jest.fn();
    table = mountTable({ onPageLoaded });
    await table.answer(100);
    act(() => { button('Page 2').simulate('click'); });
    act(() => { button('Page 3').simulate('click'); });
    const [, toPage2, toPage3] = table.pending;

    toPage3.resolve(itemsPage(toPage3.request, 100));
    await table.answer(100);
    toPage2.resolve(itemsPage(toPage2.request, 100));
    await table.answer(100);

    expect(onPageLoaded.mock.calls.map(([page]) => page.pagination.page)).toEqual([1, 3]);
  });

  it('hands the row actions a reload', async () => {
    let reload: () => void = () => {};
    table = mountTable({ rowActions: (item, actions) => { reload = actions.reload; return <button type="button">Edit {item.title}</button>; } });
    await table.answer(2);
    expect(table.wrapper.find('tbody button').first().text()).toBe('Edit Item 1');

    act(() => reload());
    await table.answer(2);
    expect(table.fetchPage).toHaveBeenCalledTimes(2);
  });

  it('leaves the Actions column out when no row on the page has an action, and keeps it when one has', async () => {
    table = mountTable({ rowActions: () => null });
    await table.answer(2);
    expect(headers()).toEqual(['Title▲', 'Description']);
    expect(table.wrapper.find('tbody tr').first().find('td')).toHaveLength(2);
    table.wrapper.unmount();

    table = mountTable({ rowActions: (item) => (item.id === 'item-2' ? <button type="button">Edit {item.title}</button> : null) });
    await table.answer(2);
    expect(headers()).toEqual(['Title▲', 'Description', 'Actions']);
    expect(table.wrapper.find('tbody tr').map((row) => row.find('td').last().text())).toEqual(['', 'Edit Item 2']);
  });

  it('offers no search box for a list the server cannot search, and asks without the query a URL names', async () => {
    table = mountTable({ searchable: false }, '/items?query=old&page=2');
    await table.answer(57);
    expect(table.requests()).toEqual([{ ...DEFAULT_REQUEST, page: 2 }]);
    expect(table.wrapper.find('input[type="search"]').exists()).toBe(false);
    expect(table.wrapper.find('button').filterWhere((node) => node.text() === 'Columns').exists()).toBe(true);

    act(() => { button('Next page').simulate('click'); });
    await table.answer(57);
    expect(table.search()).toBe('?page=3');
  });

  it('keeps two tables on one page apart with a URL prefix', async () => {
    table = mountTable({ urlPrefix: 'members' }, '/items?page=2&members_page=3');
    await table.answer(100);
    expect(table.requests()[0].page).toBe(3);

    act(() => { button('Next page').simulate('click'); });
    await table.answer(100);
    expect(table.search()).toBe('?page=2&members_page=4');

    act(() => { table.history.push('/items?page=5&members_page=4'); });
    expect(table.fetchPage).toHaveBeenCalledTimes(2);
  });
});

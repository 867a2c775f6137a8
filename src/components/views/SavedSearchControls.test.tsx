import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { SavedSearchState } from '@/stores/views/savedSearch';
import { saveSearch, updateSavedSearch } from '@/stores/views/savedSearch';
import { ViewsActions } from '@/stores/views/ViewsStore';

import SavedSearchControls from './SavedSearchControls';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { formDriver } from 'fixtures/formDriver';
import { viewFixture } from 'fixtures/viewsFixtures';

jest.mock('@/stores/views/savedSearch', () => ({ saveSearch: jest.fn(), updateSavedSearch: jest.fn() }));
jest.mock('@/stores/views/ViewsStore', () => ({
  ViewsActions: { update: jest.fn(), delete: jest.fn(), listSavedSearches: jest.fn() },
}));

const current: SavedSearchState = { query: 'level:3', timerange: { type: 'relative', range: 300 }, streams: [], selectedFields: ['source'] };
const opened = viewFixture({ id: 'v1', title: 'Web errors', owner: 'jane' });

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const buttonNamed = (name: string) => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);
const click = (name: string) => act(() => { buttonNamed(name)?.click(); });

describe('SavedSearchControls', () => {
  let wrapper: ReactWrapper | undefined;
  const render = (props: Partial<React.ComponentProps<typeof SavedSearchControls>> = {}) => {
    const handlers = { onOpened: jest.fn(), onSaved: jest.fn(), onDeleted: jest.fn() };
    wrapper = mount(<MemoryRouter><SavedSearchControls current={current} view={null} {...handlers} {...props} /></MemoryRouter>, { attachTo: document.body.appendChild(document.createElement('div')) });
    return handlers;
  };

  beforeEach(() => {
    jest.mocked(saveSearch).mockReset();
    jest.mocked(updateSavedSearch).mockReset();
    jest.mocked(ViewsActions.update).mockReset();
    jest.mocked(ViewsActions.delete).mockReset();
    jest.mocked(ViewsActions.listSavedSearches).mockReset();
    CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'jane', permissions: ['view:edit:v1', 'view:delete:v1'] }) });
  });
  afterEach(() => { wrapper?.unmount(); wrapper = undefined; });

  it('offers only Save as and Open while no saved search is open', () => {
    render();
    expect(buttonNamed('Save as…')).toBeDefined();
    expect(buttonNamed('Open…')).toBeDefined();
    expect(buttonNamed('Save')).toBeUndefined();
    expect(buttonNamed('More')).toBeUndefined();
  });

  it('saves the current search under a new title and hands the new view over', async () => {
    const created = viewFixture({ id: 'v2', title: 'Level 3' });
    jest.mocked(saveSearch).mockResolvedValueOnce(created);
    const { onSaved } = render();

    click('Save as…');
    wrapper?.update();
    const form = formDriver(() => (wrapper as ReactWrapper).update());
    // An empty title is refused in the browser.
    act(() => { buttonNamed('Save search')?.click(); });
    await settle();
    expect(saveSearch).not.toHaveBeenCalled();

    act(() => form.type('title', '  Level 3 '));
    act(() => { buttonNamed('Save search')?.click(); });
    await settle();

    expect(saveSearch).toHaveBeenCalledWith('Level 3', current);
    expect(onSaved).toHaveBeenCalledWith(created);
  });

  it('saves the opened search in place, and disables only those actions the user may not use', async () => {
    jest.mocked(updateSavedSearch).mockResolvedValueOnce(opened);
    const { onSaved } = render({ view: opened });
    click('Save');
    await settle();
    expect(updateSavedSearch).toHaveBeenCalledWith(opened, current);
    expect(onSaved).toHaveBeenCalledWith(opened);

    wrapper?.unmount();
    CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'bob', permissions: [] }) });
    render({ view: opened });
    expect(buttonNamed('Save')).toBeUndefined();
    expect(buttonNamed('More')).toBeUndefined();
    expect(buttonNamed('Share')).toBeUndefined();
    expect(buttonNamed('Save as…')).toBeDefined();
  });

  it('makes Save the primary action once the search on screen differs from the opened one', () => {
    render({ view: opened });
    expect(buttonNamed('Save')?.className).toContain('btn-outline-primary');
    wrapper?.unmount();
    render({ view: opened, dirty: true });
    expect(buttonNamed('Save')?.className).toMatch(/\bbtn-primary\b/);
  });

  it('deletes the opened search after confirmation', async () => {
    jest.mocked(ViewsActions.delete).mockResolvedValueOnce(undefined);
    const { onDeleted } = render({ view: opened });
    click('More');
    click('Delete…');
    await settle();
    expect(document.querySelector('.modal-dialog')?.textContent).toContain('Do you really want to delete the saved search Web errors?');
    expect(ViewsActions.delete).not.toHaveBeenCalled();

    click('Delete');
    await settle();
    expect(ViewsActions.delete).toHaveBeenCalledWith(opened);
    expect(onDeleted).toHaveBeenCalled();
  });

  it('opens a saved search from the list', async () => {
    jest.mocked(ViewsActions.listSavedSearches).mockResolvedValue({
      list: [viewFixture({ id: 'v7', title: 'Firewall drops' })],
      pagination: { page: 1, perPage: 10, count: 1, total: 1, grandTotal: 1, query: '' },
    });
    const { onOpened } = render();
    click('Open…');
    await settle();
    expect(ViewsActions.listSavedSearches).toHaveBeenCalledWith({ page: 1, perPage: 10, query: '', sort: { field: 'title', order: 'asc' } });

    const entry = Array.from(document.querySelectorAll('.list-group-item')).find((item) => item.textContent?.includes('Firewall drops')) as HTMLButtonElement;
    act(() => { entry.click(); });
    expect(onOpened).toHaveBeenCalledWith('v7');
  });
});

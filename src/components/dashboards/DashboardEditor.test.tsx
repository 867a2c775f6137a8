import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';

import DashboardEditor from './DashboardEditor';
import { toViewWidget } from './widgetModel';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { emptyViewState, viewFixture } from 'fixtures/viewsFixtures';

// uPlot needs a real browser; the editor's own behaviour is what is tested here.
jest.mock('@/components/visualizations/HistogramChart', () => ({ __esModule: true, default: () => null }));
jest.mock('./useWidgetData', () => ({ __esModule: true, default: () => ({ loading: true }) }));
jest.mock('@/stores/views/ViewsStore', () => ({ ViewsActions: { saveView: jest.fn(), delete: jest.fn() } }));

const count = { id: 'w1', kind: 'count' as const, title: 'Errors', query: 'level:3', timerange: { type: 'relative' as const, range: 300 }, streams: [] };
const dashboard = viewFixture({
  id: 'd1',
  type: 'DASHBOARD',
  title: 'Operations',
  owner: 'jane',
  state: { q1: emptyViewState({ widgets: [toViewWidget(count)], titles: { widget: { w1: 'Errors' } }, positions: { w1: { col: 1, row: 1, width: 4, height: 4 } } }) },
});

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const buttonNamed = (name: string) => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);

describe('DashboardEditor', () => {
  let wrapper: ReactWrapper | undefined;
  const render = (permissions: Array<string>, onViewChange = jest.fn()) => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'bob', permissions }) });
    wrapper = mount(<MemoryRouter><DashboardEditor view={dashboard} onViewChange={onViewChange} /></MemoryRouter>,
      { attachTo: document.body.appendChild(document.createElement('div')) });
    return onViewChange;
  };
  afterEach(() => { wrapper?.unmount(); wrapper = undefined; });

  it('shows a dashboard the user may only read without any way to change it', () => {
    render(['dashboards:read:d1']);
    expect(document.querySelector('h2')?.textContent).toBe('Errors');
    expect(buttonNamed('Add widget')).toBeUndefined();
    expect(buttonNamed('Save')).toBeUndefined();
    expect(buttonNamed('Share')).toBeUndefined();
    expect(document.querySelector('[aria-label="Actions of widget Errors"]')).toBeNull();
    expect(document.querySelector('.console-widget-drag-handle')).toBeNull();
    expect(buttonNamed('Refresh')).toBeDefined();
  });

  it('marks changes as unsaved until Save stored them with the positions', async () => {
    jest.mocked(ViewsActions.saveView).mockImplementation(async (view, search, state) => ({ ...(view as View), search_id: search.id, state }));
    const onViewChange = render(['dashboards:edit:d1']);
    expect(buttonNamed('Save')?.disabled).toBe(true);
    expect(document.body.textContent).not.toContain('Unsaved changes');

    act(() => { (document.querySelector('[aria-label="Actions of widget Errors"]') as HTMLButtonElement).click(); });
    act(() => { buttonNamed('Wider')?.click(); });
    expect(document.body.textContent).toContain('Unsaved changes');
    expect(buttonNamed('Save')?.disabled).toBe(false);

    act(() => { buttonNamed('Save')?.click(); });
    await settle();
    const saved = await jest.mocked(ViewsActions.saveView).mock.results[0].value as View;
    const [state] = Object.values(saved.state);
    expect(state.positions.w1).toEqual({ col: 1, row: 1, width: 5, height: 4 });
    expect(state.widgets).toEqual([toViewWidget(count)]);
    expect(onViewChange).toHaveBeenCalledWith(saved);
    expect(document.body.textContent).not.toContain('Unsaved changes');
  });
});

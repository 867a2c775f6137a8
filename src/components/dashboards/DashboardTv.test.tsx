import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import { SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';

import DashboardTv from './DashboardTv';
import type { SupportedWidget } from './widgetModel';
import { toViewWidget } from './widgetModel';
import { emptyViewState, viewFixture } from 'fixtures/viewsFixtures';

// What is tested is when the widgets are told to refresh: each widget stands in as the refresh key it got.
jest.mock('./DashboardGrid', () => ({
  __esModule: true,
  DRAG_HANDLE_CLASS: 'drag',
  default: ({ widgetIds, renderWidget }: { widgetIds: Array<string>, renderWidget: (id: string) => React.ReactNode }) => (
    <div>{widgetIds.map((id) => <div key={id}>{renderWidget(id)}</div>)}</div>
  ),
}));
jest.mock('./DashboardWidgetView', () => ({
  __esModule: true,
  default: ({ refreshKey }: { refreshKey: number }) => <span data-testid="refresh-key">{refreshKey}</span>,
}));

const count: SupportedWidget = { id: 'a', kind: 'count', title: 'Count', query: '', timerange: { type: 'relative', range: 300 }, streams: [] };
const dashboard = viewFixture({ type: 'DASHBOARD', state: { q1: emptyViewState({ widgets: [toViewWidget(count)] }) } });

const setServerUp = (up: boolean) => {
  act(() => { ServerAvailabilityStore.setState({ server: up ? { up } : { up, error: 'unreachable' }, reconnects: 0 }); });
};

/** Lets time pass: timers fire, then the refresh they set off settles. */
const pass = async (ms: number) => {
  act(() => { jest.advanceTimersByTime(ms); });
  await act(async () => { for (let round = 0; round < 5; round += 1) await Promise.resolve(); });
};

describe('DashboardTv', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    ServerAvailabilityStore.setState({ server: { up: true }, reconnects: 0 });
    SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
  });
  afterEach(() => jest.useRealTimers());

  it('refreshes its widgets every interval and stops while the server is unavailable', async () => {
    const wrapper = mount(<MemoryRouter><DashboardTv view={dashboard} /></MemoryRouter>);
    const refreshKey = () => wrapper.find('[data-testid="refresh-key"]').text();
    const status = () => wrapper.find('[role="timer"]').text();
    expect(refreshKey()).toBe('0');
    expect(status()).toBe('Next refresh in 30 s');

    await pass(30000);
    wrapper.update();
    expect(refreshKey()).toBe('1');

    setServerUp(false);
    wrapper.update();
    expect(status()).toBe('Paused while the server is unavailable');
    await pass(120000);
    wrapper.update();
    expect(refreshKey()).toBe('1');

    setServerUp(true);
    await pass(30000);
    wrapper.update();
    expect(refreshKey()).toBe('2');
    wrapper.unmount();
  });

  it('offers the search page\'s longer intervals', () => {
    const wrapper = mount(<MemoryRouter><DashboardTv view={dashboard} /></MemoryRouter>);
    expect(wrapper.find('select#tv-refresh-interval option').map((option) => option.text()))
      .toEqual(['Every 10 seconds', 'Every 30 seconds', 'Every minute', 'Every 5 minutes']);
    wrapper.unmount();
  });
});

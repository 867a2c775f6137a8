import { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';

import { METRICS_POLL_INTERVAL_MS, MetricsActions, MetricsStore } from './MetricsStore';
import { meterFixture } from 'fixtures/inputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));

const mockPoll = fetchPeriodically as jest.MockedFunction<typeof fetchPeriodically>;
const NAME_A = 'type.input-1.incomingMessages';
const NAME_B = 'type.input-2.incomingMessages';
const answer = () => ({ node1: { total: 1, metrics: [meterFixture(NAME_A, 2.5, 100)] } });
const flush = async () => { for (let i = 0; i < 5; i += 1) await Promise.resolve(); };
const askedNames = (call: number) => (mockPoll.mock.calls[call][2] as { metrics: Array<string> }).metrics;

describe('MetricsStore', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockPoll.mockReset().mockImplementation(() => Promise.resolve(answer()));
    SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
    MetricsStore.setState({ metricsByNode: undefined });
  });
  afterEach(async () => {
    jest.useRealTimers();
  });

  it('asks at once for subscribed names, then every 2000 ms, and keys the answer by node and full name', async () => {
    expect(METRICS_POLL_INTERVAL_MS).toBe(2000);
    MetricsActions.add([NAME_A]);
    await flush();
    expect(mockPoll).toHaveBeenCalledWith('POST', '/api/cluster/metrics/multiple', { metrics: [NAME_A] });
    expect(MetricsStore.getInitialState().metricsByNode?.node1[NAME_A].type).toBe('meter');

    jest.advanceTimersByTime(1999);
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(2);
    MetricsActions.remove([NAME_A]);
  });

  it('asks for the union of all subscriptions and stops when the last one ends', async () => {
    MetricsActions.add([NAME_A]);
    await flush();
    MetricsActions.add([NAME_A, NAME_B]);
    await flush();
    expect(askedNames(1).sort()).toEqual([NAME_A, NAME_B]);

    MetricsActions.remove([NAME_A, NAME_B]);
    jest.advanceTimersByTime(2000);
    await flush();
    // NAME_A is still subscribed once.
    expect(askedNames(2)).toEqual([NAME_A]);

    MetricsActions.remove([NAME_A]);
    const calls = mockPoll.mock.calls.length;
    jest.advanceTimersByTime(10000);
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(calls);
  });

  it('asks nothing while nobody is logged in', async () => {
    SessionStore.setState({ sessionId: undefined, username: undefined });
    MetricsActions.add([NAME_A]);
    jest.advanceTimersByTime(4000);
    await flush();
    expect(mockPoll).not.toHaveBeenCalled();

    // A login asks at once, then the interval goes on.
    SessionStore.setState({ sessionId: 'session-2', username: 'admin' });
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2000);
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(2);
    MetricsActions.remove([NAME_A]);
  });

  it('asks nothing while the server is away, not even for new names, and asks at once when it is back', async () => {
    ServerAvailabilityStore.setState({ server: { up: false } });
    MetricsActions.add([NAME_A]);
    MetricsActions.add([NAME_B]);
    jest.advanceTimersByTime(6000);
    await flush();
    expect(mockPoll).not.toHaveBeenCalled();

    ServerAvailabilityStore.setState({ server: { up: true } });
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(1);
    expect(askedNames(0).sort()).toEqual([NAME_A, NAME_B]);
    MetricsActions.remove([NAME_A, NAME_B]);
  });

  it('asks nothing while the tab is hidden, and asks at once when it shows again', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    const visibilityState = jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    MetricsActions.add([NAME_A]);
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(1);

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(60000);
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(1);

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(2);
    MetricsActions.remove([NAME_A]);
    visibilityState.mockRestore();
  });

  it('asks again as soon as a request is answered when names were subscribed while it was on its way', async () => {
    let answerFirst: (value: unknown) => void = () => {};
    mockPoll.mockImplementationOnce(() => new Promise((resolve) => { answerFirst = resolve; }));
    MetricsActions.add([NAME_A]);
    await flush();
    MetricsActions.add([NAME_B]);
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(1);

    answerFirst(answer());
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(2);
    expect(askedNames(1).sort()).toEqual([NAME_A, NAME_B]);

    // Nothing new was subscribed meanwhile: the next request waits for the interval.
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(2);
    MetricsActions.remove([NAME_A, NAME_B]);
  });

  it('never sends a second request while one is on its way, and keeps the last metrics after a failure', async () => {
    let answerFirst: (value: unknown) => void = () => {};
    mockPoll.mockImplementationOnce(() => new Promise((resolve) => { answerFirst = resolve; }));
    MetricsActions.add([NAME_A]);
    jest.advanceTimersByTime(6000);
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(1);
    answerFirst(answer());
    await flush();

    mockPoll.mockRejectedValueOnce(new Error('unreachable'));
    await expect(MetricsActions.refresh()).rejects.toThrow('unreachable');
    expect(MetricsStore.getInitialState().metricsByNode?.node1[NAME_A]).toBeDefined();
    MetricsActions.remove([NAME_A]);
  });
});

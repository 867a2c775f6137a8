import { FetchError } from '@/logic/errors/FetchError';
import { emitFetchEvent } from '@/logic/rest/FetchEvents';
import fetch from '@/logic/rest/FetchProvider';
import { SessionActions, SessionStore } from '@/stores/sessions/SessionStore';
import { CurrentUserActions } from '@/stores/users/CurrentUserStore';

import { PING_INTERVAL_MS, PING_TIMEOUT_MS, ServerAvailabilityActions, ServerAvailabilityStore } from './ServerAvailabilityStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const reconnects = () => ServerAvailabilityStore.getInitialState().reconnects;

const systemAnswer = (nodeId: string, startedAt: string) => ({ node_id: nodeId, started_at: startedAt, version: '4.0.0' });

describe('ServerAvailabilityStore', () => {
  beforeEach(async () => {
    mockFetch.mockReset();
    mockFetch.mockResolvedValue({});
    SessionStore.setState({ sessionId: 's-1', username: 'admin', validatingSession: false });
    await ServerAvailabilityActions.reportSuccess();
    jest.spyOn(CurrentUserActions, 'load').mockImplementation(() => Promise.reject(new Error('not in this test')));
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('marks the server down with the reason, and up again on the next answer', async () => {
    await ServerAvailabilityActions.reportError(new Error('the server could not be reached'));
    expect(ServerAvailabilityStore.getInitialState().server).toEqual({ up: false, error: 'the server could not be reached' });
    await ServerAvailabilityActions.reportSuccess();
    expect(ServerAvailabilityStore.getInitialState().server).toEqual({ up: true });
  });

  it('follows what the fetch layer reports: no answer means down, any answer means up', () => {
    const error = new FetchError('the server could not be reached', undefined, 'Request has been terminated');
    emitFetchEvent('serverUnreachable', { url: '/api/system', error });
    expect(ServerAvailabilityStore.getInitialState().server).toEqual({ up: false, error: error.message });
    emitFetchEvent('serverAnswered', { url: '/api/system', status: 500 });
    expect(ServerAvailabilityStore.getInitialState().server).toEqual({ up: true });
  });

  it('triggers listeners only when availability changes', async () => {
    const listener = jest.fn();
    const unsubscribe = ServerAvailabilityStore.listen(listener, null);
    await ServerAvailabilityActions.reportSuccess();
    await ServerAvailabilityActions.reportError(new Error('down'));
    await ServerAvailabilityActions.reportError(new Error('still down'));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('counts every return of the server, and only those', async () => {
    const before = reconnects();
    await ServerAvailabilityActions.reportSuccess();
    expect(reconnects()).toBe(before);
    await ServerAvailabilityActions.reportError(new Error('down'));
    await ServerAvailabilityActions.reportSuccess();
    await ServerAvailabilityActions.reportSuccess();
    expect(reconnects()).toBe(before + 1);
    await ServerAvailabilityActions.reportError(new Error('down again'));
    await ServerAvailabilityActions.reportSuccess();
    expect(reconnects()).toBe(before + 2);
  });

  it('loads the current user again when the server is back', async () => {
    const load = jest.spyOn(CurrentUserActions, 'load').mockImplementation(() => Promise.reject(new Error('ignored')));
    await ServerAvailabilityActions.reportError(new Error('down'));
    expect(load).not.toHaveBeenCalled();
    await ServerAvailabilityActions.reportSuccess();
    expect(load).toHaveBeenCalledWith('admin');
  });

  it('pings without a session and without extending one while logged out', async () => {
    SessionStore.setState({ sessionId: undefined, username: undefined, validatingSession: false });
    await ServerAvailabilityActions.ping();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/', undefined, { requireSession: false, noSessionExtension: true, timeout: PING_TIMEOUT_MS });
  });

  it('asks for the node overview when logged in, still without extending the session', async () => {
    await ServerAvailabilityActions.ping();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system', undefined, { requireSession: false, noSessionExtension: true, timeout: PING_TIMEOUT_MS });
  });

  it('gives up on a ping well before the next one is due', () => {
    expect(PING_TIMEOUT_MS).toBeLessThan(PING_INTERVAL_MS);
  });

  it('sends no second ping while one waits for its answer, and answers both with its outcome', async () => {
    let answer: (value: unknown) => void = () => {};
    mockFetch.mockImplementation(() => new Promise((resolve) => { answer = resolve; }));
    const first = ServerAvailabilityActions.ping();
    const second = ServerAvailabilityActions.ping();
    expect(mockFetch).toHaveBeenCalledTimes(1);

    answer(systemAnswer('node-p', '2024-03-01T10:00:00.000Z'));
    await expect(first).resolves.toEqual(systemAnswer('node-p', '2024-03-01T10:00:00.000Z'));
    await expect(second).resolves.toEqual(systemAnswer('node-p', '2024-03-01T10:00:00.000Z'));
    // Once answered, the next ping asks again.
    mockFetch.mockResolvedValue({});
    await ServerAvailabilityActions.ping();
    expect(mockFetch).toHaveBeenCalledTimes(2);
  });

  it('pings again after a ping that failed', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('the server did not answer in time', undefined, 'Timeout of 10000ms exceeded'));
    await expect(ServerAvailabilityActions.ping()).rejects.toBeInstanceOf(FetchError);
    await ServerAvailabilityActions.ping();
    expect(mockFetch).toHaveBeenCalledTimes(2);
  });

  it('notices a restart quicker than the ping by the node start time, and counts it once', async () => {
    mockFetch.mockResolvedValue(systemAnswer('node-a', '2024-03-01T10:00:00.000Z'));
    await ServerAvailabilityActions.ping();
    await ServerAvailabilityActions.ping();
    const before = reconnects();

    mockFetch.mockResolvedValue(systemAnswer('node-a', '2024-03-01T10:05:00.000Z'));
    await ServerAvailabilityActions.ping();
    expect(reconnects()).toBe(before + 1);
    await ServerAvailabilityActions.ping();
    expect(reconnects()).toBe(before + 1);
  });

  it('does not take another node behind a load balancer for a restart', async () => {
    mockFetch.mockResolvedValue(systemAnswer('node-1', '2024-03-01T10:00:00.000Z'));
    await ServerAvailabilityActions.ping();
    const before = reconnects();
    mockFetch.mockResolvedValue(systemAnswer('node-2', '2024-03-02T08:00:00.000Z'));
    await ServerAvailabilityActions.ping();
    mockFetch.mockResolvedValue(systemAnswer('node-1', '2024-03-01T10:00:00.000Z'));
    await ServerAvailabilityActions.ping();
    expect(reconnects()).toBe(before);
  });

  it('counts an outage that ends with a restarted node once', async () => {
    mockFetch.mockResolvedValue(systemAnswer('node-b', '2024-03-01T10:00:00.000Z'));
    await ServerAvailabilityActions.ping();
    await ServerAvailabilityActions.reportError(new Error('down'));
    const before = reconnects();
    // As the real fetch layer does: the answer is reported before the ping's caller sees it.
    mockFetch.mockImplementation(() => {
      emitFetchEvent('serverAnswered', { url: '/api/system', status: 200 });
      return Promise.resolve(systemAnswer('node-b', '2024-03-01T11:00:00.000Z'));
    });
    await ServerAvailabilityActions.ping();
    expect(reconnects()).toBe(before + 1);
  });

  it('confirms a session that could not be validated while the server was away', async () => {
    const validate = jest.fn();
    const unsubscribe = SessionActions.validate.listen(validate);
    mockFetch.mockResolvedValue({ is_valid: false, session_id: null, username: null });
    SessionStore.setState({ sessionId: 'stored', username: 'admin', validatingSession: true });
    await ServerAvailabilityActions.reportError(new Error('down'));
    await ServerAvailabilityActions.reportSuccess();
    unsubscribe();
    expect(validate).toHaveBeenCalledTimes(1);
  });
});

import fetch from '@/logic/rest/FetchProvider';
import { SessionActions, SessionStore } from '@/stores/sessions/SessionStore';

import { ServerAvailabilityActions, ServerAvailabilityStore } from './ServerAvailabilityStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

describe('ServerAvailabilityStore', () => {
  beforeEach(async () => {
    mockFetch.mockReset();
    mockFetch.mockResolvedValue({});
    SessionStore.setState({ sessionId: 's-1', username: 'admin', validatingSession: false });
    await ServerAvailabilityActions.reportSuccess();
  });

  it('marks the server down with the reason, and up again on the next answer', async () => {
    await ServerAvailabilityActions.reportError(new Error('the server could not be reached'));
    expect(ServerAvailabilityStore.getInitialState().server).toEqual({ up: false, error: 'the server could not be reached' });
    await ServerAvailabilityActions.reportSuccess();
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

  it('pings without a session and without extending one', async () => {
    mockFetch.mockResolvedValue({});
    await ServerAvailabilityActions.ping();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/', undefined, { requireSession: false, noSessionExtension: true });
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

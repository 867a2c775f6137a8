import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { ClusterConfigActions } from '@/stores/configurations/ClusterConfigStore';
import { CLUSTER_CONFIG_DEFAULTS, EVENTS_CONFIGURATION, SEARCHES_CLUSTER_CONFIG } from '@/stores/configurations/clusterConfigTypes';
import { SessionStore } from '@/stores/sessions/SessionStore';
import UserNotification from '@/util/UserNotification';

import { DEFAULT_SEARCHES_CONFIG, SearchesConfigActions, SearchesConfigStore } from './SearchesConfigStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const URL = '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig';
let session = 0;

describe('SearchesConfigStore', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    // Each test is a new session, which asks the server again.
    session += 1;
    SessionStore.setState({ sessionId: `session-${session}` });
  });

  it('asks the server once per session and fills what the answer lacks with Graylog\'s defaults', async () => {
    mockFetch.mockResolvedValueOnce({ relative_timerange_options: { PT10M: 'Ten minutes' }, query_time_range_limit: 'P1D', analysis_disabled_fields: null });
    const first = await SearchesConfigActions.load();
    expect(first.relative_timerange_options).toEqual({ PT10M: 'Ten minutes' });
    expect(first.query_time_range_limit).toBe('P1D');
    expect(first.analysis_disabled_fields).toEqual(['message', 'full_message']);
    expect(SearchesConfigStore.getInitialState().config).toBe(first);

    expect(await SearchesConfigActions.load()).toBe(first);
    expect(mockFetch).toHaveBeenCalledTimes(1);
    expect(mockFetch).toHaveBeenCalledWith('GET', URL, undefined, { reportPageErrors: false });

    SessionStore.setState({ sessionId: 'another user' });
    expect(SearchesConfigStore.getInitialState().config).toBe(DEFAULT_SEARCHES_CONFIG);
    mockFetch.mockResolvedValueOnce(undefined);
    expect(await SearchesConfigActions.load()).toEqual(CLUSTER_CONFIG_DEFAULTS[SEARCHES_CLUSTER_CONFIG]);
    expect(mockFetch).toHaveBeenCalledTimes(2);
  });

  it('uses the defaults without a word when the user may not read cluster configurations', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not authorized' }));
    expect(await SearchesConfigActions.load()).toBe(DEFAULT_SEARCHES_CONFIG);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('keeps the defaults for the session once refused, but asks again after a failure of another kind', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not authorized' }));
    await SearchesConfigActions.load();
    await SearchesConfigActions.load();
    expect(mockFetch).toHaveBeenCalledTimes(1);

    SessionStore.setState({ sessionId: 'a session whose first load meets the server away' });
    mockFetch.mockRejectedValueOnce(new Error('Network error'));
    expect(await SearchesConfigActions.load()).toBe(DEFAULT_SEARCHES_CONFIG);
    mockFetch.mockResolvedValueOnce({ query_time_range_limit: 'P7D' });
    expect((await SearchesConfigActions.load()).query_time_range_limit).toBe('P7D');
    expect(SearchesConfigStore.getInitialState().config.query_time_range_limit).toBe('P7D');
    expect(mockFetch).toHaveBeenCalledTimes(3);
  });

  it('takes a configuration saved on the configurations page at once, and ignores the other classes', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await SearchesConfigActions.load();
    const saved = { ...DEFAULT_SEARCHES_CONFIG, analysis_disabled_fields: ['secret'] };
    mockFetch.mockResolvedValueOnce(saved);
    await ClusterConfigActions.update(SEARCHES_CLUSTER_CONFIG, saved);
    expect(SearchesConfigStore.getInitialState().config.analysis_disabled_fields).toEqual(['secret']);

    mockFetch.mockResolvedValueOnce({ events_search_timeout: 1000 });
    await ClusterConfigActions.update(EVENTS_CONFIGURATION, CLUSTER_CONFIG_DEFAULTS[EVENTS_CONFIGURATION]);
    expect(SearchesConfigStore.getInitialState().config.analysis_disabled_fields).toEqual(['secret']);
    expect(mockFetch).toHaveBeenCalledTimes(3);
  });
});

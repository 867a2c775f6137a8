import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { ClusterConfigActions } from './ClusterConfigStore';
import { CLUSTER_CONFIG_DEFAULTS, EVENTS_CONFIGURATION, SEARCHES_CLUSTER_CONFIG, SIDECAR_CONFIGURATION } from './clusterConfigTypes';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };

describe('ClusterConfigStore', () => {
  beforeEach(resetFetchAndToasts);

  it('answers Graylog\'s defaults for a class never saved, and fills fields the answer lacks', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    expect(await ClusterConfigActions.get(EVENTS_CONFIGURATION)).toEqual(CLUSTER_CONFIG_DEFAULTS[EVENTS_CONFIGURATION]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/cluster_config/org.graylog.events.configuration.EventsConfiguration', undefined, QUIET);
    expect(CLUSTER_CONFIG_DEFAULTS[EVENTS_CONFIGURATION].events_search_timeout).toBe(60000);

    mockFetch.mockResolvedValueOnce({ sidecar_update_interval: 'PT1M', sidecar_send_status: null });
    const sidecar = await ClusterConfigActions.get(SIDECAR_CONFIGURATION);
    expect(sidecar).toEqual({ ...CLUSTER_CONFIG_DEFAULTS[SIDECAR_CONFIGURATION], sidecar_update_interval: 'PT1M' });
    expect(sidecar.sidecar_expiration_threshold).toBe('P14D');
  });

  it('saves a configuration whole with the catalogue\'s toast and answers what was stored', async () => {
    const config = { ...CLUSTER_CONFIG_DEFAULTS[SEARCHES_CLUSTER_CONFIG], query_time_range_limit: 'P30D' };
    mockFetch.mockResolvedValueOnce(config);
    expect(await ClusterConfigActions.update(SEARCHES_CLUSTER_CONFIG, config)).toEqual(config);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig', config, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Configuration updated successfully');
  });

  it('leaves a refusal naming a field to the form, and toasts others with the catalogue\'s titles', async () => {
    const config = CLUSTER_CONFIG_DEFAULTS[SEARCHES_CLUSTER_CONFIG];
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Invalid', failed: true, errors: { query_time_range_limit: ['is not a period'] } }));
    await expect(ClusterConfigActions.update(SEARCHES_CLUSTER_CONFIG, config)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(ClusterConfigActions.update(SEARCHES_CLUSTER_CONFIG, config)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Configuration update failed with status: /), 'Could not update search config');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(ClusterConfigActions.update(EVENTS_CONFIGURATION, CLUSTER_CONFIG_DEFAULTS[EVENTS_CONFIGURATION])).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Configuration update failed with status: /), 'Could not update config');
  });
});

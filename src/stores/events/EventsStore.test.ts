import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { EntityTypesActions, EntityTypesStore } from './EntityTypesStore';
import { EventsActions } from './EventsStore';
import { UrlWhitelistActions } from './UrlWhitelistStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

describe('EventsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('searches page 1 of 25 alerts only by default', async () => {
    mockFetch.mockResolvedValueOnce({ events: [], total_events: 0, parameters: {}, context: { event_definitions: {}, streams: {} } });
    await EventsActions.search();
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/events/search', expect.objectContaining({
      query: '', page: 1, per_page: 25, filter: { alerts: 'only' },
    }));
  });

  it('keeps the defaults for what a search leaves out, and copes with a context left out', async () => {
    mockFetch.mockResolvedValueOnce({ events: [{ event: { id: 'e1' }, index_name: 'gl-events_0', index_type: 'message' }], total_events: 1, parameters: {} });
    const result = await EventsActions.search({ page: 2, filter: { alerts: 'include' } });
    expect(mockFetch.mock.calls[0][2]).toEqual(expect.objectContaining({ page: 2, per_page: 25, filter: { alerts: 'include' } }));
    expect(result.context).toEqual({ event_definitions: {}, streams: {} });
  });

  it('leaves a failed search to the page: no toast', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, {}));
    await expect(EventsActions.search()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});

describe('EntityTypesStore', () => {
  beforeEach(() => mockFetch.mockReset());

  it('loads the entity types once and keeps them', async () => {
    EntityTypesStore.setState({ entityTypes: undefined });
    const types = { processor_types: ['aggregation-v1'], field_provider_types: ['template-v1'], storage_handler_types: [], aggregation_functions: ['count'] };
    mockFetch.mockResolvedValueOnce(types);
    expect(await EntityTypesActions.get()).toEqual(types);
    expect(await EntityTypesActions.get()).toEqual(types);
    expect(mockFetch).toHaveBeenCalledTimes(1);
    expect(mockFetch.mock.calls[0][1]).toBe('/api/events/entity_types');
  });
});

describe('UrlWhitelistStore', () => {
  beforeEach(resetFetchAndToasts);

  it('checks a URL and toasts when it could not', async () => {
    mockFetch.mockResolvedValueOnce({ url: 'http://a/', is_whitelisted: false });
    expect((await UrlWhitelistActions.check('http://a/')).is_whitelisted).toBe(false);
    expect(mockFetch.mock.calls[0].slice(0, 3)).toEqual(['POST', '/api/system/urlwhitelist/check', { url: 'http://a/' }]);

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, {}));
    await expect(UrlWhitelistActions.check('http://a/')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('failed with status'), 'Could not verify if the url is in the whitelist.');
  });

  it('saves the whitelist with the configuration toasts', async () => {
    const whitelist = { entries: [{ id: 'a', type: 'literal' as const, value: 'http://a/', title: 'a' }], disabled: false };
    mockFetch.mockResolvedValueOnce(undefined);
    await UrlWhitelistActions.update(whitelist);
    expect(mockFetch.mock.calls[0].slice(0, 3)).toEqual(['PUT', '/api/system/urlwhitelist', whitelist]);
    expect(UserNotification.success).toHaveBeenCalledWith('Url Whitelist Configuration updated successfully');

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { failed: true, errors: { entries: ['bad regex'] } }));
    await expect(UrlWhitelistActions.update(whitelist)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('failed with status'), 'Could not update Url Whitelist');
  });
});

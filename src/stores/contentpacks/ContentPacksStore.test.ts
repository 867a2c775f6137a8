import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { CatalogActions } from './CatalogStore';
import { newContentPack } from './contentPackModel';
import { ContentPacksActions } from './ContentPacksStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = jest.mocked(fetch);
const WRITE = { reportPageErrors: false };
const pack = { ...newContentPack(), id: 'p1', name: 'Web servers' };

describe('ContentPacksStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists the latest revisions with their metadata, without toasting a failure (the table says it)', async () => {
    mockFetch.mockResolvedValueOnce({ total: 1, content_packs: [pack], content_packs_metadata: { p1: { 1: { installation_count: 2 } } } });
    const list = await ContentPacksActions.listLatest();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/content_packs/latest');
    expect(list.content_packs_metadata.p1['1'].installation_count).toBe(2);

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(ContentPacksActions.listLatest()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('creates a pack and says so; a failure is toasted in the spec form', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await ContentPacksActions.create(pack);
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/content_packs', pack, WRITE);
    expect(UserNotification.success).toHaveBeenCalledWith('Content pack "Web servers" was created successfully.');

    mockFetch.mockResolvedValueOnce(undefined);
    await ContentPacksActions.create({ ...pack, rev: 2 });
    expect(UserNotification.success).toHaveBeenLastCalledWith('Revision 2 of content pack "Web servers" was created successfully.');

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Content pack p1 with this revision 1 already found!' }));
    await expect(ContentPacksActions.create(pack)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Creating content pack "Web servers" failed with status: .*already found/), 'Could not create content pack');
  });

  it('leaves a refused upload to the upload dialog, but toasts any other upload failure', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Missing field entities' }));
    await expect(ContentPacksActions.create(pack, { origin: 'upload' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'disk full' }));
    await expect(ContentPacksActions.create(pack, { origin: 'upload' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Uploading content pack failed with status: /), 'Could not create content pack');
  });

  it('installs a revision with its parameters and comment, and toasts a refusal with the server reason', async () => {
    const request = { comment: 'edge', parameters: { PORT: { '@type': 'integer', '@value': 5044 } } };
    mockFetch.mockResolvedValueOnce({ _id: 'i1' });
    await expect(ContentPacksActions.install(pack, 3, request)).resolves.toEqual({ _id: 'i1' });
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/content_packs/p1/3/installations', request, WRITE);

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Failed constraints: plugin-version x' }));
    await expect(ContentPacksActions.install(pack, 3, request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith('Installing content pack "Web servers" failed with status: Failed constraints: plugin-version x', 'Could not install content pack');
  });

  it('reads the uninstall details and the uninstall outcome in Graylog\'s shapes', async () => {
    const stream = { id: 's1', content_pack_entity_id: 'e1', type: { name: 'stream', version: '1' }, title: 'Web', found_on_system: false };
    mockFetch.mockResolvedValueOnce({ entities: [stream] });
    await expect(ContentPacksActions.uninstallDetails('p1', 'i1')).resolves.toEqual([stream]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/content_packs/p1/installations/i1/uninstall_details', undefined, WRITE);

    mockFetch.mockResolvedValueOnce({ content_pack: pack, uninstalled: { entities: [stream], skipped_entities: [], failed_entities: [] } });
    await expect(ContentPacksActions.uninstall(pack, 'i1')).resolves.toEqual({ entities: [stream], skipped_entities: [], failed_entities: [] });
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/content_packs/p1/installations/i1', undefined, WRITE);
    expect(UserNotification.success).toHaveBeenCalledWith('Content pack "Web servers" was uninstalled successfully.');
  });

  it('deletes a pack or one revision', async () => {
    mockFetch.mockResolvedValue(undefined);
    await ContentPacksActions.delete(pack);
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/content_packs/p1', undefined, WRITE);
    await ContentPacksActions.deleteRevision(pack, 2);
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/content_packs/p1/2', undefined, WRITE);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Revision 2 of content pack "Web servers" was deleted successfully.');
  });
});

describe('CatalogStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists the catalog and resolves a choice by id and type only', async () => {
    const entry = { id: 's1', title: 'Web', type: { name: 'stream', version: '1' } };
    mockFetch.mockResolvedValueOnce({ entities: [entry] });
    await expect(CatalogActions.list()).resolves.toEqual([entry]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/catalog', undefined, WRITE);

    mockFetch.mockResolvedValueOnce({ entities: [] });
    await CatalogActions.resolve([entry]);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/catalog', { entities: [{ id: 's1', type: { name: 'stream', version: '1' } }] }, WRITE);
  });
});

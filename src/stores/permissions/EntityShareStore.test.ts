import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { EntityShareActions, EntityShareStore } from './EntityShareStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const mockError = UserNotification.error as jest.Mock;
const mockSuccess = UserNotification.success as jest.Mock;

const STREAM = 'grn::::stream:000000000000000000000001';
const JANE = 'grn::::user:u1';
const ADMIN = 'grn::::user:admin';
const entity = { entityGRN: STREAM, entityType: 'stream', entityTitle: 'All messages' };
const ENCODED = '/api/authz/shares/entities/grn%3A%3A%3A%3Astream%3A000000000000000000000001';
const OPTIONS = { reportPageErrors: false };

const shareResponse = (extra: object = {}) => ({
  entity: STREAM,
  sharing_user: ADMIN,
  // Graylog 4.0 names grantees by `id`; the embedded server may send `grn`: both must work.
  available_grantees: [{ id: JANE, type: 'user', title: 'Jane' }, { grn: 'grn::::builtin-team:everyone', type: 'global', title: 'Everyone' }],
  available_capabilities: [{ id: 'view', title: 'Viewer' }, { id: 'manage', title: 'Manager' }, { id: 'own', title: 'Owner' }],
  active_shares: [{ grant: 'grn::::grant:g1', grantee: ADMIN, capability: 'own' }],
  selected_grantee_capabilities: { [ADMIN]: 'own' },
  missing_permissions_on_dependencies: {},
  validation_result: { failed: false, errors: {} },
  ...extra,
});

describe('EntityShareStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    mockError.mockReset();
    mockSuccess.mockReset();
  });

  it('prepares without a selection to learn the current shares', async () => {
    mockFetch.mockResolvedValueOnce(shareResponse());

    const state = await EntityShareActions.prepare(entity);

    expect(mockFetch).toHaveBeenCalledWith('POST', `${ENCODED}/prepare`, {}, OPTIONS);
    expect(state.availableGrantees.map((grantee) => grantee.id)).toEqual([JANE, 'grn::::builtin-team:everyone']);
    expect(state.activeShares).toEqual([{ grant: 'grn::::grant:g1', grantee: ADMIN, capability: 'own' }]);
    expect(state.selectedGranteeCapabilities).toEqual({ [ADMIN]: 'own' });
    expect(EntityShareStore.getInitialState().state).toEqual(state);
  });

  it('prepares with the intended selection and reads what it implies', async () => {
    mockFetch.mockResolvedValueOnce(shareResponse({
      selected_grantee_capabilities: { [ADMIN]: 'own', [JANE]: 'view' },
      missing_permissions_on_dependencies: { [JANE]: [{ id: 'grn::::index_set:i1', type: 'index_set', title: 'Default index set', owners: [{ id: ADMIN, type: 'user', title: 'Admin' }] }] },
    }));

    const state = await EntityShareActions.prepare(entity, { [ADMIN]: 'own', [JANE]: 'view' });

    expect(mockFetch).toHaveBeenCalledWith('POST', `${ENCODED}/prepare`, { selected_grantee_capabilities: { [ADMIN]: 'own', [JANE]: 'view' } }, OPTIONS);
    expect(state.missingPermissionsOnDependencies[JANE][0].title).toBe('Default index set');
  });

  it('reports a prepare that fails', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'Not allowed to share' }));

    await expect(EntityShareActions.prepare(entity)).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/^Preparing shares of stream "All messages" failed with status: .*Not allowed/), 'Could not prepare sharing');
  });

  it('saves with POST and the selection (Graylog 4.0)', async () => {
    mockFetch.mockResolvedValueOnce(shareResponse({ selected_grantee_capabilities: { [ADMIN]: 'own', [JANE]: 'manage' } }));

    await EntityShareActions.update(entity, { [ADMIN]: 'own', [JANE]: 'manage' });

    expect(mockFetch).toHaveBeenCalledWith('POST', ENCODED, { selected_grantee_capabilities: { [ADMIN]: 'own', [JANE]: 'manage' } }, OPTIONS);
    expect(mockSuccess).toHaveBeenCalledWith('Shares of stream "All messages" were saved successfully');
  });

  it('keeps a refused save\'s verdict for the dialog instead of toasting it', async () => {
    const verdict = shareResponse({ selected_grantee_capabilities: {}, validation_result: { failed: true, errors: { selected_grantee_capabilities: ['An entity needs at least one owner'] } } });
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, verdict));

    await expect(EntityShareActions.update(entity, {})).rejects.toBeInstanceOf(FetchError);

    expect(mockError).not.toHaveBeenCalled();
    expect(EntityShareStore.getInitialState().state?.validationResult).toEqual({ failed: true, errors: { selected_grantee_capabilities: ['An entity needs at least one owner'] } });
  });

  it('toasts any other failed save', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Unknown grantee' }));

    await expect(EntityShareActions.update(entity, { 'grn::::user:nobody': 'view' })).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/^Saving shares of stream "All messages" failed with status: .*Unknown grantee/), 'Could not save shares');
  });

  it('lists what a user can reach, paginated, with the capability on each entity', async () => {
    mockFetch.mockResolvedValueOnce({
      entities: [{ id: STREAM, type: 'stream', title: 'All messages', owners: [{ grn: ADMIN, type: 'user', title: 'Admin' }] }],
      context: { grantee_capabilities: { [STREAM]: 'view' } },
      page: 1, per_page: 20, query: null, count: 1, total: 1, grand_total: 1,
    });

    const page = await EntityShareActions.loadUserSharesPaginated('u1', { page: 1, perPage: 20, query: '', sort: { field: 'title', order: 'asc' } });

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/authz/shares/user/u1?page=1&per_page=20&sort=title&order=asc', undefined, OPTIONS);
    expect(page.list).toEqual([{ id: STREAM, type: 'stream', title: 'All messages', owners: [{ id: ADMIN, type: 'user', title: 'Admin' }] }]);
    expect(page.pagination.query).toBe('');
    expect(page.granteeCapabilities).toEqual({ [STREAM]: 'view' });
  });

  it('leaves shared entities that cannot be loaded to the table, which shows the failure with "Try again": no toast', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));

    await expect(EntityShareActions.loadUserSharesPaginated('u1', { page: 1, perPage: 20, query: '' })).rejects.toBeInstanceOf(FetchError);

    expect(mockError).not.toHaveBeenCalled();
  });
});

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { AuthenticationActions, AuthenticationStore } from './AuthenticationStore';
import type { AuthenticationBackend, BackendRequest } from './authenticationTypes';
import { AuthenticatorsActions } from './AuthenticatorsStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const config = {
  type: 'ldap', servers: [{ host: 'ldap.example.org', port: 389 }], transport_security: 'none' as const, verify_certificates: false,
  system_user_dn: 'cn=admin,dc=example,dc=org', user_search_base: 'ou=people,dc=example,dc=org', user_search_pattern: '(uid={0})',
  user_name_attribute: 'uid', user_full_name_attribute: 'cn', user_unique_id_attribute: 'entryUUID',
};
const directory: AuthenticationBackend = {
  id: 'b1', title: 'Directory', description: 'People', default_roles: ['r-reader'], config: { ...config, system_user_password: { is_set: true } },
};
const request: BackendRequest = { title: 'Directory', description: 'People', default_roles: ['r-reader'], config: { ...config, system_user_password: 'secret' } };
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });

describe('AuthenticationStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
    AuthenticationStore.setState({ activeBackend: undefined });
  });

  it('loads a page of backends with the active one, without toasting a failure (the table says it)', async () => {
    mockFetch.mockResolvedValueOnce({ backends: [directory], context: { active_backend: directory }, page: 1, per_page: 20, query: 'dir', count: 1, total: 1, grand_total: 3 });
    const page = await AuthenticationActions.loadBackendsPaginated({ page: 1, perPage: 20, query: 'dir', sort: { field: 'title', order: 'asc' } });

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/authentication/services/backends?page=1&per_page=20&query=dir&sort=title&order=asc');
    expect(page.list).toEqual([directory]);
    expect(page.activeBackend?.id).toBe('b1');
    expect(page.pagination.grandTotal).toBe(3);
    expect(AuthenticationStore.getInitialState().activeBackend?.id).toBe('b1');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(AuthenticationActions.loadBackendsPaginated({ page: 1, perPage: 20, query: '' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads one backend with the page-error defaults, so a 404 is the not-found page and not a toast', async () => {
    mockFetch.mockResolvedValueOnce({ backend: directory });
    await expect(AuthenticationActions.load('b1')).resolves.toEqual(directory);
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/authentication/services/backends/b1');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { type: 'ApiError', message: "Couldn't find auth service backend b2" }));
    await expect(AuthenticationActions.load('b2')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(AuthenticationActions.load('b3')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading authentication service with id "b3" failed with status: /), 'Could not load authentication service');
  });

  it('reads the active backend and the number of backends', async () => {
    mockFetch.mockResolvedValueOnce({ backend: null, context: { backends_total: 2 } });
    await expect(AuthenticationActions.loadActive()).resolves.toEqual({ backend: null, backendsTotal: 2 });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/authentication/services/active-backend');
  });

  it('side-loads the active backend for a page that only marks it: no error page, no toast, the store knows it', async () => {
    mockFetch.mockResolvedValueOnce({ backend: directory, context: { backends_total: 1 } });
    await AuthenticationActions.loadActive({ sideLoad: true });
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/authentication/services/active-backend', undefined, { reportPageErrors: false });
    expect(AuthenticationStore.getInitialState().activeBackend?.id).toBe('b1');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(AuthenticationActions.loadActive({ sideLoad: true })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('creates and updates with Graylog\'s bodies and says so; a refusal naming fields is left to the form', async () => {
    mockFetch.mockResolvedValueOnce({ backend: directory });
    await expect(AuthenticationActions.create(request)).resolves.toEqual(directory);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/authentication/services/backends', request, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenLastCalledWith('Authentication service "Directory" was created successfully.', 'Authentication service created');

    mockFetch.mockResolvedValueOnce({ backend: directory });
    await AuthenticationActions.update('b1', request);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/authentication/services/backends/b1', { ...request, id: 'b1' }, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenLastCalledWith('Authentication service "Directory" was updated successfully.', 'Authentication service updated');

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { failed: true, errors: { user_search_base: ['User search base cannot be empty.'] } }));
    await expect(AuthenticationActions.create(request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(AuthenticationActions.update('b1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Updating authentication service "Directory" failed with status: /), 'Could not update authentication service');
  });

  it('activates and deactivates through the global configuration, naming the service', async () => {
    mockFetch.mockResolvedValue({ configuration: { active_backend: 'b1' } });
    await AuthenticationActions.setActiveBackend('b1', 'Directory');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/authentication/services/configuration', { active_backend: 'b1' }, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenLastCalledWith('Authentication service "Directory" was activated successfully.', 'Active authentication service changed');

    AuthenticationStore.setState({ activeBackend: directory });
    await AuthenticationActions.setActiveBackend(null, 'Directory');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/authentication/services/configuration', { active_backend: null }, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenLastCalledWith('Authentication service "Directory" was deactivated successfully.', 'Active authentication service changed');
    expect(AuthenticationStore.getInitialState().activeBackend).toBeNull();
  });

  it('toasts the server\'s reason when a backend in use cannot be deleted', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Authentication service backend <b1> is still in use' }));
    await expect(AuthenticationActions.delete({ id: 'b1', title: 'Directory' })).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/system/authentication/services/backends/b1', undefined, { reportPageErrors: false });
    expect(UserNotification.error).toHaveBeenCalledWith(
      'Deleting authentication service "Directory" failed with status: Authentication service backend <b1> is still in use', 'Could not delete authentication service',
    );
  });

  it('runs both tests with Graylog\'s request and answers their result without toasting', async () => {
    const result = { success: false, message: 'Connection failed', errors: ['connect ECONNREFUSED'] };
    mockFetch.mockResolvedValueOnce(result);
    await expect(AuthenticationActions.testConnection({ backend_id: undefined, backend_configuration: request })).resolves.toEqual(result);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/authentication/services/test/backend/connection',
      { backend_id: undefined, backend_configuration: request }, { reportPageErrors: false });

    mockFetch.mockResolvedValueOnce({ success: true, message: 'Login successful', errors: [], result: { user_exists: true, login_success: true, user_details: { uid: 'dora' } } });
    await AuthenticationActions.testLogin({ backend_id: 'b1', backend_configuration: request, user_login: { username: 'dora', password: 'pw' } });
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/authentication/services/test/backend/login',
      { backend_id: 'b1', backend_configuration: request, user_login: { username: 'dora', password: 'pw' } }, { reportPageErrors: false });
    expect(UserNotification.error).not.toHaveBeenCalled();
    expect(UserNotification.success).not.toHaveBeenCalled();
  });

  it('pages a backend\'s users with their role names from the context', async () => {
    mockFetch.mockResolvedValueOnce({
      users: [{ id: 'u1', username: 'dora', roles: ['r-reader'] }], context: { roles: { 'r-reader': { title: 'Reader' } } },
      page: 1, per_page: 20, query: '', count: 1, total: 1,
    });
    const page = await AuthenticationActions.loadUsersPaginated('b1', { page: 1, perPage: 20, query: '' });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/authentication/services/backends/b1/users?page=1&per_page=20', undefined, { reportPageErrors: false });
    expect(page.roleTitles).toEqual({ 'r-reader': 'Reader' });
    expect(page.list.map((user) => user.username)).toEqual(['dora']);
  });
});

describe('AuthenticatorsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
  });

  it('reads and saves the HTTP header authentication config with PUT', async () => {
    mockFetch.mockResolvedValueOnce({ enabled: false, username_header: 'Remote-User' });
    await expect(AuthenticatorsActions.loadHttpHeaderConfig()).resolves.toEqual({ enabled: false, username_header: 'Remote-User' });
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/authentication/http-header-auth-config');

    mockFetch.mockResolvedValueOnce({ enabled: true, username_header: 'X-Remote-User' });
    await AuthenticatorsActions.updateHttpHeaderConfig({ enabled: true, username_header: 'X-Remote-User' });
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/authentication/http-header-auth-config',
      { enabled: true, username_header: 'X-Remote-User' }, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Successfully updated HTTP header authentication config', 'HTTP header authentication updated');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(AuthenticatorsActions.updateHttpHeaderConfig({ enabled: true, username_header: 'X' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Updating HTTP header authentication config failed with status: /), 'Could not update HTTP header authentication config',
    );
  });
});

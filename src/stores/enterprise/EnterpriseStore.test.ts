import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { EnterpriseActions, EnterpriseStore, isOfflineInstallationRefusal } from './EnterpriseStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = jest.mocked(fetch);
const REQUEST = { first_name: 'Ada', last_name: 'Lovelace', company: 'Engines Ltd', email: 'ada@example.org', phone: '+44 20 7946 0000' };
const info = (status: string) => ({ free_license_info: { license_status: status } });
const flush = () => new Promise((resolve) => { setTimeout(resolve, 0); });

describe('EnterpriseStore', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    EnterpriseStore.setState({ licenseStatus: undefined });
  });

  it('reads the licence status and keeps it', async () => {
    mockFetch.mockResolvedValueOnce(info('absent'));
    await expect(EnterpriseActions.getLicenseInfo()).resolves.toBe('absent');
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/free-enterprise/license/info');
    expect(EnterpriseStore.getInitialState().licenseStatus).toBe('absent');
  });

  it('toasts a failed status load with the catalogue\'s title, but not a 403 (the page says it)', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' }));
    await expect(EnterpriseActions.getLicenseInfo()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading license information failed with status: .*boom/), 'Couldn\'t load license information');

    jest.mocked(UserNotification.error).mockReset();
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'Not authorized' }));
    await expect(EnterpriseActions.getLicenseInfo()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('sends the request in Graylog\'s fields, says the licence is on its way and reads the status again', async () => {
    mockFetch.mockResolvedValueOnce(undefined).mockResolvedValueOnce(info('staged'));
    await expect(EnterpriseActions.requestFreeLicense(REQUEST)).resolves.toBeUndefined();
    await flush();

    expect(mockFetch).toHaveBeenNthCalledWith(1, 'POST', '/api/free-enterprise/license', REQUEST, { reportPageErrors: false });
    expect(mockFetch).toHaveBeenNthCalledWith(2, 'GET', '/api/free-enterprise/license/info');
    expect(UserNotification.success).toHaveBeenCalledWith('Your free Graylog Enterprise license should be on the way.');
    expect(EnterpriseStore.getInitialState().licenseStatus).toBe('staged');
  });

  it('toasts a refused request with the server\'s reason and rethrows it', async () => {
    const refusal = new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Free Graylog Enterprise license already requested or license already installed' });
    mockFetch.mockRejectedValueOnce(refusal);
    await expect(EnterpriseActions.requestFreeLicense(REQUEST)).rejects.toBe(refusal);
    expect(UserNotification.error).toHaveBeenCalledWith(
      'Requesting a free Graylog Enterprise license failed with status: Free Graylog Enterprise license already requested or license already installed',
      'Could not request a free license',
    );
    expect(UserNotification.success).not.toHaveBeenCalled();
  });

  it('leaves a refusal naming a field to the form', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'email must be a well-formed email address', failed: true, errors: { email: ['must be a well-formed email address'] } }));
    await expect(EnterpriseActions.requestFreeLicense(REQUEST)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('leaves the embedded server\'s offline answer to the form, which explains it in place', async () => {
    const offline = new FetchError('Conflict', 409, { type: 'ApiError', message: 'This installation cannot reach Graylog\'s license service.' });
    mockFetch.mockRejectedValueOnce(offline);
    await expect(EnterpriseActions.requestFreeLicense(REQUEST)).rejects.toBe(offline);
    expect(UserNotification.error).not.toHaveBeenCalled();
    expect(UserNotification.success).not.toHaveBeenCalled();
  });

  it('recognises the embedded server\'s offline answer, and only that one', () => {
    expect(isOfflineInstallationRefusal(new FetchError('Conflict', 409, { type: 'ApiError', message: 'not sent' }))).toBe(true);
    expect(isOfflineInstallationRefusal(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'remote' }))).toBe(false);
    expect(isOfflineInstallationRefusal(new FetchError('Bad Request', 400, {}))).toBe(false);
    expect(isOfflineInstallationRefusal(new Error('other'))).toBe(false);
  });
});

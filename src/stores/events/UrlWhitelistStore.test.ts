import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { UrlWhitelistActions } from './UrlWhitelistStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const whitelist = { disabled: false, entries: [{ id: 'e1', type: 'regex' as const, title: 'Hooks', value: '(' }] };
const fieldRefusal = () => new FetchError('Bad Request', 400, { message: 'Invalid regex', failed: true, errors: { 'entries.0.value': ['is not a valid regular expression'] } });

describe('UrlWhitelistStore.update', () => {
  beforeEach(resetFetchAndToasts);

  it('toasts a refusal naming a field, for callers with no field to show it at', async () => {
    jest.mocked(fetch).mockRejectedValueOnce(fieldRefusal());
    await expect(UrlWhitelistActions.update(whitelist)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('Invalid regex'), 'Could not update Url Whitelist');
  });

  it('leaves a refusal naming a field to the form that shows it there', async () => {
    jest.mocked(fetch).mockRejectedValueOnce(fieldRefusal());
    await expect(UrlWhitelistActions.update(whitelist, { fieldsShown: true })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('toasts the success either way', async () => {
    jest.mocked(fetch).mockResolvedValueOnce(undefined);
    await UrlWhitelistActions.update(whitelist, { fieldsShown: true });
    expect(UserNotification.success).toHaveBeenCalledWith('Url Whitelist Configuration updated successfully');
  });
});

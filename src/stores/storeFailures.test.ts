import { FetchError, isServerUnreachable } from '@/logic/errors/FetchError';
import UserNotification from '@/util/UserNotification';

import { isFieldRefusal, reportLoadFailure, reportWriteFailure } from './storeFailures';

jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const unreachable = () => new FetchError('the server could not be reached', undefined, undefined);
const fieldRefusal = () => new FetchError('Bad Request', 400, { message: 'x', failed: true, errors: { title: ['required'] } });
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });

describe('store failures', () => {
  beforeEach(() => jest.mocked(UserNotification.error).mockReset());

  it('toasts a failure in the catalogue form and rethrows it', () => {
    const error = serverError();
    expect(() => reportWriteFailure(error, 'Creating input "Web"', 'Could not create input')).toThrow(error);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Creating input "Web" failed with status: .*boom/), 'Could not create input');
    expect(() => reportLoadFailure(serverError(), 'Loading input', 'Could not load input')).toThrow(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Loading input failed with status: /), 'Could not load input');
  });

  it('leaves a refusal naming its fields to the form', () => {
    expect(() => reportWriteFailure(fieldRefusal(), 'Creating input "Web"', 'Could not create input')).toThrow(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('does not toast a call the server never answered: the unavailable dialog says so', () => {
    expect(() => reportWriteFailure(unreachable(), 'Creating input "Web"', 'Could not create input')).toThrow(FetchError);
    expect(() => reportLoadFailure(unreachable(), 'Loading input', 'Could not load input')).toThrow(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('keeps a quiet write out of the toasts, for bulk runs that list each failure themselves', () => {
    const error = serverError();
    expect(() => reportWriteFailure(error, 'Deleting user "jane"', 'Could not delete user', { quiet: true })).toThrow(error);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('toasts a refusal naming its fields when nothing on the page shows field errors', () => {
    expect(() => reportWriteFailure(fieldRefusal(), 'Changing your start page', 'Could not change your start page', { toastFieldRefusals: true }))
      .toThrow(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Changing your start page failed with status: /), 'Could not change your start page');
  });

  it('recognises field refusals only in 400s that name fields', () => {
    expect(isFieldRefusal(fieldRefusal())).toBe(true);
    expect(isFieldRefusal(new FetchError('Bad Request', 400, { message: 'x' }))).toBe(false);
    expect(isFieldRefusal(new FetchError('Bad Request', 400, { errors: {} }))).toBe(false);
    expect(isFieldRefusal(new FetchError('Conflict', 409, { errors: { username: ['taken'] } }))).toBe(false);
    expect(isFieldRefusal(new Error('x'))).toBe(false);
  });

  it('takes only a call without any answer for an unreachable server', () => {
    expect(isServerUnreachable(unreachable())).toBe(true);
    expect(isServerUnreachable(serverError())).toBe(false);
    expect(isServerUnreachable(new Error('the server could not be reached'))).toBe(false);
  });
});

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

  it('toasts the server\'s own message for the status asked for, and the status text otherwise', () => {
    const badRequest = new FetchError('Bad Request', 400, { message: 'URL <http://x/> is not whitelisted.' });
    expect(() => reportWriteFailure(badRequest, 'Saving alert notification', 'Could not save alert notification', { toastServerMessage: 400 }))
      .toThrow(badRequest);
    expect(UserNotification.error).toHaveBeenLastCalledWith('Saving alert notification failed with status: URL <http://x/> is not whitelisted.', 'Could not save alert notification');

    expect(() => reportWriteFailure(serverError(), 'Saving alert notification', 'Could not save alert notification', { toastServerMessage: 400 })).toThrow(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Saving alert notification failed with status: There was an error fetching a resource: Internal Server Error/), 'Could not save alert notification');

    expect(() => reportWriteFailure(serverError(), 'Sending test alert', 'Could not send test alert notification', { toastServerMessage: 'always' })).toThrow(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith('Sending test alert failed with status: boom', 'Could not send test alert notification');

    const noMessage = new FetchError('Bad Request', 400, undefined);
    expect(() => reportWriteFailure(noMessage, 'Sending test alert', 'Could not send test alert notification', { toastServerMessage: 'always' })).toThrow(noMessage);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Sending test alert failed with status: There was an error fetching a resource: Bad Request/), 'Could not send test alert notification');
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

import toastr from 'toastr';

import UserNotification from './UserNotification';

jest.mock('toastr', () => ({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), info: jest.fn() }));

const common = {
  positionClass: 'toast-bottom-full-width',
  closeButton: true,
  progressBar: true,
  preventDuplicates: true,
  extendedTimeOut: 1000,
  showDuration: 300,
  hideDuration: 1000,
  escapeHtml: true,
};

describe('UserNotification', () => {
  it('shows errors for 10 s with the default title Error', () => {
    UserNotification.error('Saving failed with status: 500');
    expect(toastr.error).toHaveBeenCalledWith('Saving failed with status: 500', 'Error', { ...common, timeOut: 10000 });
  });

  it('shows warnings for 7 s with the default title Attention', () => {
    UserNotification.warning('Careful');
    expect(toastr.warning).toHaveBeenCalledWith('Careful', 'Attention', { ...common, timeOut: 7000 });
  });

  it('shows successes for 7 s with the default title Information', () => {
    UserNotification.success('Saved');
    expect(toastr.success).toHaveBeenCalledWith('Saved', 'Information', { ...common, timeOut: 7000 });
  });

  it('uses a given title', () => {
    UserNotification.error('x failed with status: 404', 'Could not retrieve alerts');
    expect(toastr.error).toHaveBeenLastCalledWith('x failed with status: 404', 'Could not retrieve alerts', expect.anything());
  });
});

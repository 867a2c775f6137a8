// Toasts, configured as the specification says: bottom, full width, close button, progress bar,
// duplicates prevented; success and warning stay 7 s, errors 10 s.
import toastr from 'toastr';

export const TOAST_OPTIONS = {
  positionClass: 'toast-bottom-full-width',
  closeButton: true,
  progressBar: true,
  preventDuplicates: true,
  extendedTimeOut: 1000,
  showDuration: 300,
  hideDuration: 1000,
  escapeHtml: true,
} as const;

const SUCCESS_TIMEOUT = 7000;
const WARNING_TIMEOUT = 7000;
const ERROR_TIMEOUT = 10000;

type ToastOptions = Parameters<typeof toastr.error>[2];

const options = (timeOut: number): ToastOptions => ({ ...TOAST_OPTIONS, timeOut });

/** The one way to tell the user something happened. Messages are shown as text, never as HTML. */
const UserNotification = {
  error(message: string, title: string = 'Error') {
    toastr.error(message, title, options(ERROR_TIMEOUT));
  },
  warning(message: string, title: string = 'Attention') {
    toastr.warning(message, title, options(WARNING_TIMEOUT));
  },
  success(message: string, title: string = 'Information') {
    toastr.success(message, title, options(SUCCESS_TIMEOUT));
  },
  info(message: string, title: string = 'Information') {
    toastr.info(message, title, options(SUCCESS_TIMEOUT));
  },
};

export default UserNotification;

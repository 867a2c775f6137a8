// How the input stores report a refused write: a toast in the spec's words ("X failed with status: ..."),
// except for a refusal that names its fields, which the form shows next to those fields instead.
import { errorMessage } from '@/logic/errors/FetchError';
import { isFieldRefusal } from '@/stores/users/UsersStore';
import UserNotification from '@/util/UserNotification';

/** A refused write leaves the page as it is: a toast or a field error explains, not an error page. */
export const WRITE_OPTIONS = { reportPageErrors: false } as const;

/** A load of something the page merely uses (types, states): its failure is a toast, not the page's error page. */
export const SIDE_LOAD_OPTIONS = { reportPageErrors: false } as const;

/** Toasts `what` failed (unless a form shows the refusal at its fields) and rethrows for the caller. */
export const reportWriteFailure = (error: unknown, what: string, title: string): never => {
  if (!isFieldRefusal(error)) {
    UserNotification.error(`${what} failed with status: ${errorMessage(error)}`, title);
  }
  throw error;
};

/** Toasts a failed load and rethrows it. */
export const reportLoadFailure = (error: unknown, what: string, title: string): never => {
  UserNotification.error(`${what} failed with status: ${errorMessage(error)}`, title);
  throw error;
};

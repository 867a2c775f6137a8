// How every role call (older and authorization API) reports a failure: a toast titled from the error
// catalogue, except for a 404, which the spec wants silent (the page says "not found" itself, and a
// role deleted in another tab is not worth an alarm).
import { errorMessage, FetchError } from '@/logic/errors/FetchError';
import type { FetchOptions } from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

/** Role calls handle their own 403/404 instead of replacing the page with the error page. */
export const ROLE_FETCH_OPTIONS: FetchOptions = { reportPageErrors: false };

export const isNotFound = (error: unknown): boolean => error instanceof FetchError && error.status === 404;

/**
 * A rejection handler: toasts `"<what> failed with status: <reason>"` titled `title` (not for a 404)
 * and rethrows, so callers (forms, pages) can still react to the error.
 */
export const reportRoleFailure = (what: string, title: string) => (error: unknown): never => {
  if (!isNotFound(error)) {
    UserNotification.error(`${what} failed with status: ${errorMessage(error)}`, title);
  }
  throw error;
};

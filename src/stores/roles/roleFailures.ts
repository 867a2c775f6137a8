// How every role call (older and authorization API) reports a failure: the shared store rule, except for a
// 404, which the spec wants silent (the page says "not found" itself, and a role deleted in another tab is
// not worth an alarm).
import { FetchError } from '@/logic/errors/FetchError';
import type { FetchOptions } from '@/logic/rest/FetchProvider';
import { reportWriteFailure } from '@/stores/storeFailures';

/** Role calls handle their own 403/404 instead of replacing the page with the error page. */
export const ROLE_FETCH_OPTIONS: FetchOptions = { reportPageErrors: false };

export const isNotFound = (error: unknown): boolean => error instanceof FetchError && error.status === 404;

/**
 * A rejection handler: toasts `"<what> failed with status: <reason>"` titled `title` (not for a 404)
 * and rethrows, so callers (forms, pages) can still react to the error. The role forms show no field
 * errors, so a refusal naming its fields is toasted too.
 */
export const reportRoleFailure = (what: string, title: string) => (error: unknown): never => {
  if (isNotFound(error)) {
    throw error;
  }
  return reportWriteFailure(error, what, title, { toastFieldRefusals: true });
};

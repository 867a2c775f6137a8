// How a store reports a failed call: a toast in the spec's words ("X failed with status: ...") and the error
// rethrown for the caller. Two failures are not toasted: a refusal that names its fields (the form shows it
// next to those fields) and a call the server never answered (the console's "server unavailable" dialog
// already says so, and a toast per failed call would pile up while the server is away).
import { errorMessage, FetchError, isPageError, isServerUnreachable } from '@/logic/errors/FetchError';
import UserNotification from '@/util/UserNotification';

/** A refused write leaves the page as it is: a toast or a field error explains, not an error page. */
export const WRITE_OPTIONS = { reportPageErrors: false } as const;

/**
 * A load of something the page merely uses (types, states): its failure is not the page's error page. It is
 * toasted unless the caller says in place what failed (a panel's "could not be loaded", a table's error state).
 */
export const SIDE_LOAD_OPTIONS = { reportPageErrors: false } as const;

/**
 * True for a 400 whose body names the fields it refuses ({"failed": true, "errors": {field: [..]}}): the form
 * shows those next to the fields, so a toast would only repeat them.
 */
export const isFieldRefusal = (error: unknown): boolean => {
  if (!(error instanceof FetchError) || error.status !== 400) {
    return false;
  }
  const { body } = error;
  if (typeof body !== 'object' || body === null) {
    return false;
  }
  const { errors } = body as { errors?: unknown };
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
};

export type WriteFailureOptions = {
  /** No toast at all: a bulk run lists each item's failure itself, so a toast per item would only repeat it. */
  quiet?: boolean,
  /** Toast a refusal naming its fields as well: nothing on the page shows field errors for this write. */
  toastFieldRefusals?: boolean,
  /**
   * Toast the server's own message instead of the status text, for answers with this status or for any
   * status ('always'): for calls whose refusal reason ("URL is not whitelisted") is what the operator must fix.
   */
  toastServerMessage?: number | 'always',
};

/** The server's message when `toastServerMessage` asks for it and the server sent one, else the status text. */
const messageFor = (error: unknown, toastServerMessage: WriteFailureOptions['toastServerMessage']): string => {
  if (error instanceof FetchError && error.serverMessage !== undefined
    && (toastServerMessage === 'always' || toastServerMessage === error.status)) {
    return error.serverMessage;
  }
  return errorMessage(error);
};

const toast = (error: unknown, what: string, title: string, toastServerMessage?: WriteFailureOptions['toastServerMessage']) => {
  if (!isServerUnreachable(error)) {
    UserNotification.error(`${what} failed with status: ${messageFor(error, toastServerMessage)}`, title);
  }
};

/** Toasts that `what` failed (unless a form shows the refusal at its fields) and rethrows for the caller. */
export const reportWriteFailure = (error: unknown, what: string, title: string, options: WriteFailureOptions = {}): never => {
  const { quiet = false, toastFieldRefusals = false, toastServerMessage } = options;
  if (!quiet && (toastFieldRefusals || !isFieldRefusal(error))) {
    toast(error, what, title, toastServerMessage);
  }
  throw error;
};

/** Toasts that loading `what` failed and rethrows for the caller. */
export const reportLoadFailure = (error: unknown, what: string, title: string): never => {
  toast(error, what, title);
  throw error;
};

/**
 * How a page's own load reports its failure: a 403 or 404 is already the missing-permissions or not-found page,
 * so a toast would only say it twice; anything else is toasted. Rethrows.
 */
export const reportPageLoadFailure = (error: unknown, what: string, title: string): never => {
  if (isPageError(error)) throw error;
  return reportLoadFailure(error, what, title);
};

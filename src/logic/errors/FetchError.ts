/** A failed server call: the HTTP status (undefined when the server could not be reached) and the body. */
export class FetchError extends Error {
  readonly status: number | undefined;

  readonly body: unknown;

  /** The `message` of the server's error body, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(statusText: string, status: number | undefined, body: unknown) {
    const serverMessage = FetchError.messageOf(body);
    super(`There was an error fetching a resource: ${statusText}. Additional information: ${serverMessage ?? 'Not available'}`);
    this.name = 'FetchError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
  }

  /** The body's `type` (e.g. 'ApiError', 'MissingStreamPermission'), when there is one. */
  get bodyType(): string | undefined {
    const { body } = this;
    return typeof body === 'object' && body !== null && typeof (body as { type?: unknown }).type === 'string'
      ? (body as { type: string }).type
      : undefined;
  }

  private static messageOf(body: unknown): string | undefined {
    if (typeof body === 'object' && body !== null) {
      const { message } = body as { message?: unknown };
      return typeof message === 'string' && message !== '' ? message : undefined;
    }
    return typeof body === 'string' && body !== '' ? body : undefined;
  }
}

/** A call that got no answer at all (the server is down or unreachable): the availability dialog tells the user. */
export const isServerUnreachable = (error: unknown): boolean => error instanceof FetchError && error.status === undefined;

/**
 * A 403 or 404: the fetch layer reports it as the missing-permissions or not-found page, so a page's own load
 * shows that page and nothing else (no toast, no failure text of its own).
 */
export const isPageError = (error: unknown): boolean => error instanceof FetchError && (error.status === 403 || error.status === 404);

/** The text to put after "… failed with status: " in a toast. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof FetchError) {
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
};

/**
 * Why a call failed, for a sentence of its own (a bulk run's failure list, a dialog's alert, a page's
 * failure): the server's own message when it sent one, else the error's.
 */
export const reasonOf = (error: unknown): string => {
  if (error instanceof FetchError) {
    return error.serverMessage ?? error.message;
  }
  return errorMessage(error);
};

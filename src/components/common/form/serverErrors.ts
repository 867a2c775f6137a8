// Where a server's refusal belongs on a form. Graylog answers a validation failure as
// {"failed": true, "errors": {"field": ["reason"]}}, other refusals as {"type": "ApiError", "message": "..."};
// the embedded server sends both in one body when a refusal concerns a field.
import { errorMessage, FetchError, isServerUnreachable } from '@/logic/errors/FetchError';

export type ServerErrorPlacement = {
  /** Reasons by field name, for fields the form has. */
  fieldErrors: { [field: string]: string },
  /** What no field took: the server's message, reasons for unknown fields, or the failure itself. */
  formError: string | undefined,
};

const reasonsOf = (value: unknown): Array<string> => {
  if (Array.isArray(value)) {
    return value.filter((reason): reason is string => typeof reason === 'string' && reason !== '');
  }
  return typeof value === 'string' && value !== '' ? [value] : [];
};

/**
 * A reason as a sentence to show under its field. Graylog (and ajv) word reasons as fragments about the
 * field ("is already taken", "must be string"); under the field they read as "This value is already taken.".
 */
export const reasonSentence = (reason: string): string => {
  const trimmed = reason.trim();
  const sentence = /^[a-z]/.test(trimmed) ? `This value ${trimmed}` : trimmed;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
};

/** The body's `errors` map as lists of reasons, empty when the body has none. */
const reportedErrors = (body: unknown): Array<[string, Array<string>]> => {
  if (typeof body !== 'object' || body === null) {
    return [];
  }
  const { errors } = body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) {
    return [];
  }
  return Object.entries(errors)
    .map(([field, reasons]): [string, Array<string>] => [field, reasonsOf(reasons)])
    .filter(([, reasons]) => reasons.length > 0);
};

export const UNSAVED_WHILE_UNREACHABLE = 'The server could not be reached, so nothing was saved. Your changes are kept: save again once it is back.';

/**
 * Splits a failed submit's error between the form's fields (`fieldNames`) and the form-level alert.
 * When a field took a reason, the server's accompanying message is not repeated at the top.
 */
export const placeServerError = (error: unknown, fieldNames: Array<string>): ServerErrorPlacement => {
  if (isServerUnreachable(error)) {
    // The availability dialog says the server is away; the form only needs to say its values are not saved yet.
    return { fieldErrors: {}, formError: UNSAVED_WHILE_UNREACHABLE };
  }
  const fieldErrors: { [field: string]: string } = {};
  const unplaced: Array<string> = [];
  reportedErrors(error instanceof FetchError ? error.body : undefined).forEach(([field, reasons]) => {
    if (fieldNames.includes(field)) {
      fieldErrors[field] = reasons.map(reasonSentence).join(' ');
    } else {
      unplaced.push(`${field}: ${reasons.join(' ')}`);
    }
  });
  const unplacedText = unplaced.length > 0 ? unplaced.join(' ') : undefined;
  if (Object.keys(fieldErrors).length > 0) {
    return { fieldErrors, formError: unplacedText };
  }
  const serverMessage = error instanceof FetchError ? error.serverMessage : undefined;
  return { fieldErrors, formError: serverMessage ?? unplacedText ?? errorMessage(error) };
};

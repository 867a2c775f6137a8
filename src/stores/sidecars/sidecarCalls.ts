// What the collector, configuration and variable stores share: the 404 of a page's own entity in the
// catalogue's words, and Graylog's validate calls, which take a whole entity and fill fields left out with blank
// placeholders so that a half-filled form hears only about what it has (data-spec section 5).
import { FetchError, isPageError } from '@/logic/errors/FetchError';
import { validateWith } from '@/stores/lookup-tables/configuredEntityCalls';
import type { ValidationErrors } from '@/stores/lookup-tables/lookupPayloads';
import { reportLoadFailure } from '@/stores/storeFailures';
import UserNotification from '@/util/UserNotification';

import { notFoundText } from './sidecarPages';

/** A page's own collector or configuration failed to load: a 404 gets the catalogue's toast, then the not-found page. */
export const reportEntityLoadFailure = (what: 'Collector' | 'Configuration', id: string) => (error: unknown): never => {
  if (error instanceof FetchError && error.status === 404) {
    UserNotification.error(notFoundText(what, id), `Could not retrieve ${what}`);
  }
  if (isPageError(error)) throw error;
  return reportLoadFailure(error, `Fetching ${what} <${id}>`, `Could not retrieve ${what}`);
};

/** `entity` over blank placeholders for the fields it does not have, as Graylog's console sends it. */
export const withPlaceholders = <T extends object>(placeholders: { [field: string]: string }, entity: T): T => {
  const filled: { [field: string]: unknown } = { ...placeholders };
  Object.entries(entity).forEach(([field, value]) => {
    if (value !== undefined) filled[field] = value;
  });
  return filled as T;
};

/** Runs a validate call: the reasons by field, empty when the entity is fine. */
export const validateEntity = (path: string, body: unknown, what: string, title: string): Promise<ValidationErrors> => validateWith(path, body, what, title);

/**
 * A refusal carrying only field reasons (Graylog's ValidationResult) as one with a message, for calls that have no
 * form to place them (a variable's delete): the toast and the confirmation then say the server's reasons.
 */
export const reasonsAsMessage = (error: unknown): unknown => {
  if (!(error instanceof FetchError) || error.serverMessage !== undefined) return error;
  const { errors } = (error.body ?? {}) as { errors?: { [field: string]: Array<string> } };
  if (typeof errors !== 'object' || errors === null) return error;
  const message = Object.values(errors).flat().join(' ');
  return message === '' ? error : new FetchError('Bad Request', error.status, { type: 'ApiError', message });
};

import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../http/errors';
import { UserRegexError } from '../regex/userRegex';
import type { UrlWhitelist } from './types';
import { compileEntryRegex } from './whitelist';

const EntrySchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200 }),
  type: Type.Union([Type.Literal('literal'), Type.Literal('regex')]),
  value: Type.String({ minLength: 1, maxLength: 4096 }),
  title: Type.String({ maxLength: 1000 }),
}, { additionalProperties: false });

export const UrlWhitelistSchema = Type.Object({
  entries: Type.Array(EntrySchema, { maxItems: 10_000 }),
  disabled: Type.Boolean(),
}, { additionalProperties: false });

/** Graylog refuses duplicate ids and regular expressions that do not compile; the refusal names `entries`. */
export function checkWhitelist(body: Static<typeof UrlWhitelistSchema>): UrlWhitelist {
  const seen = new Set<string>();
  for (const entry of body.entries) {
    if (seen.has(entry.id)) throw badRequest(`Two whitelist entries have the id '${entry.id}'; ids must be unique.`, 'entries');
    seen.add(entry.id);
    if (entry.type !== 'regex') continue;
    try {
      compileEntryRegex(entry.value);
    } catch (error) {
      if (!(error instanceof UserRegexError)) throw error;
      throw badRequest(`The whitelist entry "${entry.title || entry.id}" is not a valid regular expression: ${error.message}`, 'entries');
    }
  }
  return {
    entries: body.entries.map(({ id, type, value, title }) => ({ id, type, value, title })),
    disabled: body.disabled,
  };
}

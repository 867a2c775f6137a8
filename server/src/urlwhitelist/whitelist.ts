import type { Db } from '../db/types';
import { compileUserRegex, runUserRegex } from '../regex/userRegex';
import { readWhitelist } from './store';
import type { UrlWhitelist, WhitelistEntry } from './types';

/** Compiles a regex entry as Graylog does (Java syntax, DOTALL); throws UserRegexError when it does not compile. */
export function compileEntryRegex(value: string): RegExp {
  return compileUserRegex(value, 's');
}

function entryAllows(entry: WhitelistEntry, url: string): boolean {
  if (entry.type === 'literal') return entry.value === url;
  try {
    // Graylog looks for the pattern anywhere in the URL (find, not matches); anchors are the entry's business.
    return runUserRegex(() => compileEntryRegex(entry.value).test(url));
  } catch {
    // A stored entry that no longer compiles or runs too long allows nothing.
    return false;
  }
}

export function whitelistAllows(whitelist: UrlWhitelist, url: string): boolean {
  if (whitelist.disabled) return true;
  return whitelist.entries.some((entry) => entryAllows(entry, url));
}

/** Why a call to `url` is refused; forms show it under their URL field. */
export function notWhitelistedMessage(url: string): string {
  return `The URL ${url} is not in the URL whitelist; add it with "Add to URL whitelist" next to the URL field, or ask an administrator to.`;
}

/** True when outgoing calls to `url` are allowed: the whitelist is disabled or one of its entries matches. */
export function isWhitelisted(db: Db, url: string): boolean {
  return whitelistAllows(readWhitelist(db), url);
}

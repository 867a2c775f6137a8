import { getSetting, setSetting } from '../db/settings';
import type { Db } from '../db/types';
import type { UrlWhitelist } from './types';

export const URL_WHITELIST_KEY = 'url_whitelist';

/**
 * Without a stored whitelist every URL passes, as in Graylog (its services may run before the migration that
 * creates the enabled whitelist); our migration stores one on every data folder, so this is only a fallback.
 */
const MISSING: UrlWhitelist = { entries: [], disabled: true };

export function readWhitelist(db: Db): UrlWhitelist {
  return getSetting<UrlWhitelist>(db, URL_WHITELIST_KEY) ?? MISSING;
}

export function saveWhitelist(db: Db, whitelist: UrlWhitelist): void {
  setSetting(db, URL_WHITELIST_KEY, whitelist);
}

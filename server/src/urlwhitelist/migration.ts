import type { Migration } from '../db/types';
import { URL_WHITELIST_KEY } from './store';

/**
 * Graylog creates an enabled whitelist on first start (with entries for the URLs already in use; a data folder
 * before this migration has no HTTP notifications, so it starts empty): outgoing calls need an entry.
 */
export const urlWhitelistMigration: Migration = {
  id: '0016-url-whitelist',
  up: (db) => {
    db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)')
      .run(URL_WHITELIST_KEY, JSON.stringify({ entries: [], disabled: false }));
  },
};

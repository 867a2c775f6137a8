// Making an index set the default, with Graylog's checks, for both ways to ask for it: PUT
// /system/indices/index_sets/{id}/default and the DefaultIndexSetConfig cluster configuration class.
import type { Db } from '../db/types';
import { ApiError, notFound } from '../http/errors';
import { findIndexSetConfig, holdsMessages, setDefaultIndexSet } from './store';

export const DEFAULT_MUST_BE_WRITABLE = 'Default index set must be writable.';

/** Makes the set the default (404 unknown, 409 read-only or an events set); intake routes to it at once (the store counts the change). */
export function makeDefaultIndexSet(db: Db, id: string): void {
  db.transaction(() => {
    const set = findIndexSetConfig(db, id);
    if (!set) throw notFound(`Index set <${id}> does not exist`);
    if (!set.writable) throw new ApiError(409, DEFAULT_MUST_BE_WRITABLE);
    // Graylog 4.0 took any writable set; later versions refuse the events sets with this text.
    if (!holdsMessages(set)) throw new ApiError(409, 'Index set not eligible as default');
    setDefaultIndexSet(db, set.id);
  })();
}

// Graylog 4.0's DefaultIndexSetConfig ({default_index_set_id}): which index set is the default. Graylog keeps it
// as cluster configuration; here the index_sets table's is_default flag is the one store, so this class reads it,
// and writing it moves the default with the same checks as PUT /system/indices/index_sets/{id}/default.
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { makeDefaultIndexSet } from '../indices/defaultSet';
import { allIndexSets } from '../indices/store';
import type { ClusterConfigClass } from './registry';

export const DEFAULT_INDEX_SET_CONFIG_CLASS = 'org.graylog2.indexer.indexset.DefaultIndexSetConfig';

export interface DefaultIndexSetConfig {
  default_index_set_id: string | null;
}

const defaultSetId = (db: Db): string | null => allIndexSets(db).find((set) => set.default)?.id ?? null;

export const defaultIndexSetConfigClass: ClusterConfigClass = {
  className: DEFAULT_INDEX_SET_CONFIG_CLASS,
  read: (db): DefaultIndexSetConfig => ({ default_index_set_id: defaultSetId(db) }),
  isStored: (db) => defaultSetId(db) !== null,
  save: (db, body): DefaultIndexSetConfig => {
    const id = typeof body === 'object' && body !== null ? (body as { default_index_set_id?: unknown }).default_index_set_id : undefined;
    if (typeof id !== 'string' || id === '') throw badRequest('default_index_set_id must name an index set', 'default_index_set_id');
    makeDefaultIndexSet(db, id);
    return { default_index_set_id: id };
  },
  remove: () => {
    throw badRequest('There is always a default index set: choose another one with PUT /system/indices/index_sets/{id}/default');
  },
};

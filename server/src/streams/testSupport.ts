// Streams for tests and the routing benchmark, stored as the API stores them but without an owner.
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import { DEFAULT_STREAM_ID } from './defaults';
import { insertRule } from './store';
import type { StreamRuleTypeId } from './ruleTypes';
import type { MatchingType } from './types';

export interface TestRule {
  type: StreamRuleTypeId;
  field?: string;
  value?: string;
  inverted?: boolean;
}

export interface TestStream {
  title?: string;
  rules: TestRule[];
  matching_type?: MatchingType;
  remove_matches_from_default_stream?: boolean;
  disabled?: boolean;
}

/** Stores an (enabled, by default) stream with its rules in the default index set; returns its id. */
export function addTestStream(db: Db, stream: TestStream): string {
  const id = newObjectId();
  const indexSetId = (db.prepare('SELECT index_set_id FROM streams WHERE id = ?').get(DEFAULT_STREAM_ID) as { index_set_id: string } | undefined)?.index_set_id
    ?? (db.prepare('SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string }).id;
  const data = {
    title: stream.title ?? `stream ${id}`,
    description: null,
    matching_type: stream.matching_type ?? 'AND',
    remove_matches_from_default_stream: stream.remove_matches_from_default_stream === true,
    created_at: new Date(0).toISOString(),
    creator_user_id: 'test',
    content_pack: null,
  };
  db.transaction(() => {
    db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) VALUES (?, ?, ?, 0, ?, ?)')
      .run(id, data.title, indexSetId, stream.disabled ? 1 : 0, JSON.stringify(data));
    for (const rule of stream.rules) {
      insertRule(db, { id: newObjectId(), stream_id: id, type: rule.type, field: rule.field ?? '', value: rule.value ?? '', inverted: rule.inverted === true, description: '' });
    }
  })();
  return id;
}

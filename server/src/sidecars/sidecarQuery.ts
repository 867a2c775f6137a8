// Searching and sorting the sidecars table as Graylog's sidecar lists do: free words search the node name;
// `name:`, `node_id:`, `id:`, `sidecar_version:`, `operating_system:` and `status:` (a number or running,
// unknown, failing, stopped) search one field; `last_seen:` compares dates (`last_seen:<=2024-04-10`,
// `last_seen:>2024-04-10T12:00:00Z`, or a whole day without an operator).
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import type { ListSource } from '../http/pagination';
import type { SidecarRow } from './sidecarStore';
import { STATUS_NAMES } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

const SORTABLE: Record<string, string> = {
  node_name: 'node_name',
  name: 'node_name',
  node_id: 'node_id',
  sidecar_version: 'sidecar_version',
  last_seen: 'last_seen_ms',
  operating_system: 'operating_system',
  'node_details.operating_system': 'operating_system',
  status: 'status',
  'node_details.status.status': 'status',
};

const SEARCHABLE: Record<string, string> = {
  id: 'id',
  node_id: 'node_id',
  name: 'node_name',
  sidecar_version: 'sidecar_version',
  operating_system: 'operating_system',
  status: 'status',
};

interface Condition {
  sql: string;
  params: unknown[];
}

function lastSeenCondition(operator: string, text: string): Condition {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const instant = Date.parse(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(instant)) throw badRequest(`Invalid argument in search query: "${text}" is not a date (such as 2024-04-10 or 2024-04-10T12:00:00Z)`);
  // A date without time covers its whole (UTC) day.
  const end = dateOnly ? instant + DAY_MS : instant + 1;
  switch (operator) {
    case '<=': return { sql: 'last_seen_ms < ?', params: [end] };
    case '<': return { sql: 'last_seen_ms < ?', params: [instant] };
    case '>=': return { sql: 'last_seen_ms >= ?', params: [instant] };
    case '>': return { sql: 'last_seen_ms >= ?', params: [end] };
    default: return { sql: 'last_seen_ms >= ? AND last_seen_ms < ?', params: [instant, end] };
  }
}

/**
 * The list source for a sidecar search: `last_seen:` terms become conditions, status names become Graylog's
 * codes, and the rest goes to paginate()'s search. `scope` narrows the rows further (only active ones).
 */
export function sidecarListSource(db: Db, queryText: string, scope: Condition[] = []): { source: ListSource<SidecarRow>; query: string } {
  const conditions = [...scope];
  let query = queryText.replace(/\blast_seen:(<=|>=|<|>)?("[^"]*"|\S+)/g, (_match, operator: string | undefined, value: string) => {
    conditions.push(lastSeenCondition(operator ?? '', value.replace(/"/g, '')));
    return ' ';
  });
  query = query.replace(/\bstatus:([A-Za-z]+)\b/g, (match, name: string) => {
    const code = STATUS_NAMES[name.toLowerCase()];
    if (code === undefined) throw badRequest(`Invalid argument in search query: unknown status "${name}" (running, unknown, failing, stopped)`);
    return `status:${code}`;
  });
  const where = conditions.length > 0
    ? { sql: conditions.map((c) => `(${c.sql})`).join(' AND '), params: conditions.flatMap((c) => c.params) }
    : undefined;
  return {
    source: {
      db,
      from: 'sidecars',
      where,
      sortable: SORTABLE,
      defaultSort: { field: 'node_name', order: 'asc' },
      searchable: SEARCHABLE,
      freeTextFields: ['name'],
    },
    query: query.trim(),
  };
}

// Generated messages for the search benchmark: the fields a GELF input with extractors stores (ids,
// gl2_* fields, source, level, facility, streams) and varied texts (web requests, ssh logins, database
// errors, kernel messages) with extracted fields (user, action, http_status, took_ms), so that terms,
// phrases, field values, numeric ranges and wildcards each find a realistic share of the messages.
// Deterministic: message n is the same in every run. Loaded under tsx (searchSeed.mjs), so it imports TypeScript.

import { seededRandom } from '../../server/test/seededRandom.ts';

const HOSTS = [
  ...Array.from({ length: 20 }, (_, i) => `web-${String(i + 1).padStart(2, '0')}`),
  ...Array.from({ length: 8 }, (_, i) => `db-${String(i + 1).padStart(2, '0')}`),
  'mail-1', 'mail-2', 'gateway', 'Build-Server', 'backup.example.org', 'ldap-1',
];
const USERS = Array.from({ length: 1000 }, (_, i) => `user${i}`);
const PATHS = ['/index.html', '/api/v1/users', '/api/v1/orders', '/login', '/static/app.js', '/health', '/search?q=x', '/admin/settings'];
const ACTIONS = ['login', 'logout', 'view', 'update', 'delete', 'export'];
const STATUSES = [200, 200, 200, 200, 201, 204, 301, 304, 400, 401, 403, 404, 500, 502, 503];
const FACILITIES = ['kern', 'user', 'mail', 'daemon', 'auth', 'local0'];
const PROCESSES = ['nginx', 'postgres', 'java', 'node', 'python3', 'chrome'];

export const DEFAULT_STREAM = '000000000000000000000001';
export const OTHER_STREAM = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const INPUT = '6655443322110000aabbccdd';
const NODE = 'bench-node';

const hex = (next, length) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
const pick = (next, list) => list[Math.floor(next() * list.length)];

/**
 * Message n of `count`, timestamps spread evenly over [startMs, endMs] in order of n, as live intake
 * stores them (a few arrive up to a second late).
 */
export function benchMessage(n, count, startMs, endMs) {
  const next = seededRandom(n * 2654435761 + 1);
  const ts = Math.round(startMs + ((endMs - startMs) * n) / Math.max(1, count - 1) - next() * 1000 * (next() < 0.05 ? 1 : 0));
  const host = pick(next, HOSTS);
  const user = pick(next, USERS);
  const took = Math.floor(next() ** 3 * 5000);
  const kind = next();
  const fields = {
    _id: `${hex(next, 8)}-${hex(next, 4)}-4${hex(next, 3)}-a${hex(next, 3)}-${hex(next, 12)}`,
    gl2_message_id: `01H${hex(next, 23).toUpperCase()}`,
    gl2_source_input: INPUT,
    gl2_source_node: NODE,
    timestamp: new Date(Math.max(startMs, ts)).toISOString(),
    source: host,
    streams: next() < 0.2 ? [DEFAULT_STREAM, OTHER_STREAM] : [DEFAULT_STREAM],
  };
  if (kind < 0.45) {
    const status = pick(next, STATUSES);
    const path = pick(next, PATHS);
    Object.assign(fields, {
      message: `GET ${path} ${status} took ${took} ms`,
      level: status >= 500 ? 3 : 6,
      facility: 'daemon',
      http_method: 'GET',
      http_status: status,
      http_path: path,
      took_ms: took,
    });
  } else if (kind < 0.65) {
    const failed = next() < 0.3;
    const port = 1024 + Math.floor(next() * 60000);
    Object.assign(fields, {
      message: `sshd[${Math.floor(next() * 30000)}]: ${failed ? 'Failed password' : 'Accepted publickey'} for ${user} from 10.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}.${Math.floor(next() * 256)} port ${port} ssh2`,
      level: failed ? 4 : 6,
      facility: 'auth',
      user,
    });
  } else if (kind < 0.85) {
    const action = pick(next, ACTIONS);
    Object.assign(fields, {
      message: `user=${user} action=${action} took ${took}ms`,
      level: 6,
      facility: 'user',
      user,
      action,
      took_ms: took,
    });
  } else if (kind < 0.95) {
    const refused = next() < 0.5;
    Object.assign(fields, {
      message: refused
        ? `connection refused to db-${String(1 + Math.floor(next() * 8)).padStart(2, '0')}:5432 after ${took} ms`
        : `ERROR: duplicate key value violates unique constraint "orders_pkey" (order ${Math.floor(next() * 1e6)})`,
      full_message: refused ? `java.net.ConnectException: Connection refused\n\tat java.base/sun.nio.ch.Net.connect0(Native Method)\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:${Math.floor(next() * 400)})` : undefined,
      level: 3,
      facility: pick(next, FACILITIES),
      took_ms: took,
    });
    if (fields.full_message === undefined) delete fields.full_message;
  } else {
    const process = pick(next, PROCESSES);
    Object.assign(fields, {
      message: `kernel: Out of memory: Killed process ${Math.floor(next() * 60000)} (${process}) total-vm:${Math.floor(next() * 1e7)}kB`,
      level: 2,
      facility: 'kern',
      process,
    });
  }
  return fields;
}

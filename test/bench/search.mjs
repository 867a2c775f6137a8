// `npm run bench` part (also alone: `node test/bench/search.mjs`): the time of typical queries (term, phrase, field,
// numeric range, boolean, wildcard) over 1,000,000 stored messages (BENCH_MESSAGES to change), through the search API
// (GET /search/universal/relative, a page of 150) and, in the same run, as the SQL the search ran, straight on the
// database with better-sqlite3 in this process. Target (issue #8): the API's median within twice the direct one.
// - Data: searchSeed.mjs stores generated messages (searchData.mjs) with the store's insert path, indexing included.
// - API: the embedded server on that data folder; each query RUNS times after one warm-up, timed at this client.
// - Direct: searchPlans.mjs runs each query once with the message store's read path while recording every statement
//   (SQL, parameters, rows read); here those statements run again, in the same order and one read transaction per
//   index file, RUNS times. The difference to the API is what the search adds to its SQL: planning, reading and
//   testing messages, building the answer, HTTP.
import { spawnSync } from 'child_process';
import Database from 'better-sqlite3';
import path from 'path';

import { root, startBenchServer, stopBenchServer } from './benchServer.mjs';
import { temporaryDataDir } from './temporaryDataDir.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LIMIT = 150;
/** Two days: the generated messages span the last 24 hours. */
const RANGE_SECONDS = 2 * 86_400;
const AUTH = `Basic ${Buffer.from('admin:admin').toString('base64')}`;

const QUERIES = [
  ['term', 'failed'],
  ['term (frequent)', 'took'],
  ['phrase', '"connection refused"'],
  ['field', 'source:web-01'],
  ['numeric range', 'took_ms:[100 TO 500]'],
  ['boolean', '(login OR logout) AND NOT source:db* AND took_ms:>=1000'],
  ['wildcard', 'user:user12*'],
  ['wildcard (leading)', 'http_path:*users'],
  ['everything', '*'],
];

const median = (values) => percentile(values, 0.5);
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

async function apiTimes(base, query) {
  const url = `${base}/api/search/universal/relative?query=${encodeURIComponent(query)}&range=${RANGE_SECONDS}&limit=${LIMIT}`;
  const headers = { Authorization: AUTH, Accept: 'application/json' };
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, total: body.total_results, count: body.messages.length };
  };
  const warm = await once();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push((await once()).ms);
  return { times, total: warm.total, count: warm.count };
}

/** Runs the recorded statements on this process's own connections: the search's SQL without the search. */
function directTimes(dataDir, statements) {
  const connections = new Map();
  const connection = (file) => {
    if (!connections.has(file)) {
      const db = new Database(path.join(dataDir, 'indices', `${file}.db`), { readonly: true });
      connections.set(file, { db, statements: new Map() });
    }
    return connections.get(file);
  };
  const prepared = (file, sql) => {
    const { db, statements: cache } = connection(file);
    if (!cache.has(sql)) cache.set(sql, db.prepare(sql).raw(true));
    return cache.get(sql);
  };
  const runOnce = () => {
    const started = performance.now();
    const open = new Set();
    for (const { file, sql, params, read, rows, exhausted } of statements) {
      const { db } = connection(file);
      if (!open.has(file)) { db.exec('BEGIN'); open.add(file); }
      const statement = prepared(file, sql);
      if (read === 'get') statement.get(...params);
      else if (read === 'all' || exhausted) statement.all(...params);
      else {
        // Stopped after `rows` rows, as the search stopped reading.
        let left = rows;
        for (const row of statement.iterate(...params)) { if (--left <= 0 || row === undefined) break; }
      }
    }
    for (const file of open) connection(file).db.exec('COMMIT');
    return performance.now() - started;
  };
  runOnce();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push(runOnce());
  for (const { db } of connections.values()) db.close();
  return times;
}

export const benchSearch = async () => {
  const dataDir = temporaryDataDir('console-bench-search-');
  try {
    const endMs = Date.now();
    console.log(`\nSearch: storing ${MESSAGES} generated messages…`);
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'test/bench/searchSeed.mjs', dataDir.path, String(MESSAGES), String(endMs)], { cwd: root, encoding: 'utf8' });
    if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}`);
    const seeded = JSON.parse(seed.stdout.trim().split('\n').pop());
    const server = await startBenchServer(dataDir, ['--no-demo-input']);

    const api = [];
    for (const [, query] of QUERIES) api.push(await apiTimes(server.base, query));
    const plans = spawnSync(process.execPath, ['--import', 'tsx', 'test/bench/searchPlans.mjs', dataDir.path,
      JSON.stringify({ queries: QUERIES.map(([, query]) => query), rangeSeconds: RANGE_SECONDS, limit: LIMIT })], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (plans.status !== 0) throw new Error(`planning failed: ${plans.stderr}`);
    const traced = plans.stdout.trim().split('\n').map((line) => JSON.parse(line));
    await stopBenchServer(server);

    const fmt = (ms) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)}`.padStart(6);
    console.log(`Search over ${MESSAGES} messages (stored in ${seeded.seconds.toFixed(0)} s, ${Math.round(MESSAGES / seeded.seconds)} msg/s with indexing), `
      + `page of ${LIMIT}, ${RUNS} runs each, ms`);
    console.log(`  ${'query'.padEnd(64)} ${'matches'.padStart(8)}  API med    p95  SQL med    p95  API/SQL`);
    const ratios = [];
    QUERIES.forEach(([kind, query], i) => {
      const direct = directTimes(dataDir.path, traced[i].statements);
      const ratio = median(api[i].times) / median(direct);
      ratios.push(ratio);
      const label = `${kind}: ${query}`;
      console.log(`  ${label.padEnd(64)} ${String(api[i].total).padStart(8)}  ${fmt(median(api[i].times))} ${fmt(percentile(api[i].times, 0.95))}  `
        + `${fmt(median(direct))} ${fmt(percentile(direct, 0.95))}  ${ratio.toFixed(2).padStart(7)}`);
      if (traced[i].total !== api[i].total) console.log(`    (the traced run found ${traced[i].total})`);
    });
    console.log(`  API median within 2x of the direct SQL: ${ratios.filter((ratio) => ratio <= 2).length} of ${ratios.length} queries`);
    console.log('  plans (per index file):');
    QUERIES.forEach(([, query], i) => console.log(`    ${query}: ${traced[i].plans.join('; ')} (${traced[i].statements.length} statements)`));
  } finally {
    await dataDir.remove();
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'test/bench/search.mjs')) await benchSearch();

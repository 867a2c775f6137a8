// `npm run bench` part (also alone: `node test/bench/search.mjs`): the time of typical queries (term, phrase, field,
// numeric range, boolean, wildcard) over 1,000,000 stored messages (BENCH_MESSAGES to change), through the API and,
// in the same run, as the SQL the server ran, straight on the database with better-sqlite3 in this process.
// Target (issue #8): the API's median within twice the direct one.
// - Data: searchSeed.mjs stores generated messages (searchData.mjs) with the store's insert path, indexing included.
//   BENCH_DATA_DIR=<folder> seeds that folder once and keeps it, so later runs skip the seeding.
// - Two API paths, timed at this client (answer read and parsed), each query RUNS times after one warm-up (and after
//   one untimed pass over all queries, so that no query meets a cold server):
//   universal: GET /search/universal/relative, a page of 150;
//   search page: what the console's search page sends, POST /views/search (a messages search type with a page of
//   150 and a histogram on timestamp, automatic interval) then POST /views/search/{id}/execute (the job comes back done).
// - Direct: searchPlans.mjs runs each query once per path with the message store's read path while recording every
//   statement (SQL, parameters, rows read); here those statements run again, in the same order and one read
//   transaction per index file, RUNS times. The difference to the API is what the server adds to its SQL: planning,
//   reading and parsing messages, building and sending the answer, authentication, HTTP.
// - Floor: GET /api/system in the same run (5 x RUNS times), the cheapest authenticated call (auth, routing, a small
//   answer). Where the direct SQL takes less than that (twice that for the search page's two calls), twice the direct
//   time is not reachable over HTTP at all; the table marks those (F). A page of 150 messages adds about a
//   millisecond more (reading, parsing, serializing, sending and parsing some 70 KB of JSON), measured in the same run
//   as `*` with a page against `*` with one message; P marks where the direct SQL is below floor and page together.
import { spawnSync } from 'child_process';
import { randomBytes } from 'crypto';
import Database from 'better-sqlite3';
import fs from 'fs';
import path from 'path';

import { root, startBenchServer, stopBenchServer } from './benchServer.mjs';
import { temporaryDataDir } from './temporaryDataDir.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LIMIT = 150;
/** As IndexFile opens index files. */
const MMAP_BYTES = 1 << 30;
/** Two days: the generated messages span the last 24 hours. */
const RANGE_SECONDS = 2 * 86_400;
const AUTH = `Basic ${Buffer.from('admin:admin').toString('base64')}`;
const HEADERS = { Authorization: AUTH, Accept: 'application/json' };
const POST_HEADERS = { ...HEADERS, 'Content-Type': 'application/json', 'X-Requested-By': 'bench' };

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

/** `once` `runs` times after `warmUps` untimed runs; each run resolves its time in ms and what it found. */
async function timed(once, runs = RUNS, warmUps = 1) {
  let warm;
  for (let i = 0; i < warmUps; i += 1) warm = await once();
  const times = [];
  for (let i = 0; i < runs; i += 1) times.push((await once()).ms);
  return { ...warm, times };
}

async function call(method, url, body) {
  const response = await fetch(url, { method, headers: body ? POST_HEADERS : HEADERS, body: body ? JSON.stringify(body) : undefined });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

// Many runs: the floor is small and every ratio is judged against it.
const floorTimes = (base) => timed(async () => {
  const started = performance.now();
  await call('GET', `${base}/api/system`);
  return { ms: performance.now() - started };
}, 5 * RUNS, 20);

const universalTimes = (base, query, runs = RUNS, limit = LIMIT) => timed(async () => {
  const url = `${base}/api/search/universal/relative?query=${encodeURIComponent(query)}&range=${RANGE_SECONDS}&limit=${limit}`;
  const started = performance.now();
  const body = await call('GET', url);
  return { ms: performance.now() - started, total: body.total_results };
}, runs);

const hexId = () => randomBytes(12).toString('hex');

/** The search page's request (search-ui's searchBuilders: messagesSearchType, histogramSearchType, searchQuery). */
function searchPageRequest(query) {
  return {
    queries: [{
      id: hexId(),
      query: { type: 'elasticsearch', query_string: query },
      timerange: { type: 'relative', range: RANGE_SECONDS },
      filter: null,
      search_types: [
        { id: 'messages', type: 'messages', limit: LIMIT, offset: 0, sort: [{ field: 'timestamp', order: 'DESC' }], decorators: [] },
        {
          id: 'histogram', type: 'pivot', row_groups: [{ type: 'time', field: 'timestamp', interval: { type: 'auto', scaling: 1 } }],
          column_groups: [], series: [{ type: 'count', id: 'count()', field: null }], rollup: true, sort: [],
        },
      ],
    }],
    parameters: [],
  };
}

const searchPageTimes = (base, query, runs = RUNS) => timed(async () => {
  const started = performance.now();
  const search = await call('POST', `${base}/api/views/search`, searchPageRequest(query));
  let job = await call('POST', `${base}/api/views/search/${search.id}/execute`, { parameter_bindings: {}, global_override: {} });
  while (!job.execution.done) job = await call('GET', `${base}/api/views/search/status/${job.id}`);
  const ms = performance.now() - started;
  const result = Object.values(job.results)[0];
  if (job.errors.length > 0 || !result) throw new Error(`${query}: the search page's search failed: ${JSON.stringify(job.errors)}`);
  return { ms, total: result.search_types.messages.total_results, buckets: result.search_types.histogram.rows.length - 1 };
}, runs);

/** Runs the recorded statements on this process's own connections: the search's SQL without the search. */
function directTimes(dataDir, statements) {
  const connections = new Map();
  const connection = (file) => {
    if (!connections.has(file)) {
      const db = new Database(path.join(dataDir, 'indices', `${file}.db`), { readonly: true });
      // Read as the server's connections read (indexFile.ts: memory-mapped), so that only the SQL differs.
      db.pragma(`mmap_size = ${MMAP_BYTES}`);
      connections.set(file, { db, statements: new Map() });
    }
    return connections.get(file);
  };
  // As the store reads them: first values alone (pluck) or rows as arrays.
  const prepared = (file, sql, read) => {
    const { db, statements: cache } = connection(file);
    const key = `${read === 'values' ? 'v' : 'a'}${sql}`;
    if (!cache.has(key)) cache.set(key, read === 'values' ? db.prepare(sql).pluck(true) : db.prepare(sql).raw(true));
    return cache.get(key);
  };
  const runOnce = () => {
    const started = performance.now();
    const open = new Set();
    for (const { file, sql, params, read, rows, exhausted } of statements) {
      const { db } = connection(file);
      if (!open.has(file)) { db.exec('BEGIN'); open.add(file); }
      const statement = prepared(file, sql, read);
      if (read === 'all' || read === 'values' || exhausted) statement.all(...params);
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

/** A data folder with the generated messages: BENCH_DATA_DIR (seeded on first use, then kept) or a temporary one. */
function dataFolder() {
  const kept = process.env.BENCH_DATA_DIR;
  if (!kept) return { folder: temporaryDataDir('console-bench-search-'), seeded: false };
  const dir = path.resolve(kept);
  const marker = path.join(dir, 'bench-seeded.json');
  const folder = { path: dir, attach: (child) => child, remove: async () => {} };
  if (!fs.existsSync(marker)) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`BENCH_DATA_DIR ${dir} is not empty and was not seeded by this benchmark`);
    return { folder, seeded: false, marker };
  }
  const seeded = JSON.parse(fs.readFileSync(marker, 'utf8'));
  // The messages span the 24 hours before seeding and the queries the last two days.
  if (!(Date.now() - seeded.endMs < 86_400_000)) throw new Error(`BENCH_DATA_DIR ${dir} was seeded more than a day ago: remove it to seed again`);
  return { folder, seeded };
}

export const benchSearch = async () => {
  const { folder: dataDir, seeded: reused, marker } = dataFolder();
  try {
    let seeded = reused;
    if (!seeded) {
      console.log(`\nSearch: storing ${MESSAGES} generated messages…`);
      fs.mkdirSync(dataDir.path, { recursive: true });
      const endMs = Date.now();
      const seed = spawnSync(process.execPath, ['--import', 'tsx', 'test/bench/searchSeed.mjs', dataDir.path, String(MESSAGES), String(endMs)], { cwd: root, encoding: 'utf8' });
      if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}`);
      seeded = { ...JSON.parse(seed.stdout.trim().split('\n').pop()), endMs };
      if (marker) fs.writeFileSync(marker, JSON.stringify(seeded));
    }
    const server = await startBenchServer(dataDir, ['--no-demo-input']);
    // One untimed pass over every query first, so that no query is timed on a cold server.
    for (const [, query] of QUERIES) {
      await universalTimes(server.base, query, 0);
      await searchPageTimes(server.base, query, 0);
    }
    const floor = await floorTimes(server.base);
    // What a page of messages adds to an answer: `*` (no SQL to speak of) with the page against one message.
    const onePage = await universalTimes(server.base, '*', 5 * RUNS);
    const oneMessage = await universalTimes(server.base, '*', 5 * RUNS, 1);
    const universal = [];
    const searchPage = [];
    for (const [, query] of QUERIES) {
      universal.push(await universalTimes(server.base, query));
      searchPage.push(await searchPageTimes(server.base, query));
    }
    const plans = spawnSync(process.execPath, ['--import', 'tsx', 'test/bench/searchPlans.mjs', dataDir.path,
      JSON.stringify({ queries: QUERIES.map(([, query]) => query), rangeSeconds: RANGE_SECONDS, limit: LIMIT })], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (plans.status !== 0) throw new Error(`planning failed: ${plans.stderr}`);
    const traced = plans.stdout.trim().split('\n').map((line) => JSON.parse(line));
    await stopBenchServer(server);

    const fmt = (ms) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)}`.padStart(5);
    const floorMs = median(floor.times);
    console.log(`Search over ${seeded.messages} messages (stored in ${seeded.seconds.toFixed(0)} s, ${Math.round(seeded.messages / seeded.seconds)} msg/s with indexing), `
      + `page of ${LIMIT}, ${RUNS} runs each, medians (p95) in ms`);
    const pageMs = Math.max(0, median(onePage.times) - median(oneMessage.times));
    console.log(`  floor: GET /api/system (auth, routing, a small answer) ${fmt(floorMs).trim()} (p95 ${fmt(percentile(floor.times, 0.95)).trim()}); `
      + `a page of ${LIMIT} messages adds ${pageMs.toFixed(1)} (universal \`*\` with limit ${LIMIT} against limit 1)`);
    console.log('  universal = GET /search/universal/relative; search page = POST /views/search + POST /views/search/{id}/execute'
      + ' (messages + histogram); SQL = the statements the server ran for it, run directly');
    console.log(`  ${'query'.padEnd(58)} ${'matches'.padStart(8)}  universal (p95)   SQL  ratio  search page (p95)   SQL  ratio`);
    const verdicts = { universal: [], page: [] };
    const cell = (api, direct, kind) => {
      const ratio = median(api.times) / median(direct);
      // An answer takes at least the floor plus its SQL (the search page makes two calls: twice the floor): with
      // the SQL under that, twice the SQL is out of reach over HTTP on this machine. Marked, not hidden.
      const floors = floorMs * (kind === 'page' ? 2 : 1);
      const belowFloor = median(direct) < floors;
      // The same with the page the answer carries: floor + page + SQL is then more than twice the SQL.
      const belowPage = !belowFloor && median(direct) < floors + pageMs;
      verdicts[kind].push({ within: ratio <= 2, belowFloor, belowPage });
      const mark = belowFloor ? 'F' : belowPage ? 'P' : ' ';
      return `${fmt(median(api.times))} (${fmt(percentile(api.times, 0.95)).trim().padStart(5)})  ${fmt(median(direct))} ${ratio.toFixed(2).padStart(5)}${mark}`;
    };
    QUERIES.forEach(([kind, query], i) => {
      const label = `${kind}: ${query}`;
      const directUniversal = directTimes(dataDir.path, traced[i].universal);
      const directPage = directTimes(dataDir.path, traced[i].views);
      console.log(`  ${label.padEnd(58)} ${String(universal[i].total).padStart(8)}  ${cell(universal[i], directUniversal, 'universal')}     `
        + `${cell(searchPage[i], directPage, 'page')}`);
      if (traced[i].total !== universal[i].total || searchPage[i].total !== universal[i].total) {
        console.log(`    (matches differ: direct run ${traced[i].total}, search page ${searchPage[i].total})`);
      }
    });
    const summary = (kind, name) => {
      const all = verdicts[kind];
      const missed = all.filter((verdict) => !verdict.within);
      const floorBound = missed.filter((verdict) => verdict.belowFloor).length;
      const pageBound = missed.filter((verdict) => verdict.belowPage).length;
      return `${name} ${all.length - missed.length} of ${all.length}`
        + (missed.length > 0 ? ` (of the other ${missed.length}: ${floorBound} F, ${pageBound} P)` : '');
    };
    console.log(`  API median within 2x of the direct SQL: ${summary('universal', 'universal')}; ${summary('page', 'search page')}`);
    console.log(`  F: the direct SQL takes less than the floor (${floorMs.toFixed(1)} ms; twice that for the search page's two calls): floor + SQL`
      + ' is then more than twice the SQL, so 2x cannot be reached over HTTP on this machine');
    console.log(`  P: the same with the page of messages added to the floor (${(floorMs + pageMs).toFixed(1)} ms; search page ${(2 * floorMs + pageMs).toFixed(1)} ms)`);
    console.log('  plans (per index file):');
    QUERIES.forEach(([, query], i) => console.log(`    ${query}: ${traced[i].plans.join('; ')} (${traced[i].universal.length} statements; search page ${traced[i].views.length})`));
  } finally {
    await dataDir.remove();
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'test/bench/search.mjs')) await benchSearch();

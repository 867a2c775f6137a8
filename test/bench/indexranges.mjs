// `npm run bench` part (also alone: `node test/bench/indexranges.mjs`): what index ranges save. Ten indices of the
// default set, each holding the same number of generated messages from its own hour; the same searches (universal
// search over HTTP, a page of 150 and the total) are timed with a time range inside one index's hour and with one
// covering all ten hours, in the same run. With ranges, the first opens one index file and the second ten, so the
// first should take a fraction of the second. Seeding runs in a child under tsx
// (`node --import tsx test/bench/indexranges.mjs --seed <dataDir> <perIndex> <endMs>`).
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

const INDICES = 10;
const PER_INDEX = Number(process.env.BENCH_RANGES_PER_INDEX ?? 50000);
const HOUR = 3_600_000;
const RUNS = 15;
const QUERIES = ['*', 'took', '"connection refused"', 'took_ms:[100 TO 500]', '(login OR logout) AND NOT source:db*', 'http_path:*users'];

const seed = async ([dataDirArg, perIndexArg, endArg]) => {
  const dataDir = path.resolve(dataDirArg);
  const perIndex = Number(perIndexArg);
  const endMs = Number(endArg);
  const { benchMessage } = await import('./searchData.mjs');
  const { openDatabase } = await import('../../server/src/db/database.ts');
  const { ensureDefaultIndexSet } = await import('../../server/src/indices/defaults.ts');
  const { openMessageStore, DEFAULT_MAX_BATCH } = await import('../../server/src/messages/messageStore.ts');
  const { createIndex } = await import('../../server/src/messages/indices.ts');
  const db = openDatabase(dataDir);
  const { id: indexSetId } = ensureDefaultIndexSet(db, endMs);
  const store = openMessageStore({ db, dataDir, now: () => endMs, settings: {}, node: { nodeId: 'bench', clusterId: 'bench', startedAt: '' } }, { writer: 'inline' });
  const started = process.hrtime.bigint();
  for (let i = 0; i < INDICES; i += 1) {
    const index = i === 0 ? store.writeIndex() : createIndex(db, indexSetId, endMs);
    const hourStart = endMs - (INDICES - i) * HOUR;
    for (let at = 0; at < perIndex; at += DEFAULT_MAX_BATCH) {
      const batch = [];
      for (let n = at; n < Math.min(perIndex, at + DEFAULT_MAX_BATCH); n += 1) {
        batch.push({ ...benchMessage(i * perIndex + n, INDICES * perIndex, hourStart, hourStart + HOUR - 1), timestamp: new Date(hourStart + Math.floor((n * (HOUR - 1)) / perIndex)).toISOString() });
      }
      store.insertBatch(index, batch);
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await store.close();
  db.close();
  console.log(JSON.stringify({ messages: INDICES * perIndex, seconds }));
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const benchIndexRanges = async () => {
  const { startBenchServer, stopBenchServer, root } = await import('./benchServer.mjs');
  const { temporaryDataDir } = await import('./temporaryDataDir.mjs');
  const dataDir = temporaryDataDir('console-bench-ranges-');
  try {
    fs.mkdirSync(dataDir.path, { recursive: true });
    const endMs = Date.now() - HOUR;
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'test/bench/indexranges.mjs', '--seed', dataDir.path, String(PER_INDEX), String(endMs)],
      { cwd: root, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
    const { messages, seconds } = JSON.parse(seeded.stdout.trim().split('\n').pop());
    const server = await startBenchServer(dataDir, ['--no-demo-input']);
    const auth = `Basic ${Buffer.from('admin:admin').toString('base64')}`;
    const search = async (query, fromMs, toMs) => {
      const params = new URLSearchParams({ query, from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString(), limit: '150' });
      const started = performance.now();
      const response = await fetch(`${server.base}/api/search/universal/absolute?${params}`, { headers: { Authorization: auth, Accept: 'application/json' } });
      const body = await response.json();
      if (!response.ok) throw new Error(`search ${query}: ${response.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, indices: body.used_indices.length, total: body.total_results };
    };
    // Inside the 5th index's hour, and across all ten hours.
    const one = [endMs - 6 * HOUR + 60_000, endMs - 5 * HOUR - 60_000];
    const all = [endMs - INDICES * HOUR, endMs];
    console.log(`\nIndex ranges: ${INDICES} indices of ${PER_INDEX} messages (${messages} stored in ${seconds.toFixed(1)} s), universal search, page of 150, `
      + `${RUNS} runs each, medians in ms`);
    console.log(`  ${'query'.padEnd(38)} ${'1 index'.padStart(9)} ${'matches'.padStart(8)}   ${'10 indices'.padStart(10)} ${'matches'.padStart(8)}   ratio`);
    for (const query of QUERIES) {
      await search(query, ...one);
      await search(query, ...all);
      const narrow = [];
      const wide = [];
      let narrowAnswer;
      let wideAnswer;
      for (let run = 0; run < RUNS; run += 1) {
        narrowAnswer = await search(query, ...one);
        narrow.push(narrowAnswer.ms);
        wideAnswer = await search(query, ...all);
        wide.push(wideAnswer.ms);
      }
      if (narrowAnswer.indices !== 1 || wideAnswer.indices !== INDICES) {
        console.log(`    (indices searched: ${narrowAnswer.indices} and ${wideAnswer.indices}, expected 1 and ${INDICES})`);
      }
      console.log(`  ${query.padEnd(38)} ${median(narrow).toFixed(1).padStart(9)} ${String(narrowAnswer.total).padStart(8)}   `
        + `${median(wide).toFixed(1).padStart(10)} ${String(wideAnswer.total).padStart(8)}   ${(median(narrow) / median(wide)).toFixed(2)}`);
    }
    await stopBenchServer(server);
  } finally {
    await dataDir.remove();
  }
};

if (process.argv[2] === '--seed') {
  await seed(process.argv.slice(3));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchIndexRanges();
}

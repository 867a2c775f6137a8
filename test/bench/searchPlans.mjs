// Run by search.mjs as `node --import tsx test/bench/searchPlans.mjs <dataDir> <json>` (json: { queries, rangeSeconds,
// limit }) while the server runs on the same data folder: runs each query the way the server does, with the message
// store's read path, and records every SQL statement it ran (IndexFile traceStatements), so that search.mjs can time
// that SQL on its own next to the API. Two recordings per query:
// - universal: what GET /search/universal/relative runs (the compiled query, the time range, a page of `limit`);
// - views: what executing the search page's search runs (POST /views/search/{id}/execute with a messages search type
//   of `limit` and a histogram on timestamp with the automatic interval): that page, then the histogram.
// Prints one JSON line per query: { query, total, buckets, plans, universal, views } (statement lists).
import path from 'path';

const [dataDirArg, json] = process.argv.slice(2);
const dataDir = path.resolve(dataDirArg);
const { queries, rangeSeconds, limit } = JSON.parse(json);
const { openDatabase } = await import('../../server/src/db/database.ts');
const { openMessageStore } = await import('../../server/src/messages/messageStore.ts');
const { traceStatements, IndexFile } = await import('../../server/src/messages/indexFile.ts');
const { compileQuery } = await import('../../server/src/search/query.ts');
const { describeSet, resolvePlan } = await import('../../server/src/search/sqlPlan.ts');
const { listIndices } = await import('../../server/src/messages/indices.ts');
const { autoInterval } = await import('../../server/src/views/intervals.ts');

const db = openDatabase(dataDir);
const ctx = { db, dataDir, now: Date.now, settings: {}, node: { nodeId: 'bench', clusterId: 'bench', startedAt: '' } };
const store = openMessageStore(ctx);
const files = listIndices(db).map((record) => IndexFile.open(dataDir, record.name, { create: false })).filter(Boolean);
const interval = autoInterval(rangeSeconds * 1000);
if (interval.kind !== 'fixed') throw new Error(`the bench's range needs a fixed histogram interval, not ${interval.unit}s`);

/** The statements `work` runs, after one run that warms the caches (as the API's earlier runs do). */
const traced = (work) => {
  work();
  const statements = [];
  traceStatements((statement) => statements.push(statement));
  try {
    return { result: work(), statements };
  } finally {
    traceStatements(null);
  }
};

for (const query of queries) {
  const nowMs = Date.now();
  const compiled = compileQuery(query, { nowMs });
  const filter = { query: compiled, streams: null, fromMs: nowMs - rangeSeconds * 1000, toMs: nowMs };
  const request = { ...filter, limit, offset: 0 };
  const universal = traced(() => store.search(request));
  const views = traced(() => ({ page: store.search(request), buckets: store.histogram(filter, interval.ms) }));
  const plans = files.map((file) => {
    const resolved = resolvePlan(compiled.plan, file.catalog());
    return `${resolved.exact ? 'exact' : 'superset'} ${describeSet(resolved.set)}`;
  });
  console.log(JSON.stringify({
    query,
    total: universal.result.total,
    buckets: views.result.buckets.length,
    plans,
    universal: universal.statements,
    views: views.statements,
  }));
}
for (const file of files) file.close();
await store.close();
db.close();

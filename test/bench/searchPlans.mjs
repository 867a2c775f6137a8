// Run by search.mjs as `node --import tsx test/bench/searchPlans.mjs <dataDir> <json>` (json: { queries, rangeSeconds,
// limit }) while the server runs on the same data folder: runs each query the way the universal search does (the same
// compiled query, time range and page) with the message store's read path, and records every SQL statement the search
// ran (IndexFile traceStatements), so that search.mjs can time that SQL on its own next to the API. Prints one JSON line
// per query: { query, total, plans, statements }.
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

const db = openDatabase(dataDir);
const ctx = { db, dataDir, now: Date.now, settings: {}, node: { nodeId: 'bench', clusterId: 'bench', startedAt: '' } };
const store = openMessageStore(ctx);
const files = listIndices(db).map((record) => IndexFile.open(dataDir, record.name, { create: false })).filter(Boolean);
for (const query of queries) {
  const nowMs = Date.now();
  const compiled = compileQuery(query, { nowMs });
  const request = { query: compiled, streams: null, fromMs: nowMs - rangeSeconds * 1000, toMs: nowMs, limit, offset: 0 };
  store.search(request); // warms the caches, as the API's earlier runs do
  const statements = [];
  traceStatements((statement) => statements.push(statement));
  const { total } = store.search(request);
  traceStatements(null);
  const plans = files.map((file) => {
    const resolved = resolvePlan(compiled.plan, file.catalog());
    return `${resolved.exact ? 'exact' : 'superset'} ${describeSet(resolved.set)}`;
  });
  console.log(JSON.stringify({ query, total, plans, statements }));
}
for (const file of files) file.close();
await store.close();
db.close();

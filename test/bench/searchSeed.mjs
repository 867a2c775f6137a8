// Run by search.mjs as `node --import tsx test/bench/searchSeed.mjs <dataDir> <count> <endMs>`: creates the data
// folder's database (migrations, default index set) and stores <count> generated messages (searchData.mjs) with
// timestamps over the 24 hours before <endMs>, through the message store's own insert path (the one its group commit
// uses, indexing included), in batches of the group commit's size. Prints one JSON line: { messages, seconds }.
import path from 'path';

import { benchMessage } from './searchData.mjs';

const [dataDirArg, countArg, endArg] = process.argv.slice(2);
const dataDir = path.resolve(dataDirArg);
const count = Number(countArg);
const endMs = Number(endArg);
const { openDatabase } = await import('../../server/src/db/database.ts');
const { ensureDefaultIndexSet } = await import('../../server/src/indices/defaults.ts');
const { openMessageStore, DEFAULT_MAX_BATCH } = await import('../../server/src/messages/messageStore.ts');

const db = openDatabase(dataDir);
ensureDefaultIndexSet(db, endMs);
const ctx = { db, dataDir, now: () => endMs, settings: {}, node: { nodeId: 'bench', clusterId: 'bench', startedAt: '' } };
const store = openMessageStore(ctx, { writer: 'inline' });
const index = store.writeIndex();
const started = process.hrtime.bigint();
for (let at = 0; at < count; at += DEFAULT_MAX_BATCH) {
  const batch = [];
  for (let n = at; n < Math.min(count, at + DEFAULT_MAX_BATCH); n += 1) batch.push(benchMessage(n, count, endMs - 86_400_000, endMs));
  store.insertBatch(index, batch);
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
await store.close();
db.close();
console.log(JSON.stringify({ messages: count, seconds }));

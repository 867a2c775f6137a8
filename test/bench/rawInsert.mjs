// Run by intake.mjs as `node --import tsx test/bench/rawInsert.mjs <dataDir> <inputId>` once the server has stopped:
// reads the messages that input stored, and inserts the same messages again (new ids) straight into the same
// index with the message store's own insert path (the one its group commit uses), in batches of the group
// commit's size. Prints one JSON line: { messages, seconds, perSecond }.
import path from 'path';

const [dataDir, inputId] = process.argv.slice(2);
const { openDatabase } = await import('../../server/src/db/database.ts');
const { openMessageStore, DEFAULT_MAX_BATCH } = await import('../../server/src/messages/messageStore.ts');
const { newUuid } = await import('../../server/src/http/ids.ts');

const db = openDatabase(path.resolve(dataDir));
const ctx = { db, dataDir: path.resolve(dataDir), now: Date.now, settings: {}, node: { nodeId: 'bench', clusterId: 'bench', startedAt: '' } };
const store = openMessageStore(ctx);
const { compileQuery } = await import('../../server/src/search/query.ts');
const stored = store.search({
  query: compileQuery(`gl2_source_input:${inputId}`), streams: null, fromMs: 0, toMs: Date.now() + 60000, limit: 10000, offset: 0,
}).messages.map((message) => message.fields);
const index = store.writeIndex();

const started = process.hrtime.bigint();
for (let at = 0; at < stored.length; at += DEFAULT_MAX_BATCH) {
  store.insertBatch(index, stored.slice(at, at + DEFAULT_MAX_BATCH).map((fields) => ({ ...fields, _id: newUuid() })));
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
await store.close();
db.close();
console.log(JSON.stringify({ messages: stored.length, seconds, perSecond: stored.length / seconds }));

// `npm run bench` part (also alone: `node test/bench/routing.mjs`): stream routing cost against the number of
// streams. 1, 100 and 1,000 enabled streams with 5 rules each route the same messages, in batches of the
// group commit's size, and the rate is printed for each:
// - "router": StreamRouter.route alone (streams/router.ts), the work routing adds to intake;
// - "processor + store": the whole path after decoding (ids, routing, the message store's commit), for scale.
// Two rule mixes: "mixed" streams lead with an exact rule (app = X), then presence, greater, contains and a
// regular expression; "no exact rule" streams have no rule the router can look up by value, so every stream is
// tested against every message (the worst case). In both, one stream in ten matches any of five rare rules (OR).
// The figures are reported, never judged. The work runs in a child `node --import tsx` (the server is TypeScript).
import { spawnSync } from 'child_process';
import path from 'path';
import { fileURLToPath } from 'url';

import { temporaryDataDir } from './temporaryDataDir.mjs';

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '../..');
const STREAM_COUNTS = [1, 100, 1000];
const ROUTER_MESSAGES = 50_000;
const STORE_MESSAGES = 20_000;
const BATCH = 1000;

// Streams that need all their rules (AND); one stream in ten instead matches any of five rules that rarely hold (OR),
// so that every message is tested against those in full.
const mixedRules = (i) => [
  { type: 1, field: 'app', value: `app${i % 100}` },
  { type: 5, field: 'user' },
  { type: 3, field: 'took', value: String(i % 400) },
  { type: 6, field: 'message', value: i % 2 === 0 ? 'login' : 'logout', inverted: i % 4 === 0 },
  { type: 2, field: 'message', value: `^user=u\\d+ action=log(in|out) took ${i % 10}\\d*ms$` },
];

const noExactRules = (i) => [
  { type: 5, field: 'user' },
  { type: 3, field: 'took', value: String(i % 400) },
  { type: 4, field: 'level', value: String(3 + (i % 4)) },
  { type: 6, field: 'message', value: `u${i % 997} ` },
  { type: 2, field: 'source', value: `^web-${i % 20}$` },
];

const rarelyAnyRules = (i) => [
  { type: 1, field: 'source', value: `db-${i}` },
  { type: 6, field: 'message', value: `panic ${i}` },
  { type: 2, field: 'message', value: `^fatal: .* in worker ${i}$` },
  { type: 5, field: 'exception' },
  { type: 4, field: 'level', value: '0', inverted: false },
];

const message = (seq) => ({
  message: `user=u${seq % 997} action=${seq % 3 === 0 ? 'logout' : 'login'} took ${seq % 500}ms`,
  source: `web-${seq % 25}`,
  app: `app${seq % 120}`,
  user: `u${seq % 997}`,
  took: seq % 500,
  level: seq % 8,
  timestamp: new Date(Date.now() - 60_000 + (seq % 60_000)).toISOString(),
});

const perSecond = (count, startedNs) => count / (Number(process.hrtime.bigint() - startedNs) / 1e9);
const format = (rate) => `${Math.round(rate).toLocaleString('en-US')} msg/s`;

async function measure() {
  const { openDatabase } = await import('../../server/src/db/database.ts');
  const { ensureDefaultIndexSet } = await import('../../server/src/indices/defaults.ts');
  const { ensureDefaultStream } = await import('../../server/src/streams/defaults.ts');
  const { addTestStream } = await import('../../server/src/streams/testSupport.ts');
  const { StreamRouter } = await import('../../server/src/streams/router.ts');
  const { MessageProcessor } = await import('../../server/src/processing/processor.ts');
  const { openMessageStore } = await import('../../server/src/messages/messageStore.ts');
  const { bumpIngestConfig } = await import('../../server/src/processing/configVersion.ts');

  for (const [mix, rulesOf] of [['mixed', mixedRules], ['no exact rule', noExactRules]]) {
    console.log(`\nStream routing, 5 rules per stream, ${mix}:`);
    for (const count of STREAM_COUNTS) {
      const dataDir = temporaryDataDir('console-bench-routing-');
      try {
        const db = openDatabase(dataDir.path);
        const nowMs = Date.now();
        ensureDefaultStream(db, ensureDefaultIndexSet(db, nowMs).id, nowMs);
        for (let i = 0; i < count; i += 1) {
          const anyOf = i % 10 === 9;
          addTestStream(db, { title: `stream ${i}`, rules: anyOf ? rarelyAnyRules(i) : rulesOf(i), matching_type: anyOf ? 'OR' : 'AND' });
        }
        bumpIngestConfig();
        const ctx = { db, dataDir: dataDir.path, now: Date.now, settings: {}, node: { nodeId: 'bench', clusterId: 'bench', startedAt: '' } };

        const router = new StreamRouter(ctx);
        const batches = [];
        for (let at = 0; at < ROUTER_MESSAGES; at += BATCH) batches.push(Array.from({ length: BATCH }, (_, k) => message(at + k)));
        router.route(batches[0].slice(0, 10)); // compiles the streams outside the clock
        let routed = 0;
        const started = process.hrtime.bigint();
        for (const batch of batches) {
          router.route(batch);
          for (const fields of batch) routed += fields.streams.length - 1;
        }
        const routerRate = perSecond(ROUTER_MESSAGES, started);

        const store = openMessageStore(ctx);
        const processor = new MessageProcessor(ctx, store);
        const input = { id: 'bench-input', staticFields: {} };
        const storeStarted = process.hrtime.bigint();
        const pending = [];
        for (let at = 0; at < STORE_MESSAGES; at += BATCH) {
          pending.push(processor.process(input, Array.from({ length: BATCH }, (_, k) => message(at + k))));
        }
        await Promise.all(pending);
        const storeRate = perSecond(STORE_MESSAGES, storeStarted);
        await store.close();
        db.close();
        console.log(`  ${String(count).padStart(5)} streams: router ${format(routerRate).padStart(16)}, processor + store ${format(storeRate).padStart(14)}`
          + `  (${(routed / ROUTER_MESSAGES).toFixed(2)} streams matched per message)`);
      } finally {
        await dataDir.remove();
      }
    }
  }
}

/** Runs the measurement in a child that can load the server's TypeScript. */
export const benchRouting = async () => {
  const child = spawnSync(process.execPath, ['--import', 'tsx', self, '--measure'], { cwd: root, stdio: 'inherit' });
  if (child.status !== 0) console.log(`  stream routing bench failed (exit ${child.status})`);
};

if (process.argv.includes('--measure')) await measure();
else if (process.argv[1] === self) await benchRouting();

// `npm run bench` part (also alone: `node test/bench/pipelines.mjs`): messages per second through the whole
// processor and the message store (ids, routing, the pipelines, the store's commit) with pipeline rules, next to
// the same path without any pipeline, measured in the same run. One pipeline on the default stream, one stage
// ("match either") holding the rules:
// - 0 rules: a pipeline is connected but its stage has no rule (what the engine itself costs per message);
// - 1 rule of each kind: set_field, regex (two groups), grok (two fields), lookup in a CSV table (1,000 rows);
// - 10 and 50 rules: those four kinds in turn.
// Each row runs on a fresh data folder. The figures are reported, never judged. The work runs in a child
// `node --import tsx` (the server is TypeScript).
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';

import { temporaryDataDir } from './temporaryDataDir.mjs';

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '../..');
const MESSAGES = 20_000;
const BATCH = 1000;
const LOOKUP_ROWS = 1000;

const KINDS = {
  set_field: (i) => `rule "r${i}"\nwhen\n  has_field("source")\nthen\n  set_field("tag_${i}", "web");\nend`,
  regex: (i) => `rule "r${i}"\nwhen\n  contains(to_string($message.message), "action=")\nthen\n  let m = regex("^user=(\\\\w+) action=(\\\\w+)", to_string($message.message));\n  set_field("user_${i}", m["0"]);\n  set_field("action_${i}", m["1"]);\nend`,
  grok: (i) => `rule "r${i}"\nwhen\n  true\nthen\n  set_fields(fields: grok("user=%{WORD:user} action=%{WORD:action}", to_string($message.message), true), prefix: "g${i}_");\nend`,
  lookup: (i) => `rule "r${i}"\nwhen\n  has_field("ip")\nthen\n  set_field("country_${i}", lookup_value("countries", to_string($message.ip)));\nend`,
};
const CYCLE = ['set_field', 'regex', 'grok', 'lookup'];
/** A field each kind of rule sets. */
const EXPECTED = { set_field: (i) => `tag_${i}`, regex: (i) => `user_${i}`, grok: (i) => `g${i}_user`, lookup: (i) => `country_${i}` };

const ROWS = [
  { label: 'no pipeline (intake)', rules: null },
  { label: '0 rules', rules: [] },
  ...CYCLE.map((kind) => ({ label: `1 rule: ${kind}`, rules: [kind] })),
  { label: '10 rules (mixed)', rules: Array.from({ length: 10 }, (_, i) => CYCLE[i % 4]) },
  { label: '50 rules (mixed)', rules: Array.from({ length: 50 }, (_, i) => CYCLE[i % 4]) },
];

const message = (seq) => ({
  message: `user=u${seq % 997} action=${seq % 3 === 0 ? 'logout' : 'login'} took ${seq % 500}ms`,
  source: `web-${seq % 25}`,
  ip: `10.0.${Math.floor((seq % LOOKUP_ROWS) / 250)}.${seq % 250}`,
  timestamp: new Date(Date.now() - 60_000 + (seq % 60_000)).toISOString(),
});

const perSecond = (count, startedNs) => count / (Number(process.hrtime.bigint() - startedNs) / 1e9);
const format = (rate) => `${Math.round(rate).toLocaleString('en-US')} msg/s`;

async function measureRow(row) {
  const { openDatabase } = await import('../../server/src/db/database.ts');
  const { ensureDefaultIndexSet } = await import('../../server/src/indices/defaults.ts');
  const { ensureDefaultStream, DEFAULT_STREAM_ID } = await import('../../server/src/streams/defaults.ts');
  const { upsertGrokPattern } = await import('../../server/src/grok/store.ts');
  const { cacheStore, adapterStore, tableStore } = await import('../../server/src/lookup/store.ts');
  const { lookupServiceFor } = await import('../../server/src/lookup/service.ts');
  const { MessageProcessor } = await import('../../server/src/processing/processor.ts');
  const { openMessageStore } = await import('../../server/src/messages/messageStore.ts');
  const { MetricRegistry } = await import('../../server/src/metrics/registry.ts');
  const { bumpIngestConfig } = await import('../../server/src/processing/configVersion.ts');
  const { addTestPipeline, addTestRule, connectTestPipelines, pipelineSource } = await import('../../server/src/pipelines/testSupport.ts');

  const dataDir = temporaryDataDir('console-bench-pipelines-');
  try {
    const db = openDatabase(dataDir.path);
    const nowMs = Date.now();
    ensureDefaultStream(db, ensureDefaultIndexSet(db, nowMs).id, nowMs);
    upsertGrokPattern(db, 'WORD', '\\b\\w+\\b', nowMs);
    const csv = path.join(dataDir.path, 'countries.csv');
    const lines = ['"ip","country"'];
    for (let i = 0; i < LOOKUP_ROWS; i += 1) lines.push(`"10.0.${Math.floor(i / 250)}.${i % 250}","C${i % 50}"`);
    fs.writeFileSync(csv, `${lines.join('\n')}\n`);
    cacheStore.insert(db, { id: 'c0000000000000000000000c', title: 'none', description: '', name: 'none', content_pack: null, config: { type: 'none' } });
    adapterStore.insert(db, {
      id: 'a0000000000000000000000a', title: 'countries', description: '', name: 'countries-csv', content_pack: null,
      custom_error_ttl_enabled: null, custom_error_ttl: null, custom_error_ttl_unit: null,
      config: { type: 'csvfile', path: csv, separator: ',', quotechar: '"', key_column: 'ip', value_column: 'country', check_interval: 60, case_insensitive_lookup: false },
    });
    tableStore.insert(db, {
      id: 'b0000000000000000000000b', title: 'countries', description: '', name: 'countries', cache_id: 'c0000000000000000000000c', data_adapter_id: 'a0000000000000000000000a',
      content_pack: null, default_single_value: 'unknown', default_single_value_type: 'STRING', default_multi_value: '', default_multi_value_type: 'NULL',
    });
    const ctx = { db, dataDir: dataDir.path, now: Date.now, settings: {}, node: { nodeId: 'bench', clusterId: 'bench', startedAt: '' } };
    const lookups = lookupServiceFor(ctx);

    if (row.rules) {
      const names = row.rules.map((kind, i) => {
        addTestRule(db, KINDS[kind](i));
        return `r${i}`;
      });
      const pipelineId = addTestPipeline(db, pipelineSource('bench', [[0, false, names]]));
      connectTestPipelines(db, DEFAULT_STREAM_ID, [pipelineId]);
    }
    bumpIngestConfig();

    const store = openMessageStore(ctx);
    const processor = new MessageProcessor(ctx, store, new MetricRegistry(Date.now));
    const input = { id: 'bench-input', staticFields: {} };
    await processor.process(input, [message(0)]); // compiles outside the clock
    const started = process.hrtime.bigint();
    const batches = [];
    for (let at = 0; at < MESSAGES; at += BATCH) batches.push(Array.from({ length: BATCH }, (_, k) => message(at + k)));
    await Promise.all(batches.map((batch) => processor.process(input, batch)));
    const rate = perSecond(MESSAGES, started);
    // The rules must have done their work, or the figure means nothing.
    const last = batches[batches.length - 1][1];
    const missing = (row.rules ?? []).map((kind, i) => EXPECTED[kind](i)).filter((field) => last[field] === undefined);
    if (missing.length > 0) throw new Error(`${row.label}: rules did not set ${missing.join(', ')} (${JSON.stringify(last)})`);
    lookups.close();
    await store.close();
    db.close();
    return rate;
  } finally {
    await dataDir.remove();
  }
}

async function measure() {
  console.log(`\nPipelines: ${MESSAGES.toLocaleString('en-US')} messages in batches of ${BATCH} through processor + store:`);
  let baseline = null;
  for (const row of ROWS) {
    const rate = await measureRow(row);
    baseline ??= rate;
    const share = `${Math.round((rate / baseline) * 100)}% of intake`;
    console.log(`  ${row.label.padEnd(22)} ${format(rate).padStart(14)}   ${row.rules ? share : ''}`);
  }
}

/** Runs the measurement in a child that can load the server's TypeScript. */
export const benchPipelines = async () => {
  const child = spawnSync(process.execPath, ['--import', 'tsx', self, '--measure'], { cwd: root, stdio: 'inherit' });
  if (child.status !== 0) console.log(`  pipelines bench failed (exit ${child.status})`);
};

if (process.argv.includes('--measure')) await measure();
else if (process.argv[1] === self) await benchPipelines();

// `npm run bench` part (also alone: `node test/bench/memory.mjs`): the server's resident memory (VmRSS of the
// server process, started as `npm start` starts it: the compiled server in the start script's own process) idle
// after start, at its highest while 1,000,000 messages arrive over GELF HTTP (128 keep-alive connections, each
// message acknowledged once stored), and idle again once all are stored. Goal (issue 13): within 200 MB.
// BENCH_MESSAGES sets the count (e.g. 100000 for a quick look).
import { spawn, spawnSync } from 'child_process';
import fs from 'fs';
import http from 'http';
import path from 'path';

import { benchApi, freePort, root, storedCount } from './benchServer.mjs';
import { temporaryDataDir } from './temporaryDataDir.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000000);
const CONNECTIONS = 128;
const GOAL_MB = 200;

const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

const statusMb = (pid, field) => {
  const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

/** Resident memory of `pid` in MB, from /proc (VmRSS: what the process holds in RAM now). */
const residentMb = (pid) => statusMb(pid, 'VmRSS');

/** What VmRSS is made of: the process's own memory (heaps, buffers) and pages of files mapped into it. */
const residentParts = (pid) => `anonymous ${statusMb(pid, 'RssAnon').toFixed(0)} MB, file-backed ${statusMb(pid, 'RssFile').toFixed(0)} MB`;



// Exactly what `npm start` runs (its node flags included), in this process's child, so VmRSS is the server's.
const START_ARGS = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start.split(/\s+/).slice(1);

const startServer = async (dataDir) => {
  const port = await freePort();
  const child = dataDir.attach(spawn(process.execPath, [...START_ARGS, '--port', String(port), '--data-dir', dataDir.path, '--no-demo-input'], {
    cwd: root, stdio: 'ignore', env: { ...process.env, ADMIN_PASSWORD: 'admin' },
  }));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try { if ((await fetch(`${base}/api/`)).ok) return { base, child }; } catch { /* not yet */ }
    await sleep(100);
  }
  throw new Error('the server did not answer');
};

/** Sends MESSAGES GELF messages over HTTP; calls `sample` about once a second while doing it. */
const sendAll = async (port, sample) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const post = (body) => new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST', agent, headers: { 'Content-Type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.end(body);
  });
  let next = 0;
  let accepted = 0;
  const sampler = setInterval(sample, 1000);
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (next < MESSAGES) {
        next += 1;
        const seq = next;
        const body = JSON.stringify({ version: '1.1', host: `host-${seq % 50}`, short_message: `user=u${seq % 997} action=login took ${seq % 500}ms`, level: 6, _seq: seq });
        if (await post(body) === 202) accepted += 1;
      }
    }));
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
  return { accepted, seconds: (performance.now() - started) / 1000 };
};

export const benchMemory = async () => {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'console', 'server', '--if-changed'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const dataDir = temporaryDataDir('memory-bench-');
  try {
    const { base, child } = await startServer(dataDir);
    await sleep(3000);
    const idle = residentMb(child.pid);
    const idleParts = residentParts(child.pid);

    const inputPort = await freePort();
    const { id } = await benchApi(base, 'POST', '/system/inputs', {
      title: 'memory bench', type: 'org.graylog2.inputs.gelf.http.GELFHttpInput', global: true, configuration: { bind_address: '127.0.0.1', port: inputPort },
    });
    await benchApi(base, 'PUT', `/system/inputstates/${id}`);
    await sleep(500);

    let peak = residentMb(child.pid);
    const sent = await sendAll(inputPort, () => { peak = Math.max(peak, residentMb(child.pid)); });
    let stored = 0;
    for (let wait = 0; wait < 600 && stored < sent.accepted; wait += 1) {
      stored = await storedCount(base);
      peak = Math.max(peak, residentMb(child.pid));
      if (stored < sent.accepted) await sleep(500);
    }
    await sleep(5000);
    const after = residentMb(child.pid);
    const afterParts = residentParts(child.pid);
    const size = (mb) => `${mb.toFixed(0)} MB`;
    console.log('\nServer memory (VmRSS of the server process)');
    console.log(`  idle after start: ${size(idle)} (${idleParts})`);
    console.log(`  while ${sent.accepted} messages arrived over GELF HTTP (${Math.round(sent.accepted / sent.seconds)} msg/s): at most ${size(peak)}`);
    console.log(`  idle after storing them (${stored} stored): ${size(after)} (${afterParts}) ${after <= GOAL_MB ? 'within' : 'OVER'} the ${GOAL_MB} MB goal`);
  } finally {
    await dataDir.remove();
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'test/bench/memory.mjs')) await benchMemory();

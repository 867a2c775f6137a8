// `node --test test/bench/`: the benchmark's data folder never outlives the benchmark.
// Each case runs a small script in its own process that creates the folder with a server stand-in
// attached, and ends the way a benchmark can end.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

const moduleUrl = new URL('./temporaryDataDir.mjs', import.meta.url).href;

// Prints the folder and the stand-in's pid as one JSON line, then does what `ending` says.
const script = (ending) => `
  import { spawn } from 'node:child_process';
  import fs from 'node:fs';
  import { temporaryDataDir } from ${JSON.stringify(moduleUrl)};
  const dataDir = temporaryDataDir('bench-test-');
  fs.writeFileSync(dataDir.path + '/console.db', 'data');
  const server = dataDir.attach(spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }));
  console.log(JSON.stringify({ dir: dataDir.path, pid: server.pid }));
  ${ending}
`;

const run = (ending) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-test-root-'));
  const child = spawn(process.execPath, ['--input-type=module', '-e', script(ending)], {
    env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
    });
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, started, exited, tmp };
};

const isRunning = (pid) => {
  try { process.kill(pid, 0); return true; } catch { return false; }
};

const waitUntil = async (condition) => {
  for (let i = 0; i < 50 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 100));
  return condition();
};

const assertCleanedUp = async ({ dir, pid }, tmp) => {
  assert.equal(fs.existsSync(dir), false, `${dir} is left behind`);
  assert.deepEqual(fs.readdirSync(tmp), []);
  assert.equal(await waitUntil(() => !isRunning(pid)), true, 'the attached server is still running');
  fs.rmSync(tmp, { recursive: true, force: true });
};

test('removes the folder after a run that ends normally', async () => {
  const { started, exited, tmp } = run('await dataDir.remove();');
  const info = await started;
  assert.deepEqual(await exited, { code: 0, signal: null });
  await assertCleanedUp(info, tmp);
});

test('removes the folder when the run fails inside try/finally', async () => {
  const { started, exited, tmp } = run("try { throw new Error('chromium missing'); } finally { await dataDir.remove(); }");
  const info = await started;
  assert.equal((await exited).code, 1);
  await assertCleanedUp(info, tmp);
});

test('removes the folder when an error escapes without any cleanup', async () => {
  const { started, exited, tmp } = run("setTimeout(() => { throw new Error('unexpected'); }, 50);");
  const info = await started;
  assert.equal((await exited).code, 1);
  await assertCleanedUp(info, tmp);
});

test('removes the folder on Ctrl-C (SIGINT) and exits as interrupted', async () => {
  const { child, started, exited, tmp } = run('setInterval(() => {}, 1000);');
  const info = await started;
  assert.equal(fs.existsSync(info.dir), true);
  child.kill('SIGINT');
  assert.equal((await exited).code, 130);
  await assertCleanedUp(info, tmp);
});

test('removes the folder on SIGTERM', async () => {
  const { child, started, exited, tmp } = run('setInterval(() => {}, 1000);');
  const info = await started;
  child.kill('SIGTERM');
  assert.equal((await exited).code, 143);
  await assertCleanedUp(info, tmp);
});

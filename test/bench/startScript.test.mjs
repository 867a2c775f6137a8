// `node --test test/bench/`: `npm start` (scripts/start.mjs) in a stand-in project whose webpack and tsc are
// small fakes that count their runs and write the outputs: it builds only what changed, then runs the server in
// its own process with the arguments given, and the server's signals and exit code are the ones seen outside.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts');

// The compiled server's stand-in: says what it was given, and on a stop signal ends with code 7 (or 3 when
// asked to end by itself), so that the test sees whose exit code came out.
const SERVER = `
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => { console.log('stopping on ' + signal); setTimeout(() => process.exit(7), 20); });
}
console.log('server ' + JSON.stringify({ argv: process.argv.slice(2), pid: process.pid }));
if (process.argv.includes('--exit-now')) process.exit(3);
setInterval(() => {}, 1000);
`;

const fakeBin = (countFile, body) => `#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
fs.appendFileSync(${JSON.stringify(countFile)}, 'x');
${body}
`;

const makeProject = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
  const write = (name, text, mode) => {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text, { mode });
  };
  for (const file of ['start.mjs', 'build.mjs', 'buildStamp.mjs']) write(`scripts/${file}`, fs.readFileSync(path.join(scripts, file), 'utf8'));
  write('package.json', JSON.stringify({ name: 'start-test', private: true, scripts: { start: 'node scripts/start.mjs' } }));
  write('src/index.tsx', 'console');
  write('public/index.html', '<html>');
  write('server/src/main.ts', 'server');
  write('server/src/app.ts', 'app');
  write('server/src/app.test.ts', 'test');
  write('src/logic/shared.ts', 'shared');
  write('server/fake-main.js', SERVER);
  write('node_modules/.bin/webpack', fakeBin(path.join(root, 'webpack-runs'), `
if (process.env.SLOW_BUILD) {
  console.log('webpack ' + process.pid);
  setTimeout(() => {}, 60000);
  return;
}
const config = process.argv.indexOf('--config');
const out = config === -1 ? 'dist/index.html' : 'dist/plugins/example/example.js';
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, 'built');
`), 0o755);
  write('node_modules/.bin/tsc', fakeBin(path.join(root, 'tsc-runs'), `
fs.mkdirSync('server/dist/server/src', { recursive: true });
fs.copyFileSync('server/fake-main.js', 'server/dist/server/src/main.js');
console.log(path.resolve('server/src/main.ts'));
console.log(path.resolve('src/logic/shared.ts'));
console.log(path.resolve('node_modules/typescript/lib/lib.d.ts'));
`), 0o755);
  return root;
};

const runs = (root, name) => (fs.existsSync(path.join(root, name)) ? fs.readFileSync(path.join(root, name), 'utf8').length : 0);

/** Starts `command` in `root` in a process group of its own (as `setsid` does); resolves once the server spoke. */
const start = (root, command, args, env = {}) => {
  const child = spawn(command, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  const exited = new Promise((resolve) => { child.on('exit', (code, signal) => resolve({ code, signal, output })); });
  const spoke = new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith('server '));
      if (line) resolve(JSON.parse(line.slice('server '.length)));
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => { output += chunk; });
    exited.then(() => reject(new Error(`ended before the server started: ${output}`)));
  });
  return { child, spoke, exited, output: () => output };
};

test('builds what is missing, says why, and hands the server exactly its arguments', async () => {
  const root = makeProject();
  const first = start(root, process.execPath, ['scripts/start.mjs', '--port', '1234', '--data-dir', '/some where']);
  const server = await first.spoke;
  assert.deepEqual(server.argv, ['--port', '1234', '--data-dir', '/some where']);
  // One process: the server runs inside the start script, not as its child.
  assert.equal(server.pid, first.child.pid);
  assert.match(first.output(), /^Building the console \(no build yet\)\.\.\.$/m);
  assert.match(first.output(), /^Compiling the server \(no build yet\)\.\.\.$/m);
  assert.equal(runs(root, 'webpack-runs'), 2);
  assert.equal(runs(root, 'tsc-runs'), 1);
  process.kill(-first.child.pid, 'SIGTERM');
  assert.equal((await first.exited).code, 7);

  // Nothing changed (a test file does not count): no build at all.
  fs.writeFileSync(path.join(root, 'server/src/app.test.ts'), 'another test');
  const second = start(root, process.execPath, ['scripts/start.mjs']);
  await second.spoke;
  assert.doesNotMatch(second.output(), /Building|Compiling/);
  assert.equal(runs(root, 'webpack-runs'), 2);
  assert.equal(runs(root, 'tsc-runs'), 1);
  process.kill(-second.child.pid, 'SIGINT');
  assert.equal((await second.exited).code, 7);

  // A console module the server imports counts for the server too (the compiler listed it), not for webpack's
  // stamp alone: both rebuild, each saying why.
  fs.writeFileSync(path.join(root, 'src/logic/shared.ts'), 'shared, changed');
  const third = start(root, process.execPath, ['scripts/start.mjs']);
  await third.spoke;
  assert.match(third.output(), /^Building the console \(src\/logic\/shared\.ts changed\)\.\.\.$/m);
  assert.match(third.output(), /^Compiling the server \(src\/logic\/shared\.ts changed\)\.\.\.$/m);
  process.kill(-third.child.pid, 'SIGTERM');
  await third.exited;

  // Only the server changed: only the server compiles.
  fs.writeFileSync(path.join(root, 'server/src/app.ts'), 'app, changed');
  const fourth = start(root, process.execPath, ['scripts/start.mjs']);
  await fourth.spoke;
  assert.match(fourth.output(), /^Compiling the server \(server\/src\/app\.ts changed\)\.\.\.$/m);
  assert.doesNotMatch(fourth.output(), /Building the console/);
  assert.equal(runs(root, 'webpack-runs'), 4);
  assert.equal(runs(root, 'tsc-runs'), 3);
  process.kill(-fourth.child.pid, 'SIGTERM');
  await fourth.exited;
  fs.rmSync(root, { recursive: true, force: true });
});

test('through npm, as the acceptance checks start it: arguments after --, a group SIGTERM, an exit code', async () => {
  const root = makeProject();
  const npm = start(root, 'npm', ['start', '--silent', '--', '--port', '9', '--data-dir', 'data']);
  const server = await npm.spoke;
  assert.deepEqual(server.argv, ['--port', '9', '--data-dir', 'data']);
  process.kill(-npm.child.pid, 'SIGTERM');
  // The server stopped the way it stops on SIGTERM (npm itself then reports the signal, as npm does).
  const stopped = await npm.exited;
  assert.match(stopped.output, /^stopping on SIGTERM$/m);

  const ended = start(root, 'npm', ['start', '--silent', '--', '--exit-now']);
  await ended.spoke;
  assert.equal((await ended.exited).code, 3);
  fs.rmSync(root, { recursive: true, force: true });
});

test('a stop signal during a build ends the build and the start', async () => {
  const root = makeProject();
  const building = start(root, process.execPath, ['scripts/start.mjs'], { SLOW_BUILD: '1' });
  building.spoke.catch(() => {}); // The server never starts here.
  const webpackPid = await new Promise((resolve) => {
    const poll = setInterval(() => {
      const match = building.output().match(/^webpack (\d+)$/m);
      if (match) { clearInterval(poll); resolve(Number(match[1])); }
    }, 20);
  });
  building.child.kill('SIGTERM');
  assert.equal((await building.exited).code, 143);
  await new Promise((resolve) => { setTimeout(resolve, 200); });
  // Gone, or a zombie nobody reaps yet (a container's first process may not): either way not running.
  const state = fs.existsSync(`/proc/${webpackPid}/stat`) ? fs.readFileSync(`/proc/${webpackPid}/stat`, 'utf8').split(') ')[1][0] : 'gone';
  assert.ok(state === 'gone' || state === 'Z', `the build is still ${state}`);
  fs.rmSync(root, { recursive: true, force: true });
});

// Builds the console (webpack, into dist/) and the server (tsc, into server/dist/), each followed by a stamp
// of the sources it read. `node scripts/build.mjs [console] [server] [--if-changed]`: without targets, the
// console (what `npm run build` always did); with --if-changed, only what its stamp shows out of date, with
// one line saying why. npm start runs the same checks before it starts the server (start.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  CONSOLE_INPUTS, SERVER_INPUTS, hashFiles, listInputs, readStamp, staleReason, withFiles, writeStamp,
} from './buildStamp.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CONSOLE_STAMP = 'dist/.build-stamp.json';
const CONSOLE_OUTPUT = 'dist/index.html';
const SERVER_DIST = 'server/dist';
const SERVER_STAMP = `${SERVER_DIST}/.build-stamp.json`;
/** The compiled entry point: tsc keeps the layout from the project root, as the server imports src/logic. */
export const SERVER_MAIN = 'server/dist/server/src/main.js';

const bin = (root, name) => path.join(root, 'node_modules', '.bin', name);

/** The builds under way, so that a stop signal during a build stops them too. */
const running = new Set();

/** Stops the builds under way (start.mjs, when it is told to stop before the server runs). */
export function stopBuilds(signal) {
  for (const child of running) child.kill(signal);
}

/** Runs a command to its end; resolves with its exit code, and its output when `capture` is set. */
function run(command, args, { cwd, capture = false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    running.add(child);
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk) => { output += chunk; });
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/** Where each target stands: whether it must be built (and why), and the hash of its sources now. */
export function consoleStatus(root = ROOT) {
  const current = hashFiles(root, listInputs(root, CONSOLE_INPUTS));
  const reason = staleReason(readStamp(path.join(root, CONSOLE_STAMP)), current, path.join(root, CONSOLE_OUTPUT));
  return { reason, current };
}

export function serverStatus(root = ROOT) {
  const stamp = readStamp(path.join(root, SERVER_STAMP));
  // Modules outside server/src that the last compile read (the console's src/logic), as tsc listed them.
  const imported = Array.isArray(stamp?.imports) ? stamp.imports : [];
  const files = [...new Set([...listInputs(root, SERVER_INPUTS), ...imported])].sort();
  const current = hashFiles(root, files);
  return { reason: staleReason(stamp, current, path.join(root, SERVER_MAIN)), current };
}

/** Both webpack builds of `npm run build`; the stamp holds the sources as they were when it started. */
export async function buildConsole(root = ROOT, current = consoleStatus(root).current) {
  for (const config of [[], ['--config', 'plugins/example/webpack.config.js']]) {
    const { code } = await run(bin(root, 'webpack'), ['--mode', 'production', '--stats', 'summary', ...config], { cwd: root });
    if (code !== 0) throw new Error(`The console build failed (webpack exited with ${code})`);
  }
  writeStamp(path.join(root, CONSOLE_STAMP), current);
}

/** Project files (not node_modules, not server/src, which is walked anyway) in tsc's --listFiles output. */
export function importedSources(root, listing) {
  return listing.split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && path.isAbsolute(line))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('..') && !file.includes('node_modules/') && !file.startsWith('server/src/'));
}

/**
 * Compiled files in server/dist whose source is gone (tsc never removes them): their `.js` and `.js.map`. Left
 * behind, an old module could still be imported by a stale path and hide that its source was deleted.
 */
export function staleOutputs(root, listing) {
  const expected = new Set();
  for (const line of listing.split('\n')) {
    const file = line.trim();
    if (!path.isAbsolute(file) || file.endsWith('.d.ts') || !/\.tsx?$/.test(file)) continue;
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative.startsWith('..') || relative.includes('node_modules/')) continue;
    const compiled = `${SERVER_DIST}/${relative.replace(/\.tsx?$/, '.js')}`;
    expected.add(compiled);
    expected.add(`${compiled}.map`);
  }
  const stale = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const name = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(name);
      else if (/\.js(\.map)?$/.test(entry.name) && !expected.has(name)) stale.push(name);
    }
  };
  if (fs.existsSync(path.join(root, SERVER_DIST))) walk(SERVER_DIST);
  return stale.sort();
}

/**
 * Compiles the server with tsc. Type errors do not stop it (tsc still writes the JavaScript, as tsx ran the
 * sources regardless): they are counted and left to `npm run typecheck`. Resolves with that count.
 */
export async function buildServer(root = ROOT, current = serverStatus(root).current) {
  const { code, output } = await run(bin(root, 'tsc'), ['-p', 'server/tsconfig.build.json', '--listFiles'], { cwd: root, capture: true });
  // 0: clean; 2: written despite type errors; anything else: nothing (or not everything) was written.
  if (code !== 0 && code !== 2) {
    process.stderr.write(output);
    throw new Error(`The server build failed (tsc exited with ${code})`);
  }
  const imports = importedSources(root, output);
  for (const file of staleOutputs(root, output)) fs.rmSync(path.join(root, file), { force: true });
  writeStamp(path.join(root, SERVER_STAMP), withFiles(root, current, imports), { imports });
  return output.split('\n').filter((line) => /error TS\d+/.test(line)).length;
}

const say = (line) => process.stdout.write(`${line}\n`);

/** Builds what is out of date (or everything asked for, when `ifChanged` is false), saying why in one line each. */
export async function ensureBuilt({ root = ROOT, targets = ['console', 'server'], ifChanged = true } = {}) {
  if (targets.includes('console')) {
    const { reason, current } = consoleStatus(root);
    if (reason || !ifChanged) {
      say(`Building the console${reason ? ` (${reason})` : ''}...`);
      await buildConsole(root, current);
    }
  }
  if (targets.includes('server')) {
    const { reason, current } = serverStatus(root);
    if (reason || !ifChanged) {
      say(`Compiling the server${reason ? ` (${reason})` : ''}...`);
      const typeErrors = await buildServer(root, current);
      if (typeErrors > 0) say(`The server compiled with ${typeErrors} type errors: see npm run typecheck.`);
    }
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const targets = args.filter((arg) => arg === 'console' || arg === 'server');
  const unknown = args.filter((arg) => !targets.includes(arg) && arg !== '--if-changed');
  if (unknown.length > 0) {
    say(`Usage: node scripts/build.mjs [console] [server] [--if-changed] (unknown: ${unknown.join(' ')})`);
    process.exit(2);
  }
  ensureBuilt({ targets: targets.length > 0 ? targets : ['console'], ifChanged: args.includes('--if-changed') })
    .catch((error) => {
      say(error.message);
      process.exit(1);
    });
}

// `node --test test/bench/`: the staleness check behind `npm start` (scripts/buildStamp.mjs, scripts/build.mjs):
// a build is redone exactly when a file it reads changed, appeared or went, and never for tests or outputs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

import { hashFiles, listInputs, readStamp, staleReason, withFiles, writeStamp } from '../../scripts/buildStamp.mjs';
import { importedSources, staleOutputs } from '../../scripts/build.mjs';

const project = (files) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-test-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
};

const INPUTS = ['src', 'tsconfig.json'];
const status = (root, stampFile, output) => {
  const current = hashFiles(root, listInputs(root, INPUTS));
  return { current, reason: staleReason(readStamp(stampFile), current, output) };
};

test('lists what a build reads, without tests, test helpers, outputs or dependencies', () => {
  const root = project({
    'src/a.ts': 'a', 'src/b/c.tsx': 'c', 'src/a.test.ts': 't', 'src/b/c.test.tsx': 't', 'src/testSupport.ts': 't',
    'src/node_modules/x/index.js': 'x', 'src/dist/out.js': 'o', 'tsconfig.json': '{}', 'other.ts': 'o',
  });
  assert.deepEqual(listInputs(root, INPUTS), ['src/a.ts', 'src/b/c.tsx', 'tsconfig.json']);
  fs.rmSync(root, { recursive: true });
});

test('says a build is needed until one is recorded, then only when an input changed, was added or removed', () => {
  const root = project({ 'src/a.ts': 'a', 'src/b.ts': 'b', 'tsconfig.json': '{}', 'dist/index.html': '<html>' });
  const stampFile = path.join(root, 'dist/.build-stamp.json');
  const output = path.join(root, 'dist/index.html');

  assert.equal(status(root, stampFile, output).reason, 'no record of the sources of the last build');
  writeStamp(stampFile, status(root, stampFile, output).current);
  assert.equal(status(root, stampFile, output).reason, undefined);

  // Touching a file (same content) is no change; a test file is none either.
  const later = new Date(Date.now() + 60000);
  fs.utimesSync(path.join(root, 'src/a.ts'), later, later);
  fs.writeFileSync(path.join(root, 'src/a.test.ts'), 'test');
  assert.equal(status(root, stampFile, output).reason, undefined);

  fs.writeFileSync(path.join(root, 'src/a.ts'), 'a2');
  assert.equal(status(root, stampFile, output).reason, 'src/a.ts changed');
  fs.writeFileSync(path.join(root, 'src/a.ts'), 'a');
  fs.writeFileSync(path.join(root, 'src/new.ts'), 'n');
  fs.rmSync(path.join(root, 'src/b.ts'));
  assert.equal(status(root, stampFile, output).reason, 'src/new.ts added; src/b.ts removed');
  fs.rmSync(path.join(root, 'src/new.ts'));
  fs.writeFileSync(path.join(root, 'src/b.ts'), 'b');
  assert.equal(status(root, stampFile, output).reason, undefined);

  // Without the build's output there is nothing to run, whatever the stamp says.
  fs.rmSync(output);
  assert.equal(status(root, stampFile, output).reason, 'no build yet');
  fs.rmSync(root, { recursive: true });
});

test('names a few changed files and counts the rest', () => {
  const files = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((name) => [`src/${name}.ts`, name]));
  const root = project(files);
  const stampFile = path.join(root, 'stamp.json');
  writeStamp(stampFile, status(root, stampFile).current);
  for (const name of Object.keys(files)) fs.appendFileSync(path.join(root, name), '!');
  assert.equal(status(root, stampFile).reason, '5 files changed (src/a.ts, src/b.ts, src/c.ts, ...)');
  fs.rmSync(root, { recursive: true });
});

test('ignores a stamp it cannot read, and keeps extra inputs hashed with the rest', () => {
  const root = project({ 'src/a.ts': 'a', 'lib/shared.ts': 's' });
  const stampFile = path.join(root, 'stamp.json');
  fs.writeFileSync(stampFile, '{"version":1,"ha');
  assert.equal(readStamp(stampFile), undefined);

  const withShared = withFiles(root, hashFiles(root, ['src/a.ts']), ['lib/shared.ts']);
  writeStamp(stampFile, withShared, { imports: ['lib/shared.ts'] });
  assert.deepEqual(readStamp(stampFile).imports, ['lib/shared.ts']);
  const again = hashFiles(root, ['lib/shared.ts', 'src/a.ts']);
  assert.equal(staleReason(readStamp(stampFile), again), undefined);
  fs.writeFileSync(path.join(root, 'lib/shared.ts'), 's2');
  assert.equal(staleReason(readStamp(stampFile), hashFiles(root, ['lib/shared.ts', 'src/a.ts'])), 'lib/shared.ts changed');
  fs.rmSync(root, { recursive: true });
});

test('takes the project files outside server/src from the compiler\'s file list', () => {
  const root = '/work/p';
  const listing = [
    '/work/p/node_modules/typescript/lib/lib.es2022.d.ts',
    '/work/p/server/src/main.ts',
    '/work/p/src/logic/permissions.ts',
    '/work/p/node_modules/@types/node/index.d.ts',
    '/elsewhere/types.d.ts',
    'server/src/app.ts(3,1): error TS2304: Cannot find name',
    '',
  ].join('\n');
  assert.deepEqual(importedSources(root, listing), ['src/logic/permissions.ts']);
});

test('finds the compiled files of sources that are gone, and nothing else', () => {
  const root = project({
    'server/src/a.ts': 'a', 'src/logic/b.ts': 'b',
    'server/dist/server/src/a.js': 'a', 'server/dist/server/src/a.js.map': 'm',
    'server/dist/src/logic/b.js': 'b',
    'server/dist/server/src/gone.js': 'g', 'server/dist/server/src/gone.js.map': 'm',
    'server/dist/.build-stamp.json': '{}', 'server/dist/.tsbuildinfo': '{}',
  });
  const listing = [
    path.join(root, 'node_modules/typescript/lib/lib.es2022.d.ts'),
    path.join(root, 'server/src/a.ts'),
    path.join(root, 'src/logic/b.ts'),
    path.join(root, 'server/src/types.d.ts'),
  ].join('\n');
  assert.deepEqual(staleOutputs(root, listing), ['server/dist/server/src/gone.js', 'server/dist/server/src/gone.js.map']);
  fs.rmSync(root, { recursive: true });
});

// Whether a build is out of date, decided by content: each build records a hash of every file it read (a
// "stamp" beside its output), and a start compares the sources against it. Content rather than modification
// times, so that a fresh checkout, a copy or a touched file does not count as a change, and an edit always does.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP_VERSION = 1;

/** Folders never read by a build, wherever they are. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', 'testdata']);

/** Tests and test helpers sit next to the sources; no build reads them. */
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || /^testSupport\.[jt]s$/.test(name);

/**
 * What each build reads, relative to the project root: whole folders (walked, minus tests) and single files.
 * The console: everything webpack bundles or is configured by (config.js is left out: the server renders it).
 * The server: its sources; the console modules it imports are added from the compiler's own file list.
 */
export const CONSOLE_INPUTS = ['src', 'plugins', 'public', 'webpack.config.js', 'tsconfig.json', 'package-lock.json'];
export const SERVER_INPUTS = ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json', 'package-lock.json'];

const toPosix = (relative) => relative.split(path.sep).join('/');

function walk(root, relative, out) {
  const full = path.join(root, relative);
  let stats;
  try {
    stats = fs.statSync(full);
  } catch {
    return;
  }
  if (stats.isFile()) {
    out.add(toPosix(relative));
    return;
  }
  if (!stats.isDirectory()) return;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    if (entry.isFile() && isTestFile(entry.name)) continue;
    walk(root, path.join(relative, entry.name), out);
  }
}

/** Every file `inputs` names (folders walked), sorted, relative to `root` with forward slashes. */
export function listInputs(root, inputs) {
  const files = new Set();
  for (const input of inputs) walk(root, input, files);
  return [...files].sort();
}

function hashFile(root, file) {
  try {
    return createHash('sha256').update(fs.readFileSync(path.join(root, file))).digest('hex');
  } catch {
    // A file named by an earlier build that is gone now: "missing" differs from its recorded hash.
    return 'missing';
  }
}

/** One hash over every file's hash, names included, so that a rename counts as a change. */
function combine(perFile) {
  const total = createHash('sha256');
  for (const file of Object.keys(perFile).sort()) total.update(`${file}\0${perFile[file]}\n`);
  return total.digest('hex');
}

/** Each file's content hash, and one hash over them all. */
export function hashFiles(root, files) {
  const perFile = {};
  for (const file of files) perFile[file] = hashFile(root, file);
  return { hash: combine(perFile), files: perFile };
}

/** `hashed` with `files` added (those it has already keep their hash). */
export function withFiles(root, hashed, files) {
  const perFile = { ...hashed.files };
  for (const file of files) {
    if (!(file in perFile)) perFile[file] = hashFile(root, file);
  }
  return { hash: combine(perFile), files: perFile };
}

export function readStamp(stampFile) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    return stamp && stamp.version === STAMP_VERSION && typeof stamp.hash === 'string' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** Records what a build read; `extra` keeps anything else the next check needs (e.g. more inputs). */
export function writeStamp(stampFile, hashed, extra = {}) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  const stamp = { ...extra, version: STAMP_VERSION, hash: hashed.hash, files: hashed.files };
  // Written whole or not at all: a half-written stamp must not pass for a complete build.
  const temporary = `${stampFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(stamp));
  fs.renameSync(temporary, stampFile);
}

const describeFiles = (label, files) => {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${files.length} files ${label} (${shown}, ...)` : `${shown} ${label}`;
};

/**
 * Why a build is needed, in a few words; undefined when `current` matches the stamp. `output` is a file the
 * build produces: without it there is nothing to run, whatever the stamp says.
 */
export function staleReason(stamp, current, output) {
  if (output && !fs.existsSync(output)) return 'no build yet';
  if (!stamp) return 'no record of the sources of the last build';
  if (stamp.hash === current.hash) return undefined;
  const before = stamp.files ?? {};
  const now = current.files;
  const changed = Object.keys(now).filter((file) => file in before && before[file] !== now[file]);
  const added = Object.keys(now).filter((file) => !(file in before));
  const removed = Object.keys(before).filter((file) => !(file in now));
  const parts = [];
  if (changed.length > 0) parts.push(describeFiles('changed', changed));
  if (added.length > 0) parts.push(describeFiles('added', added));
  if (removed.length > 0) parts.push(describeFiles('removed', removed));
  return parts.length > 0 ? parts.join('; ') : 'sources changed';
}

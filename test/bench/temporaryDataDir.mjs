// A temporary data folder for a benchmark's server that never outlives the benchmark: it is removed when
// the run ends, when it fails, on Ctrl-C (SIGINT) and on SIGTERM. Processes attached to it (the server that
// writes into it) are stopped first, so that nothing writes into the folder while or after it is removed.
import fs from 'fs';
import os from 'os';
import path from 'path';

const STOP_TIMEOUT_MS = 5000;

const stopProcess = (child) => new Promise((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) { resolve(); return; }
  const forced = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  child.once('exit', () => { clearTimeout(forced); resolve(); });
  child.kill('SIGTERM');
});

/**
 * Creates `<tmpdir>/<prefix>XXXXXX`. Returns its `path`, `attach(child)` to stop a child process before
 * the folder goes, and `remove()` (idempotent) to call when the run is over, also from a `finally`.
 */
export const temporaryDataDir = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const children = [];
  let removal;

  const removeNow = () => fs.rmSync(dir, { recursive: true, force: true });

  const remove = () => {
    if (!removal) {
      removal = (async () => {
        await Promise.all(children.map(stopProcess));
        removeNow();
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        process.off('exit', onExit);
      })();
    }
    return removal;
  };

  // The last resort when the process exits without remove() having finished (an uncaught error,
  // process.exit): only synchronous work is possible here.
  const onExit = () => {
    children.forEach((child) => { if (child.exitCode === null) child.kill('SIGKILL'); });
    removeNow();
  };

  // First signal: clean up properly, then exit as the signal would have. A second one while that runs: at once.
  function onSignal(signal) {
    if (removal) {
      onExit();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    remove().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  }

  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', onExit);

  return {
    path: dir,
    attach: (child) => { children.push(child); return child; },
    remove,
  };
};

// `npm start [-- server options]`: builds what is out of date (the console when its sources changed, the
// server's JavaScript when its sources changed; one line says why), then runs the compiled server in this
// very process, so that its signals, its output and its exit code are the server's own: no loader, no child
// process in between. The arguments are the server's (see server/src/options.ts).
import { createRequire } from 'node:module';
import path from 'node:path';

import { ensureBuilt, ROOT, SERVER_MAIN, stopBuilds } from './build.mjs';

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };

// Until the server installs its own, a stop signal ends the builds under way and this process with them.
const stopBeforeStart = (signal) => {
  stopBuilds(signal);
  process.exit(EXIT_CODES[signal]);
};
for (const signal of Object.keys(EXIT_CODES)) process.on(signal, stopBeforeStart);

try {
  await ensureBuilt({ root: ROOT });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

for (const signal of Object.keys(EXIT_CODES)) process.off(signal, stopBeforeStart);
// main.js reads process.argv from index 2 on: exactly the arguments npm passed to this script.
createRequire(import.meta.url)(path.join(ROOT, SERVER_MAIN));

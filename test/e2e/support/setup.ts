// One server and one browser for a test file: started before its tests, stopped after them.
import type { Browser } from 'playwright-core';

import { launchBrowser } from './browser';
import { RunningServer, ServerOptions, startServer } from './server';

export type Console = { server: RunningServer, browser: Browser };

/** Starts a fresh server (empty data folder) and Chromium for the tests of the calling file. */
export const useConsole = (options: ServerOptions = {}): Console => {
  const running = {} as Console;
  beforeAll(async () => {
    running.server = await startServer(options);
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
};

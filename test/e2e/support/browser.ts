// Debian's Chromium driven by playwright-core (never a downloaded browser).
import fs from 'fs';
import path from 'path';
import { Browser, Page, chromium } from 'playwright-core';

import { REPO_ROOT } from './server';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');

export const launchBrowser = (): Promise<Browser> => chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Opens a fresh page (own storage) that records the page's console errors. */
export const openPage = async (browser: Browser): Promise<{ page: Page, errors: Array<string> }> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: Array<string> = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
};

export const screenshot = async (page: Page, name: string) => {
  // The pointer out of the way: a hover state is not what the screen looks like.
  await page.mouse.move(0, 0);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Transitions finished: a field's border fading back from red is not what the screen settles on.
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
};

/** Logs in through the login form and waits until the console shows its navigation. */
export const logIn = async (page: Page, baseUrl: string, username = 'admin', password = 'admin') => {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
};

/**
 * dnd-kit listens for arrow keys from the turn after the pick-up, so a key pressed at once can be lost (a person
 * never types that fast). Pressing again is harmless here: the row is already at the top after the first move.
 */
export const pressUntilAnnounced = async (page: Page, key: string, announcement: string) => {
  const region = page.locator('[id^="DndLiveRegion"]').getByText(announcement);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.keyboard.press(key);
    try {
      await region.waitFor({ timeout: 500 });
      return;
    } catch {
      // Not taken yet: press again.
    }
  }
  await region.waitFor();
};

// Inputs as an administrator lives them: launching a GELF HTTP input through its configuration form (a
// port out of range refused at the port field; launched means started, as in Graylog), sending it messages with Node's HTTP client
// and watching the counts rise, static fields; an input whose port is taken fails with the reason, is
// stopped and deleted.
import http from 'http';
import net from 'net';
import type { Locator, Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, freePort } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const postToInput = (port: number, body: string) => new Promise<number>((resolve, reject) => {
  const request = http.request({
    host: '127.0.0.1', port, path: '/gelf', method: 'POST', headers: { 'Content-Type': 'application/json' },
  }, (response) => {
    response.resume();
    response.on('end', () => resolve(response.statusCode ?? 0));
  });
  request.on('error', reject);
  request.end(body);
});

const occupyPort = (port: number) => new Promise<net.Server>((resolve, reject) => {
  const blocker = net.createServer();
  blocker.once('error', reject);
  blocker.listen(port, '127.0.0.1', () => resolve(blocker));
});

const openInputsPage = async (page: Page) => {
  await page.getByRole('button', { name: 'System' }).click();
  await page.getByRole('link', { name: 'Inputs', exact: true }).click();
  await page.getByRole('heading', { name: 'Inputs', exact: true }).waitFor();
};

/** Waits for `text` in `scope`, and checks that it is the error the control points at and the control is marked invalid. */
const expectFieldError = async (scope: Locator, control: Locator, text: string | RegExp) => {
  const error = scope.locator('.invalid-feedback').getByText(text);
  await error.waitFor();
  const errorId = await error.evaluate((node) => node.closest('.invalid-feedback')?.id);
  expect((await control.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);
  expect(await control.getAttribute('aria-invalid')).toBe('true');
};

const launchGelfHttpInput = async (page: Page, title: string, port: number | string) => {
  await page.getByLabel('Input type').selectOption({ label: 'GELF HTTP' });
  await page.getByRole('button', { name: 'Launch new input' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch new GELF HTTP input' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Bind address/).fill('127.0.0.1');
  await dialog.getByLabel(/^Port/).fill(String(port));
  await dialog.getByRole('button', { name: 'Launch input' }).click();
  return dialog;
};

const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

describe('inputs', () => {
  const running = useConsole();

  it('launches a GELF HTTP input, refuses a port out of range at the field, and counts the messages it receives', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await openInputsPage(page);
    expect(await page.title()).toBe('Inputs - Graylog Console');

    // 70000 is no port: the server's reason lands at the port field, and nothing typed is lost.
    const dialog = await launchGelfHttpInput(page, 'E2E GELF HTTP', 70000);
    const portField = dialog.getByLabel(/^Port/);
    await expectFieldError(dialog, portField, 'Port must be between 1 and 65535.');
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe('E2E GELF HTTP');
    expect(await dialog.getByLabel(/^Bind address/).inputValue()).toBe('127.0.0.1');
    await screenshot(page, 'input-launch-refused');

    const port = await freePort();
    await portField.fill(String(port));
    await dialog.getByRole('button', { name: 'Launch input' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = rowOf(page, 'E2E GELF HTTP');
    await row.getByText('GELF HTTP', { exact: true }).waitFor();

    // A new input is launched at once, as in Graylog.
    await row.getByText('RUNNING', { exact: true }).waitFor();

    // Two messages and one that is not GELF: all three count as received (as in Graylog), one as dropped, with why.
    const gelf = (text: string) => JSON.stringify({ version: '1.1', host: 'e2e-host', short_message: text, level: 6 });
    expect(await postToInput(port, gelf('first message from the inputs test'))).toBeLessThan(300);
    expect(await postToInput(port, gelf('second message from the inputs test'))).toBeLessThan(300);
    await postToInput(port, 'this is not GELF');
    await row.getByText('3 messages received').waitFor({ timeout: 20000 });
    await row.getByText('1 dropped').waitFor({ timeout: 20000 });
    await row.getByText(/^Last: /).waitFor();

    // A static field, listed with the input, and removed after a confirmation naming it.
    await row.getByRole('button', { name: 'More actions for input E2E GELF HTTP' }).click();
    await page.getByRole('button', { name: 'Add static field' }).click();
    const fieldDialog = page.getByRole('dialog', { name: 'Add static field to E2E GELF HTTP' });
    await fieldDialog.getByLabel(/^Field name/).fill('source');
    await fieldDialog.getByLabel(/^Value/).fill('e2e');
    await fieldDialog.getByRole('button', { name: 'Add static field' }).click();
    await expectFieldError(fieldDialog, fieldDialog.getByLabel(/^Field name/), /reserved/);
    await fieldDialog.getByLabel(/^Field name/).fill('environment');
    await fieldDialog.getByRole('button', { name: 'Add static field' }).click();
    await fieldDialog.waitFor({ state: 'hidden' });
    await row.getByText('environment', { exact: true }).waitFor();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: '/tmp/inputs-page.png', fullPage: true });
    await screenshot(page, 'inputs-page');

    await row.getByRole('button', { name: 'Remove static field environment from input E2E GELF HTTP' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove static field' });
    await confirm.getByText('Do you really want to remove static field environment from input E2E GELF HTTP?').waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await row.getByText('environment', { exact: true }).waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Stop input E2E GELF HTTP' }).click();
    await page.getByText('Request to stop input was sent successfully').first().waitFor();
    await row.getByText('STOPPED', { exact: true }).waitFor();
    await expect(postToInput(port, gelf('after the stop'))).rejects.toThrow();

    await row.getByRole('button', { name: 'Start input E2E GELF HTTP' }).click();
    await page.getByText('Request to start input was sent successfully').first().waitFor();
    await row.getByText('RUNNING', { exact: true }).waitFor();
    expect(await postToInput(port, gelf('after the start'))).toBeLessThan(300);
    expect(errors).toEqual([]);
  });

  it('shows an input whose port is taken as FAILED with the reason, stops, edits and deletes it', async () => {
    const busyPort = await freePort();
    const blocker = await occupyPort(busyPort);
    try {
      const { page, errors } = await openPage(running.browser);
      await logIn(page, running.server.url);
      await openInputsPage(page);

      const dialog = await launchGelfHttpInput(page, 'E2E busy port', busyPort);
      await dialog.waitFor({ state: 'hidden' });
      const row = rowOf(page, 'E2E busy port');
      // The launch itself failed: the input exists, FAILED, with the reason.
      await row.getByText('FAILED', { exact: true }).waitFor();
      await row.getByText(/address already in use/).waitFor();
      await screenshot(page, 'input-failed');

      await row.getByRole('button', { name: 'Stop input E2E busy port' }).click();
      await row.getByText('STOPPED', { exact: true }).waitFor();
      // Starting again while the port is still taken fails on the (only) node: an error toast, FAILED again.
      await row.getByRole('button', { name: 'Start input E2E busy port' }).click();
      await page.getByText('Request to start input failed in some nodes: the only node failed.', { exact: true }).waitFor();
      await row.getByText('FAILED', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Stop input E2E busy port' }).click();
      await row.getByText('STOPPED', { exact: true }).waitFor();

      // The same form edits it, starting from its values.
      await row.getByRole('button', { name: 'More actions for input E2E busy port' }).click();
      await page.getByRole('button', { name: 'Edit input' }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit input E2E busy port' });
      expect(await editDialog.getByLabel(/^Port/).inputValue()).toBe(String(busyPort));
      await editDialog.getByLabel(/^Title/).fill('E2E moved input');
      await editDialog.getByRole('button', { name: 'Update input' }).click();
      await editDialog.waitFor({ state: 'hidden' });
      const edited = rowOf(page, 'E2E moved input');
      await edited.getByText('STOPPED', { exact: true }).waitFor();

      await edited.getByRole('button', { name: 'More actions for input E2E moved input' }).click();
      await page.getByRole('button', { name: 'Delete input' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete input' });
      await confirm.getByText('Do you really want to delete input E2E moved input?').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await rowOf(page, 'E2E moved input').waitFor({ state: 'detached' });
      const listed = await callApi(running.server, 'GET', '/system/inputs');
      expect(listed.body.inputs.map((input: { title: string }) => input.title)).not.toContain('E2E moved input');
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => { blocker.close(resolve); });
    }
  });
});

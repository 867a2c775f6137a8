// Sidecars as an administrator manages them: a simulated sidecar agent (with a token of Graylog's graylog-sidecar
// user) registers and shows up in the overview by itself; a collector, a configuration variable and a configuration
// are made in the console, the configuration assigned in the administration, fetched by the agent rendered for its
// node and reported running; a collector restarted from the status page reaches the agent; the configuration edited
// (the agent's next fetch gets the new text), the collector edited and the configuration copied. Then the refusals: a
// duplicate collector name, a template naming an unknown variable, deleting a configuration in use, an unknown
// sidecar, a sidecar that went silent, and a user who may only look.
import type { Page } from 'playwright-core';

import { SidecarAgent } from '../../server/test/sidecarAgent';
import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const NODE_ID = '5f1c0e6a-7d2b-4c7e-9a61-0c3be1f0a001';
const SIDECAR_CONFIG = '/system/cluster_config/org.graylog.plugins.sidecar.system.SidecarConfiguration';
const VIEWER = { username: 'vera', password: 'vera-Secret-7' };

/** The text of the latest toast of a kind ('success', 'error'). */
const toast = (page: Page, kind: string) => page.locator(`#toast-container .toast-${kind} .toast-message`).last();

/** The error shown under a form control (the form kit gives it the control's id and "-error"). */
const errorUnder = async (page: Page, controlName: string) => {
  const id = await page.locator(`[name="${controlName}"]`).getAttribute('id');
  return page.locator(`[id="${id}-error"]`);
};

describe('sidecars', () => {
  const running = useConsole({ demoInput: false });
  let agent: SidecarAgent;
  let collectorId: string;
  let configurationId: string;

  const open = async (username = 'admin', password = 'admin') => {
    const opened = await openPage(running.browser);
    await opened.page.setViewportSize({ width: 1400, height: 900 });
    await logIn(opened.page, running.server.url, username, password);
    return opened;
  };

  beforeAll(async () => {
    // Sidecars authenticate as Graylog's built-in sidecar user, with a token an administrator made for it.
    const sidecarUser = await callApi(running.server, 'GET', '/users/graylog-sidecar');
    expect(sidecarUser.status).toBe(200);
    const token = await callApi(running.server, 'POST', `/users/${sidecarUser.body.id}/tokens/sidecars`, {});
    expect(token.status).toBe(200);
    agent = new SidecarAgent({
      baseUrl: running.server.apiUrl, auth: { username: token.body.token, password: 'token' }, nodeId: NODE_ID, nodeName: 'web-01', os: 'Linux',
    });
    const viewer = await callApi(running.server, 'POST', '/users', {
      ...VIEWER, email: 'vera@example.org', full_name: 'Vera Viewer', roles: ['Reader'],
      permissions: ['sidecars:read', 'sidecar_collectors:read', 'sidecar_collector_configurations:read'],
    });
    expect(viewer.status).toBe(201);
  });

  it('shows a registering sidecar, assigns it a configuration built in the console, and restarts its collector', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/sidecars`);
    await page.getByRole('heading', { name: 'Sidecars', exact: true }).waitFor();
    await page.getByText('There are no active sidecars.').waitFor();

    // The agent registers while the page is open: the list finds it on its own.
    await agent.register();
    const row = page.locator(`tr[data-entity-id="${NODE_ID}"]`);
    await row.getByRole('link', { name: 'web-01' }).waitFor();
    expect(await row.innerText()).toContain('Linux');
    expect(await row.innerText()).toContain('Running');
    await screenshot(page, 'sidecars-overview');

    // A variable for the template.
    await page.goto(`${running.server.url}/system/sidecars/configuration`);
    await page.getByRole('heading', { name: 'Collectors configuration' }).waitFor();
    await page.getByRole('button', { name: 'Create variable' }).click();
    const variableDialog = page.getByRole('dialog', { name: 'Create variable' });
    await variableDialog.getByLabel('Name').fill('log_dir');
    await variableDialog.getByLabel('Description').fill('Where the web server writes its logs');
    await variableDialog.getByLabel('Content').fill('/var/log/nginx');
    await variableDialog.getByRole('button', { name: 'Create' }).click();
    await variableDialog.waitFor({ state: 'detached' });
    await page.getByText('${user.log_dir}', { exact: true }).waitFor();

    // A collector; its process management starts as foreground execution.
    await page.getByRole('link', { name: 'Create collector' }).click();
    await page.getByRole('heading', { name: 'New log collector' }).waitFor();
    expect(await page.getByLabel('Process management').inputValue()).toBe('exec');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-shipper');
    await page.getByLabel('Operating system').selectOption('linux');
    await page.getByLabel('Executable path').fill('/usr/bin/e2e-shipper');
    await page.getByLabel('Execute parameters').fill('-c %s');
    await screenshot(page, 'sidecars-collector-new');
    await page.getByRole('button', { name: 'Create collector' }).click();
    await toast(page, 'success').getByText('Collector "e2e-shipper" was created successfully.').waitFor();
    await page.getByRole('heading', { name: 'Collectors configuration' }).waitFor();
    await page.locator('tr[data-entity-id]').getByText('e2e-shipper', { exact: true }).waitFor();
    collectorId = (await callApi(running.server, 'GET', '/sidecar/collectors')).body.collectors
      .find((collector: { name: string }) => collector.name === 'e2e-shipper').id;

    // A configuration for it: a template naming no variable that exists is refused at the template.
    await page.getByRole('link', { name: 'Create configuration' }).click();
    await page.getByRole('heading', { name: 'New collector configuration' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('web logs');
    await page.getByLabel('Color').fill('#3366cc');
    await page.getByRole('combobox', { name: 'Collector', exact: true }).selectOption({ label: 'e2e-shipper on Linux' });
    const template = page.getByRole('textbox', { name: 'Configuration', exact: true });
    await template.fill('node: ${sidecar.nodeName}\npaths: ${user.logs_dir}/*.log');
    await page.getByRole('button', { name: 'Create configuration' }).click();
    await (await errorUnder(page, 'template')).getByText(/\$\{user\.logs_dir\} is not defined/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('web logs');
    await screenshot(page, 'sidecars-configuration-refused');

    await template.fill('node: ${sidecar.nodeName}\npaths: ${user.log_dir}/*.log');
    await (await errorUnder(page, 'template')).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('configuration-preview').getByText('paths: /var/log/nginx/*.log').waitFor();
    expect(await page.getByTestId('configuration-preview').innerText()).toContain('node: <node name>');
    await screenshot(page, 'sidecars-configuration-preview');
    await page.getByRole('button', { name: 'Create configuration' }).click();
    await toast(page, 'success').getByText('Configuration "web logs" was created successfully.').waitFor();
    await page.getByRole('heading', { name: 'Collectors configuration' }).waitFor();
    await screenshot(page, 'sidecars-configuration-page');
    configurationId = (await callApi(running.server, 'GET', '/sidecar/configurations')).body.configurations
      .find((configuration: { name: string }) => configuration.name === 'web logs').id;

    // Assigned in the administration to the agent's e2e-shipper.
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('heading', { name: 'Collectors administration' }).waitFor();
    await page.getByLabel('Select e2e-shipper on web-01').check();
    await page.getByLabel('Configuration to assign').selectOption({ label: 'web logs (e2e-shipper)' });
    await page.getByRole('button', { name: 'Assign "web logs"' }).click();
    // A bulk run sums up in one toast of its own (the store stays quiet per row).
    await toast(page, 'success').getByText('Assign "web logs": 1 sidecar collector done').waitFor();
    // A row per collector web-01 can run; the footer counts sidecars, which the server pages.
    expect(await page.locator('tr[data-entity-id]').count()).toBeGreaterThan(1);
    await page.getByText('Showing 1-1 of 1 sidecars').waitFor();
    const adminRow = page.locator(`tr[data-entity-id="${NODE_ID}/${collectorId}"]`);
    await adminRow.getByText('web logs').waitFor();
    await screenshot(page, 'sidecars-administration');

    // The agent's next turn carries the assignment and fetches the configuration rendered for its node; the turn
    // after reports the collector it started.
    await agent.runOnce();
    expect(agent.assignments).toEqual([{ collector_id: collectorId, configuration_id: configurationId }]);
    expect(agent.configuration(configurationId)).toBe('node: web-01\npaths: /var/log/nginx/*.log\n');
    const second = await agent.runOnce();
    expect(second.configurations.unchanged).toEqual([configurationId]);

    await page.goto(`${running.server.url}/system/sidecars/${NODE_ID}/status`);
    await page.getByRole('heading', { name: 'Sidecar web-01 status' }).waitFor();
    const collectorStatus = page.locator(`li[data-collector-id="${collectorId}"]`);
    await collectorStatus.getByText('Running').waitFor();
    expect(await collectorStatus.innerText()).toContain('e2e-shipper');
    await screenshot(page, 'sidecars-status');

    await page.getByRole('button', { name: 'restart collector e2e-shipper' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restart collector' });
    await confirm.getByText('Do you really want to restart collector e2e-shipper on sidecar web-01?').waitFor();
    await confirm.getByRole('button', { name: 'Restart' }).click();
    await toast(page, 'success').getByText('Restart of collector "e2e-shipper" requested').waitFor();
    await agent.register();
    expect(agent.actions).toEqual([{ collector_id: collectorId, properties: { restart: true } }]);
    expect(agent.collectorState(collectorId)?.restarts).toBe(1);

    await page.goto(`${running.server.url}/system/sidecars`);
    await row.getByText('Running').waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps a duplicate collector name, says why at the field, and refuses to delete a configuration in use', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/sidecars/collector/new`);
    await page.getByRole('heading', { name: 'New log collector' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-shipper');
    await page.getByLabel('Operating system').selectOption('linux');
    await page.getByLabel('Executable path').fill('/opt/other');
    await page.getByRole('button', { name: 'Create collector' }).click();
    await (await errorUnder(page, 'name')).getByText('Collector "e2e-shipper" already exists for the "linux" operating system.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('e2e-shipper');
    expect(await page.getByLabel('Executable path').inputValue()).toBe('/opt/other');
    await screenshot(page, 'sidecars-collector-duplicate');

    await page.goto(`${running.server.url}/system/sidecars/configuration`);
    await page.getByRole('button', { name: 'Delete configuration web logs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete configuration' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('Configuration still in use, cannot delete.').waitFor();
    await screenshot(page, 'sidecars-configuration-delete-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await callApi(running.server, 'GET', `/sidecar/configurations/${configurationId}`)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('edits a configuration, whose new text the agent fetches next, edits a collector and copies a configuration', async () => {
    const { page, errors } = await open();
    // The agent holds the configuration as rendered: asked again, the server answers 304.
    expect((await agent.runOnce()).configurations.unchanged).toEqual([configurationId]);

    await page.goto(`${running.server.url}/system/sidecars/configuration`);
    await page.getByRole('link', { name: 'Edit configuration web logs' }).click();
    await page.getByRole('heading', { name: 'Collector configuration "web logs"' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/system/sidecars/configuration/edit/${configurationId}`);
    const template = page.getByRole('textbox', { name: 'Configuration', exact: true });
    expect(await template.inputValue()).toBe('node: ${sidecar.nodeName}\npaths: ${user.log_dir}/*.log');
    await template.fill('node: ${sidecar.nodeName}\npaths: ${ user.log_dir }/access.log');
    await screenshot(page, 'sidecars-configuration-edit');
    await page.getByRole('button', { name: 'Update configuration' }).click();
    await toast(page, 'success').getByText('Configuration "web logs" was updated successfully.').waitFor();
    await page.getByRole('heading', { name: 'Collectors configuration' }).waitFor();
    // The agent's next turn gets the new text rendered for its node, not a 304.
    const turn = await agent.runOnce();
    expect(turn.configurations).toEqual({ fetched: [configurationId], unchanged: [] });
    expect(agent.configuration(configurationId)).toBe('node: web-01\npaths: /var/log/nginx/access.log\n');

    // The collector: its executable moves.
    await page.getByRole('link', { name: 'Edit collector e2e-shipper' }).click();
    await page.getByRole('heading', { name: 'Log collector "e2e-shipper"' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/system/sidecars/collector/edit/${collectorId}`);
    expect(await page.getByLabel('Executable path').inputValue()).toBe('/usr/bin/e2e-shipper');
    await page.getByLabel('Executable path').fill('/opt/e2e/bin/e2e-shipper');
    await screenshot(page, 'sidecars-collector-edit');
    await page.getByRole('button', { name: 'Update collector' }).click();
    await toast(page, 'success').getByText('Collector "e2e-shipper" was updated successfully.').waitFor();
    await page.getByRole('heading', { name: 'Collectors configuration' }).waitFor();
    expect((await callApi(running.server, 'GET', `/sidecar/collectors/${collectorId}`)).body.executable_path).toBe('/opt/e2e/bin/e2e-shipper');

    // A copy of the configuration under a new name, with the same template.
    await page.getByRole('button', { name: 'Copy configuration web logs' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy configuration "web logs"' });
    expect(await copy.getByLabel('Name').inputValue()).toBe('web logs-copy');
    await copy.getByLabel('Name').fill('api logs');
    await copy.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'success').getByText('Configuration "api logs" was copied from "web logs" successfully.').waitFor();
    await copy.waitFor({ state: 'detached' });
    await page.locator('tr[data-entity-id]').getByText('api logs', { exact: true }).waitFor();
    await screenshot(page, 'sidecars-configuration-copied');
    const copied = (await callApi(running.server, 'GET', '/sidecar/configurations')).body.configurations
      .find((configuration: { name: string }) => configuration.name === 'api logs');
    expect((await callApi(running.server, 'GET', `/sidecar/configurations/${copied.id}`)).body)
      .toMatchObject({ collector_id: collectorId, template: 'node: ${sidecar.nodeName}\npaths: ${ user.log_dir }/access.log' });

    // An edit page for a collector that does not exist says so.
    await page.goto(`${running.server.url}/system/sidecars/collector/edit/0123456789abcdef01234567`);
    await toast(page, 'error').getByText('Unable to find Collector with id <0123456789abcdef01234567>, please ensure it wasn\'t deleted.').waitFor();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('Could not find collector <0123456789abcdef01234567>.').waitFor();
    await screenshot(page, 'sidecars-collector-unknown');
    expect(errors).toEqual([]);
  });

  it('says an unknown sidecar may have been inactive for too long', async () => {
    const { page } = await open();
    await page.goto(`${running.server.url}/system/sidecars/00000000-0000-4000-8000-00000000dead/status`);
    await toast(page, 'error').getByText('Unable to find Sidecar with id <00000000-0000-4000-8000-00000000dead>, maybe it was inactive for too long.').waitFor();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'sidecars-unknown');
  });

  it('shows a user who may only read the sidecars no actions', async () => {
    const { page, errors } = await open(VIEWER.username, VIEWER.password);
    await page.goto(`${running.server.url}/system/sidecars/${NODE_ID}/status`);
    await page.getByRole('heading', { name: 'Sidecar web-01 status' }).waitFor();
    await page.locator(`li[data-collector-id="${collectorId}"]`).waitFor();
    expect(await page.getByRole('button', { name: /collector e2e-shipper/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Manage sidecars' }).count()).toBe(0);

    await page.goto(`${running.server.url}/system/sidecars/configuration`);
    await page.locator('tr[data-entity-id]').getByText('web logs').waitFor();
    for (const name of ['Create configuration', 'Create collector', 'Create variable']) {
      expect(await page.getByRole('link', { name }).or(page.getByRole('button', { name })).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    await screenshot(page, 'sidecars-configuration-reader');

    await page.goto(`${running.server.url}/system/sidecars/administration`);
    await page.locator(`tr[data-entity-id="${NODE_ID}/${collectorId}"]`).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByLabel('Configuration to assign').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('drops a silent sidecar from the overview after the inactive threshold, unless inactive ones are asked for', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/sidecars`);
    const row = page.locator(`tr[data-entity-id="${NODE_ID}"]`);
    await agent.register();
    await row.waitFor();
    // The agent stops here; a short threshold makes it inactive within seconds.
    const config = await callApi(running.server, 'GET', SIDECAR_CONFIG);
    const saved = await callApi(running.server, 'PUT', SIDECAR_CONFIG, { ...config.body, sidecar_inactive_threshold: 'PT2S' });
    expect(saved.status).toBeLessThan(300);
    await row.waitFor({ state: 'detached' });
    await page.getByText('There are no active sidecars.').waitFor();

    await page.getByRole('button', { name: 'Include inactive sidecars' }).click();
    await row.getByText('(inactive)').waitFor();
    await screenshot(page, 'sidecars-inactive');
    expect(errors).toEqual([]);
  });
});

import { ADMIN, writing } from '../../../test/helpers';
import { findCollector } from '../../sidecars/collectors';
import { findConfiguration } from '../../sidecars/configurations';
import { sidecarCollectorFacade, sidecarConfigurationFacade } from './sidecar';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

const COLLECTOR = { name: 'vector', service_type: 'exec', node_operating_system: 'linux', executable_path: '/usr/bin/vector', execute_parameters: '-c %s', validation_parameters: null, default_template: 'sources: {}' };

async function makeCollectorAndConfiguration() {
  const collector = await h.call('POST', '/sidecar/collectors', COLLECTOR);
  const configuration = await h.call('POST', '/sidecar/configurations', { collector_id: collector.id, name: 'vector-web', color: '#00ff00', template: 'host: ${sidecar.nodeName}\n' });
  return { collector, configuration };
}

test('a configuration with its collector: exported with a pack reference, installed under a new name on a new collector', async () => {
  const { collector, configuration } = await makeCollectorAndConfiguration();
  expect(sidecarConfigurationFacade.dependencies(h.fc, configuration.id)).toEqual([{ id: collector.id, type: { name: 'sidecar_collector', version: '1' } }]);
  const collectorEntity = packEntityOf(h, sidecarCollectorFacade, collector.id, 'c1');
  const configurationEntity = packEntityOf(h, sidecarConfigurationFacade, configuration.id, 'cfg1', { [collector.id]: 'c1' });
  expect(collectorEntity.data).toEqual({
    name: { '@type': 'string', '@value': 'vector' },
    service_type: { '@type': 'string', '@value': 'exec' },
    node_operating_system: { '@type': 'string', '@value': 'linux' },
    executable_path: { '@type': 'string', '@value': '/usr/bin/vector' },
    execute_parameters: { '@type': 'string', '@value': '-c %s' },
    validation_parameters: null,
    default_template: { '@type': 'string', '@value': 'sources: {}' },
  });
  expect(configurationEntity.data).toEqual({
    collector_id: { '@type': 'string', '@value': 'c1' },
    title: { '@type': 'string', '@value': 'vector-web' },
    color: { '@type': 'string', '@value': '#00ff00' },
    template: { '@type': 'string', '@value': 'host: ${sidecar.nodeName}\n' },
  });
  expect(sidecarConfigurationFacade.installDependencies(configurationEntity, [collectorEntity, configurationEntity])).toEqual(['c1']);

  // Same name and operating system: the collector is reused (Graylog's findExisting); another OS is not.
  const ic0 = installContext(h);
  expect(sidecarCollectorFacade.findExisting(collectorEntity, ic0)).toEqual({ id: collector.id, title: 'vector' });
  const windows = { ...collectorEntity, data: { ...collectorEntity.data, node_operating_system: { '@type': 'string', '@value': 'windows' } } };
  expect(sidecarCollectorFacade.findExisting(windows, ic0)).toBeUndefined();

  // Names as parameters: a second collector and configuration are created.
  collectorEntity.data.name = { '@type': 'parameter', '@value': 'NAME' };
  configurationEntity.data.title = { '@type': 'parameter', '@value': 'NAME' };
  expect(sidecarCollectorFacade.findExisting(collectorEntity, installContext(h, { parameters: { NAME: 'vector2' } }))).toBeUndefined();
  const c = sidecarCollectorFacade.create(collectorEntity, installContext(h, { parameters: { NAME: 'vector2' } }));
  const cfg = sidecarConfigurationFacade.create(configurationEntity, installContext(h, { parameters: { NAME: 'vector2-web' }, installed: { c1: c.id } }));
  expect(findCollector(h.ctx.db, c.id)).toEqual({ ...collector, id: c.id, name: 'vector2' });
  expect(findConfiguration(h.ctx.db, cfg.id)).toEqual({ ...configuration, id: cfg.id, name: 'vector2-web', collector_id: c.id });
  const listed = await h.call('GET', `/sidecar/configurations/${cfg.id}`);
  expect(listed).toMatchObject({ name: 'vector2-web', collector_id: c.id });

  expect(sidecarCollectorFacade.listExcerpts(h.fc).map((e) => e.title)).toEqual(expect.arrayContaining(['filebeat', 'vector', 'vector2']));
  expect(sidecarConfigurationFacade.listExcerpts(h.fc).map((e) => e.title)).toEqual(['vector-web', 'vector2-web']);
});

test('refusals name the field and save nothing', async () => {
  const { collector, configuration } = await makeCollectorAndConfiguration();
  const collectorEntity = packEntityOf(h, sidecarCollectorFacade, collector.id, 'c1');
  const configurationEntity = packEntityOf(h, sidecarConfigurationFacade, configuration.id, 'cfg1', { [collector.id]: 'c1' });
  const ic = installContext(h, { installed: { c1: collector.id } });
  const counts = () => h.ctx.db.prepare('SELECT (SELECT COUNT(*) FROM sidecar_collectors) AS collectors, (SELECT COUNT(*) FROM sidecar_configurations) AS configurations').get();
  const before = counts();
  const withCollector = (change: Record<string, unknown>) => ({ ...collectorEntity, data: { ...collectorEntity.data, ...change } });
  const s = (value: string) => ({ '@type': 'string', '@value': value });

  // The name is taken on linux.
  expect(() => sidecarCollectorFacade.create(collectorEntity, ic)).toThrow('Collector "vector" already exists for the "linux" operating system.');
  expect(() => sidecarCollectorFacade.create(withCollector({ name: s('bad name') }), ic)).toThrow(/name can only contain/);
  expect(() => sidecarCollectorFacade.create(withCollector({ name: s('v3'), node_operating_system: s('darwin') }), ic)).toThrow(/Operating system can only be/);
  expect(() => sidecarCollectorFacade.create(withCollector({ name: s('v3'), service_type: s('svc') }), ic)).toThrow(/Linux collectors only support/);
  expect(() => sidecarCollectorFacade.create(withCollector({ name: s('v3'), executable_path: s('/bin/x; rm') }), ic)).toThrow(/binary path cannot contain/);
  expect(() => sidecarCollectorFacade.create(withCollector({ name: { '@type': 'integer', '@value': 3 } }), ic)).toThrow('name must be a string, not 3');

  // The configuration's name is taken, its template does not render, its collector is unknown.
  expect(() => sidecarConfigurationFacade.create(configurationEntity, ic)).toThrow('Configuration "vector-web" already exists');
  const withConfiguration = (change: Record<string, unknown>) => ({ ...configurationEntity, data: { ...configurationEntity.data, title: s('other'), ...change } });
  // A missing variable is named (sidecarVariables.test.ts); other render errors stay the template check's.
  expect(() => sidecarConfigurationFacade.create(withConfiguration({ template: s('${user.no_such_variable}') }), ic)).toThrow('Create the configuration variable no_such_variable first.');
  expect(() => sidecarConfigurationFacade.create(withConfiguration({ template: s('${user.no_such_variable') }), ic)).toThrow(/Template error/);
  expect(() => sidecarConfigurationFacade.create(withConfiguration({}), installContext(h))).toThrow(/referenced sidecar collector c1/);
  expect(counts()).toEqual(before);
});

test('fingerprints follow edits; nothing in use is deleted; in reverse order all goes', async () => {
  const { collector, configuration } = await makeCollectorAndConfiguration();
  const before = [sidecarCollectorFacade.fingerprint(h.fc, collector.id), sidecarConfigurationFacade.fingerprint(h.fc, configuration.id)];
  await h.call('PUT', `/sidecar/collectors/${collector.id}`, { ...collector, execute_parameters: '-c %s -v' });
  await h.call('PUT', `/sidecar/configurations/${configuration.id}`, { ...configuration, color: '#ff0000' });
  expect(sidecarCollectorFacade.fingerprint(h.fc, collector.id)).not.toBe(before[0]);
  expect(sidecarConfigurationFacade.fingerprint(h.fc, configuration.id)).not.toBe(before[1]);

  // Assigned to a sidecar, the configuration stays; used by the configuration, the collector stays.
  const registered = await h.app.inject({
    method: 'PUT', url: '/api/sidecars/node-1', headers: { ...writing(ADMIN), 'x-graylog-sidecar-version': '1.1.0' },
    payload: { node_name: 'web-01', node_details: { operating_system: 'Linux' } },
  });
  expect(registered.statusCode).toBe(202);
  await h.call('PUT', '/sidecars/configurations', { nodes: [{ node_id: 'node-1', assignments: [{ collector_id: collector.id, configuration_id: configuration.id }] }] });
  expect(() => sidecarConfigurationFacade.delete(h.fc, configuration.id)).toThrow('Configuration "vector-web" is still assigned to sidecars, cannot delete.');
  expect(() => sidecarCollectorFacade.delete(h.fc, collector.id)).toThrow('Collector "vector" is still in use by a configuration, cannot delete.');
  await h.call('PUT', '/sidecars/configurations', { nodes: [{ node_id: 'node-1', assignments: [] }] });

  sidecarConfigurationFacade.delete(h.fc, configuration.id);
  sidecarCollectorFacade.delete(h.fc, collector.id);
  expect(findConfiguration(h.ctx.db, configuration.id)).toBeUndefined();
  expect(findCollector(h.ctx.db, collector.id)).toBeUndefined();
  expect(sidecarCollectorFacade.fingerprint(h.fc, collector.id)).toBeUndefined();
  await h.call('GET', `/sidecar/collectors/${collector.id}`, undefined, 404);
});

// Collectors, configurations and configuration variables: CRUD, Graylog's validation answers, copies, and the
// rules that keep templates renderable (unknown variables, variables in use, renames).
import { expectApiError } from '../../test/helpers';
import { makeSidecarApi, type SidecarTestApi } from './testSupport';

const UNKNOWN_ID = '0123456789abcdef01234567';

describe('sidecar collectors, configurations and variables', () => {
  let t: SidecarTestApi;

  beforeEach(async () => {
    t = await makeSidecarApi();
  });
  afterEach(async () => {
    await t.app.close();
  });

  describe('collectors', () => {
    it('starts with the default collectors for Linux and Windows', async () => {
      const response = await t.get('/sidecar/collectors');
      expect(response.statusCode).toBe(200);
      const { total, collectors } = response.json();
      expect(total).toBe(5);
      const named = collectors.map((c: { name: string; node_operating_system: string; service_type: string }) => `${c.name}/${c.node_operating_system}/${c.service_type}`);
      expect(named.sort()).toEqual(['filebeat/linux/exec', 'filebeat/windows/svc', 'nxlog/linux/exec', 'nxlog/windows/svc', 'winlogbeat/windows/svc']);
      const filebeat = collectors.find((c: { name: string; node_operating_system: string }) => c.name === 'filebeat' && c.node_operating_system === 'linux');
      expect(filebeat).toMatchObject({ executable_path: '/usr/share/filebeat/bin/filebeat', validation_parameters: 'test config -c %s' });
      // Every default template renders (they are offered as the start of new configurations).
      for (const collector of collectors) {
        const preview = await t.send('POST', '/sidecar/configurations/render/preview', { template: collector.default_template });
        expect(preview.statusCode).toBe(200);
      }
      // The list sidecars poll carries an ETag.
      const again = await t.get('/sidecar/collectors', undefined, { 'if-none-match': response.headers.etag as string });
      expect(again.statusCode).toBe(304);
    });

    it('creates, reads, updates, copies and deletes a collector; the service type defaults to exec', async () => {
      const created = await t.send('POST', '/sidecar/collectors', { name: 'auditbeat', node_operating_system: 'linux', executable_path: '/usr/bin/auditbeat' });
      expect(created.statusCode).toBe(200);
      const collector = created.json();
      expect(collector).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'auditbeat', service_type: 'exec', node_operating_system: 'linux',
        executable_path: '/usr/bin/auditbeat', execute_parameters: null, validation_parameters: null, default_template: null,
      });
      expect((await t.get(`/sidecar/collectors/${collector.id}`)).json()).toEqual(collector);
      const updated = await t.send('PUT', `/sidecar/collectors/${collector.id}`, { ...collector, execute_parameters: '-c %s' });
      expect(updated.json().execute_parameters).toBe('-c %s');

      expect((await t.send('POST', `/sidecar/collectors/${collector.id}/auditbeat-copy`)).statusCode).toBe(202);
      const summary = (await t.get('/sidecar/collectors/summary?query=auditbeat&per_page=10')).json();
      expect(summary).toMatchObject({ query: 'auditbeat', total: 7, sort: 'name', order: 'asc', pagination: { total: 2, count: 2, page: 1, per_page: 10 } });
      expect(summary.collectors.map((c: { name: string }) => c.name)).toEqual(['auditbeat', 'auditbeat-copy']);
      expect(Object.keys(summary.collectors[0]).sort()).toEqual(['id', 'name', 'node_operating_system', 'service_type']);
      // A copy under a taken name is refused.
      expectApiError(await t.send('POST', `/sidecar/collectors/${collector.id}/auditbeat-copy`), 400);
      expectApiError(await t.send('POST', `/sidecar/collectors/${UNKNOWN_ID}/x`), 404);

      expect((await t.send('DELETE', `/sidecar/collectors/${collector.id}`)).statusCode).toBe(202);
      expectApiError(await t.get(`/sidecar/collectors/${collector.id}`), 404);
      expectApiError(await t.send('DELETE', `/sidecar/collectors/${collector.id}`), 404);
      expectApiError(await t.send('PUT', `/sidecar/collectors/${UNKNOWN_ID}`, { ...collector }), 404);
    });

    it('validates as Graylog does and refuses invalid writes with every reason under its field', async () => {
      const validate = async (collector: Record<string, unknown>) => {
        const response = await t.send('POST', '/sidecar/collectors/validate', collector);
        expect(response.statusCode).toBe(200);
        return response.json();
      };
      // What the editor sends while the form is still mostly empty: placeholders, no operating system.
      expect(await validate({ id: ' ', name: 'my-beat', service_type: 'exec', executable_path: ' ', default_template: ' ' }))
        .toEqual({ failed: false, errors: {}, error_context: {} });
      expect((await validate({ name: 'filebeat', executable_path: ' ' })).errors.name).toEqual(['Collector "filebeat" already exists for the "linux" operating system.']);
      const bad = await validate({ name: 'bad name', node_operating_system: 'linux', service_type: 'svc', executable_path: '/bin/x;rm' });
      expect(bad.failed).toBe(true);
      expect(bad.errors).toEqual({
        name: ['Collector name can only contain the following characters: A-Z,a-z,0-9,_,-,.'],
        executable_path: ['Collector binary path cannot contain the following characters: ; * ? " < > | &'],
        service_type: ["Linux collectors only support 'Foreground execution' while Windows collectors additionally support 'Windows service'."],
      });
      expect((await validate({ name: 'x', node_operating_system: 'solaris', executable_path: '/x' })).errors).toEqual({
        node_operating_system: ["Operating system can only be 'linux' or 'windows'."],
      });
      expect((await validate({ name: '', node_operating_system: 'windows', service_type: 'svc', executable_path: '' })).errors).toEqual({
        name: ['Collector name cannot be empty.'],
        executable_path: ['Collector binary path cannot be empty.'],
      });
      // The same name on another operating system is fine; the collector's own name is no conflict.
      expect((await validate({ name: 'winlogbeat', node_operating_system: 'linux', executable_path: '/x' })).failed).toBe(false);
      const filebeat = (await t.get('/sidecar/collectors/summary?query=name:filebeat')).json().collectors
        .find((c: { node_operating_system: string }) => c.node_operating_system === 'linux');
      expect((await validate({ id: filebeat.id, name: 'filebeat', node_operating_system: 'linux', executable_path: '/x' })).failed).toBe(false);

      const refused = await t.send('POST', '/sidecar/collectors', { name: 'bad name', node_operating_system: 'linux', executable_path: '/x' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        type: 'ApiError', message: 'Collector name can only contain the following characters: A-Z,a-z,0-9,_,-,.',
        failed: true, errors: { name: ['Collector name can only contain the following characters: A-Z,a-z,0-9,_,-,.'] }, error_context: {},
      });
      expect((await t.get('/sidecar/collectors')).json().total).toBe(5);
      expectApiError(await t.send('POST', '/sidecar/collectors', { name: 'x', executable_path: '/x' }), 400);
      expectApiError(await t.send('POST', '/sidecar/collectors', { name: 'x', node_operating_system: 'linux', executable_path: '/x', surprise: 1 }), 400);
    });
  });

  describe('configurations', () => {
    let collectorId: string;
    beforeEach(async () => {
      collectorId = await t.collector();
    });

    it('creates, lists, reads, updates, copies and deletes a configuration', async () => {
      const created = await t.send('POST', '/sidecar/configurations', { collector_id: collectorId, name: 'web logs', color: '#00ff00', template: 'paths: [/var/log/*.log]' });
      expect(created.statusCode).toBe(200);
      const configuration = created.json();
      expect(configuration).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), collector_id: collectorId, name: 'web logs', color: '#00ff00', template: 'paths: [/var/log/*.log]' });
      expect((await t.get(`/sidecar/configurations/${configuration.id}`)).json()).toEqual(configuration);
      const updated = await t.send('PUT', `/sidecar/configurations/${configuration.id}`, { ...configuration, color: '#123456' });
      expect(updated.json().color).toBe('#123456');
      expect((await t.send('POST', `/sidecar/configurations/${configuration.id}/web logs copy`)).statusCode).toBe(202);
      const list = (await t.get('/sidecar/configurations?per_page=10')).json();
      expect(list).toMatchObject({ query: '', total: 2, sort: 'name', order: 'asc', pagination: { total: 2, count: 2, page: 1, per_page: 10 } });
      expect(list.configurations).toEqual([
        { id: configuration.id, name: 'web logs', collector_id: collectorId, color: '#123456' },
        { id: expect.any(String), name: 'web logs copy', collector_id: collectorId, color: '#123456' },
      ]);
      expect((await t.get('/sidecar/configurations?query=copy')).json().configurations).toHaveLength(1);
      expect((await t.get(`/sidecar/configurations/${configuration.id}/sidecars`)).json()).toEqual({ configuration_id: configuration.id, sidecar_ids: [] });
      expect((await t.send('DELETE', `/sidecar/configurations/${configuration.id}`)).statusCode).toBe(202);
      expectApiError(await t.get(`/sidecar/configurations/${configuration.id}`), 404);
      expect((await t.get('/sidecar/configurations/uploads')).json()).toEqual({ pagination: { total: 0, count: 0, page: 1, per_page: 10 }, total: 0, uploads: [] });
    });

    it('validates names, required fields and the template, and refuses an unknown collector on save', async () => {
      await t.configuration(collectorId, { name: 'taken' });
      const validate = async (configuration: Record<string, unknown>) => (await t.send('POST', '/sidecar/configurations/validate', configuration)).json();
      expect(await validate({ name: ' ', collector_id: ' ', color: ' ', template: ' ' })).toEqual({ failed: false, errors: {}, error_context: {} });
      expect((await validate({ name: 'taken', collector_id: collectorId, color: '#fff', template: 'x' })).errors).toEqual({ name: ['Configuration "taken" already exists'] });
      expect((await validate({ name: 'a|b', collector_id: '', color: '', template: '' })).errors).toEqual({
        name: ['Configuration name can not include the following characters: ; * ? " < > | &'],
        collector_id: ['Associated collector ID cannot be empty.'],
        color: ['Collector color cannot be empty.'],
        template: ['Collector template cannot be empty.'],
      });
      const unknownVariable = await validate({ name: 'x', collector_id: collectorId, color: '#fff', template: 'a\nhost: ${user.missing}' });
      expect(unknownVariable.errors.template).toEqual(['Template error: The variable ${user.missing} is not defined at line 2, column 9']);

      const refused = await t.send('POST', '/sidecar/configurations', { name: 'x', collector_id: collectorId, color: '#fff', template: '<#if true>x</#if>' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.template[0]).toMatch(/^Template error: Unsupported template directive <#if>/);
      const noCollector = await t.send('POST', '/sidecar/configurations', { name: 'x', collector_id: UNKNOWN_ID, color: '#fff', template: 'x' });
      expect(noCollector.json().errors).toEqual({ collector_id: [`Collector ${UNKNOWN_ID} does not exist.`] });
      expect((await t.get('/sidecar/configurations')).json().total).toBe(1);
    });

    it('renders a preview with placeholder sidecar values and refuses a broken template', async () => {
      await t.send('POST', '/sidecar/configuration_variables', { name: 'port', content: '5044' });
      const preview = await t.send('POST', '/sidecar/configurations/render/preview', { template: '${sidecar.nodeName} ${sidecar.nodeId} ${sidecar.operatingSystem}:${user.port}' });
      expect(preview.json()).toEqual({ preview: '<node name> <node id> <operating system>:5044\n' });
      const broken = await t.send('POST', '/sidecar/configurations/render/preview', { template: 'x ${sidecar.nodeName' });
      expect(expectApiError(broken, 400)).toMatch(/^Could not render template preview: /);
    });
  });

  describe('configuration variables', () => {
    it('creates, lists, validates, renames (rewriting templates) and deletes variables', async () => {
      const created = await t.send('POST', '/sidecar/configuration_variables', { id: '', name: 'beats_host', description: 'The Beats input', content: 'graylog:5044' });
      expect(created.statusCode).toBe(200);
      const variable = created.json();
      expect(variable).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'beats_host', description: 'The Beats input', content: 'graylog:5044' });
      expect((await t.get('/sidecar/configuration_variables')).json()).toEqual([variable]);

      const validate = async (body: Record<string, unknown>) => (await t.send('POST', '/sidecar/configuration_variables/validate', body)).json();
      expect(await validate({ id: ' ', name: ' ', content: ' ' })).toMatchObject({ failed: true, errors: { name: ['Variable name can only contain the following characters: A-Z,a-z,0-9,_'] } });
      expect((await validate({ id: ' ', name: '1st', content: 'x' })).errors).toEqual({ name: ['Variable name can not start with numbers.'] });
      expect((await validate({ id: ' ', name: 'beats_host', content: '' })).errors).toEqual({
        name: ['A variable with that name already exists.'], content: ['Variable content can not be empty.'],
      });
      expect((await validate({ id: variable.id, name: 'beats_host', content: 'x' })).failed).toBe(false);
      expect(expectApiError(await t.send('POST', '/sidecar/configuration_variables', { name: 'beats_host', content: 'x' }), 400)).toBe('A variable with that name already exists.');

      const collectorId = await t.collector();
      const configurationId = await t.configuration(collectorId, { template: 'hosts: ["${user.beats_host}"]' });
      expect((await t.get(`/sidecar/configuration_variables/${variable.id}/configurations`)).json().map((c: { id: string }) => c.id)).toEqual([configurationId]);

      // Deleting a variable in use is refused, naming the configurations.
      const refused = await t.send('DELETE', `/sidecar/configuration_variables/${variable.id}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ name: ['Variable is still used in the following configurations: test-config'] });

      // A rename rewrites the templates that use it.
      const renamed = await t.send('PUT', `/sidecar/configuration_variables/${variable.id}`, { ...variable, name: 'logstash_host' });
      expect(renamed.json().name).toBe('logstash_host');
      expect((await t.get(`/sidecar/configurations/${configurationId}`)).json().template).toBe('hosts: ["${user.logstash_host}"]');

      await t.send('PUT', `/sidecar/configurations/${configurationId}`, { collector_id: collectorId, name: 'test-config', color: '#fff', template: 'no variables' });
      expect((await t.send('DELETE', `/sidecar/configuration_variables/${variable.id}`)).statusCode).toBe(202);
      expect((await t.get('/sidecar/configuration_variables')).json()).toEqual([]);
      expectApiError(await t.send('DELETE', `/sidecar/configuration_variables/${variable.id}`), 404);
      expectApiError(await t.get(`/sidecar/configuration_variables/${variable.id}/configurations`), 404);
    });

    it('finds a variable written with spaces or a default, as the renderer reads it, for "used by", delete and rename', async () => {
      const variable = (await t.send('POST', '/sidecar/configuration_variables', { name: 'port', content: '5044' })).json();
      await t.send('POST', '/sidecar/configuration_variables', { name: 'port_tls', content: '5045' });
      const collectorId = await t.collector();
      const spaced = await t.configuration(collectorId, { name: 'spaced', template: 'port: ${ user.port }\ntls: ${user.port_tls}' });
      const fallback = await t.configuration(collectorId, { name: 'fallback', template: 'port: ${user.port!"5044"}' });
      // Not references: text the renderer prints as written.
      const literal = await t.configuration(collectorId, { name: 'literal', template: '<#noparse>${user.port}</#noparse> ${"${user.port}"} ${user.port_tls}' });

      const users = (await t.get(`/sidecar/configuration_variables/${variable.id}/configurations`)).json();
      expect(users.map((c: { id: string }) => c.id).sort()).toEqual([fallback, spaced].sort());
      const refused = await t.send('DELETE', `/sidecar/configuration_variables/${variable.id}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ name: ['Variable is still used in the following configurations: fallback, spaced'] });

      expect((await t.send('PUT', `/sidecar/configuration_variables/${variable.id}`, { ...variable, name: 'beats_port' })).statusCode).toBe(200);
      const template = async (id: string) => (await t.get(`/sidecar/configurations/${id}`)).json().template;
      expect(await template(spaced)).toBe('port: ${ user.beats_port }\ntls: ${user.port_tls}');
      expect(await template(fallback)).toBe('port: ${user.beats_port!"5044"}');
      expect(await template(literal)).toBe('<#noparse>${user.port}</#noparse> ${"${user.port}"} ${user.port_tls}');
      // The renamed variable still renders where it is used.
      expect((await t.send('POST', '/sidecar/configurations/render/preview', { template: await template(spaced) })).json().preview).toBe('port: 5044\ntls: 5045\n');
    });
  });
});

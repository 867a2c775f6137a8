// A Graylog pack's sidecar configuration naming configuration variables this server lacks is refused with a
// 400 that names exactly those to create (not those with a default, not those that exist); once they are
// created, the same pack installs and the configuration renders with them.
import { randomUUID } from 'node:crypto';
import { ADMIN, writing } from '../../../test/helpers';
import { missingVariables } from './sidecarVariables';
import { makeFacadeHarness, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

const str = (value: string) => ({ '@type': 'string', '@value': value });
const TEMPLATE = 'output.logstash:\n  hosts: ["${user.ls_host}:${user.ls_port}"]\n  name: ${sidecar.nodeName}\n  tag: ${user.tag!"none"}\n  region: ${user.region}\n';

/** A pack as Graylog 4 exports a configuration with its collector. */
function graylogPack(): Record<string, unknown> {
  return {
    v: '1', id: randomUUID(), rev: 1, name: 'beats', summary: 's', description: '', vendor: 'Graylog', url: '', parameters: [],
    entities: [
      {
        v: '1', type: { name: 'sidecar_collector', version: '1' }, id: 'col', constraints: [],
        data: {
          name: str('cp-filebeat'), service_type: str('exec'), node_operating_system: str('linux'), executable_path: str('/usr/share/filebeat/bin/filebeat'),
          execute_parameters: str('-c %s'), validation_parameters: str('test config -c %s'), default_template: str(''),
        },
      },
      {
        v: '1', type: { name: 'sidecar_collector_configuration', version: '1' }, id: 'conf', constraints: [],
        data: { collector_id: str('col'), title: str('beats-out'), color: str('#ffffff'), template: str(TEMPLATE) },
      },
    ],
  };
}

test('refuses naming the missing variables, then installs once they exist', async () => {
  await h.call('POST', '/sidecar/configuration_variables', { name: 'region', description: '', content: 'eu' });
  const pack = graylogPack();
  await h.call('POST', '/system/content_packs', pack, 201);
  const refused = await h.app.inject({
    method: 'POST', url: `/api/system/content_packs/${String(pack.id)}/1/installations`,
    headers: writing(ADMIN), payload: { parameters: {}, comment: '' },
  });
  expect(refused.statusCode).toBe(400);
  // The installer says which entity failed before the facade's reason.
  expect(refused.json().message).toContain(
    'Configuration "beats-out" uses configuration variables this server does not have (content packs do not carry them): ls_host, ls_port. '
      + 'Create the configuration variables ls_host, ls_port first.',
  );
  // Nothing half-installed: the collector went with the refusal.
  expect((await h.call('GET', '/sidecar/collectors')).collectors.map((c: { name: string }) => c.name)).not.toContain('cp-filebeat');
  expect((await h.call('GET', `/system/content_packs/${String(pack.id)}/installations`)).total).toBe(0);

  await h.call('POST', '/sidecar/configuration_variables', { name: 'ls_host', description: '', content: 'logs.example.org' });
  await h.call('POST', '/sidecar/configuration_variables', { name: 'ls_port', description: '', content: '5044' });
  const installation = await h.call('POST', `/system/content_packs/${String(pack.id)}/1/installations`, { parameters: {}, comment: '' });
  const configurationId = installation.entities.find((e: { content_pack_entity_id: string }) => e.content_pack_entity_id === 'conf').id;
  const preview = await h.call('POST', '/sidecar/configurations/render/preview', { template: TEMPLATE });
  expect(preview.preview).toContain('hosts: ["logs.example.org:5044"]');
  expect((await h.call('GET', `/sidecar/configurations/${configurationId}`)).template).toBe(TEMPLATE);
});

test('names only what keeps the template from rendering', async () => {
  expect(missingVariables(h.ctx.db, 'a: ${user.a}\nb: ${user.b!"x"}\nc: ${ user.c }\na again: ${user.a}')).toEqual(['a', 'c']);
  expect(missingVariables(h.ctx.db, 'b: ${user.b!"x"}')).toEqual([]);
  // A template that fails for another reason is left to the template check.
  expect(missingVariables(h.ctx.db, '${user.a} <#if x>')).toEqual([]);
  expect(missingVariables(h.ctx.db, '${user.a')).toEqual([]);
});

import { findOutput } from '../../outputs/store';
import { outputFacade } from './output';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

const GELF = 'org.graylog2.outputs.GelfOutput';

test('round trip with a parameter; bad configuration refused; fingerprint follows edits; delete detaches', async () => {
  const output = await h.call('POST', '/system/outputs', { title: 'to central', type: GELF, configuration: { hostname: 'logs.example.org', port: 12201, protocol: 'TCP' } }, 201);
  const entity = packEntityOf(h, outputFacade, output.id);
  expect(entity.data).toMatchObject({
    title: { '@type': 'string', '@value': 'to central' }, type: { '@type': 'string', '@value': GELF },
    configuration: { hostname: { '@type': 'string', '@value': 'logs.example.org' }, port: { '@type': 'integer', '@value': 12201 } },
  });
  (entity.data.configuration as Record<string, unknown>).hostname = { '@type': 'parameter', '@value': 'HOST' };
  const ic = installContext(h, { defaults: { HOST: 'backup.example.org' } });
  expect(outputFacade.findExisting(entity, ic)).toBeUndefined();
  const created = outputFacade.create(entity, ic);
  const copy = findOutput(h.ctx.db, created.id)!;
  expect(copy).toEqual({ ...output, id: created.id, created_at: copy.created_at, configuration: { ...output.configuration, hostname: 'backup.example.org' } });

  expect(() => outputFacade.create({ ...entity, data: { ...entity.data, type: { '@type': 'string', '@value': 'no.Such' } } }, ic)).toThrow('Invalid output type no.Such');
  expect(() => outputFacade.create({ ...entity, data: { ...entity.data, configuration: { port: { '@type': 'integer', '@value': 99999 } } } }, ic)).toThrow();

  const first = outputFacade.fingerprint(h.fc, output.id);
  await h.call('PUT', `/system/outputs/${output.id}`, { title: 'renamed' });
  expect(outputFacade.fingerprint(h.fc, output.id)).not.toBe(first);

  const stream = await h.call('GET', '/streams');
  const streamId = stream.streams.find((s: { is_default: boolean }) => s.is_default).id;
  await h.call('POST', `/streams/${streamId}/outputs`, { outputs: [created.id] });
  outputFacade.delete(h.fc, created.id);
  expect(findOutput(h.ctx.db, created.id)).toBeUndefined();
  expect((await h.call('GET', `/streams/${streamId}/outputs`)).outputs).toEqual([]);
  expect(outputFacade.listExcerpts(h.fc).map((e) => e.title)).toEqual(['renamed']);
});

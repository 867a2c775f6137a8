import { findConnection, findSource, listSources } from '../../pipelines/store';
import { pipelineFacade } from './pipeline';
import { pipelineRuleFacade } from './pipelineRule';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

const RULE = 'rule "tag cp"\nwhen has_field("app")\nthen\n  set_field("tagged", true);\nend';
const PIPELINE = 'pipeline "cp pipeline"\nstage 0 match either\nrule "tag cp"\nend';

async function defaultIndexSet(): Promise<string> {
  const sets = await h.call('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
  return sets.index_sets.find((set: { default: boolean }) => set.default).id;
}

test('rules: exported as title, description and source; same rule reused, a different one refused; fingerprint and delete', async () => {
  const rule = await h.call('POST', '/system/pipelines/rule', { source: RULE, description: 'tags' });
  const entity = packEntityOf(h, pipelineRuleFacade, rule.id);
  expect(entity.data).toEqual({ title: { '@type': 'string', '@value': 'tag cp' }, description: { '@type': 'string', '@value': 'tags' }, source: { '@type': 'string', '@value': RULE } });
  const ic = installContext(h);
  expect(pipelineRuleFacade.findExisting(entity, ic)).toEqual({ id: rule.id, title: 'tag cp' });
  const changed = { ...entity, data: { ...entity.data, source: { '@type': 'string', '@value': RULE.replace('true', 'false') } } };
  expect(() => pipelineRuleFacade.findExisting(changed, ic)).toThrow('Different pipeline rule sources for pipeline rule with name "tag cp"');
  expect(() => pipelineRuleFacade.create(changed, ic)).toThrow('A rule titled "tag cp" already exists');

  // Under another name (a parameter in the source) it installs.
  const renamed = { ...entity, data: { ...entity.data, source: { '@type': 'parameter', '@value': 'SRC' } } };
  const created = pipelineRuleFacade.create(renamed, installContext(h, { parameters: { SRC: RULE.replace('tag cp', 'tag copy') } }));
  expect(findSource(h.ctx.db, 'rule', created.id)).toMatchObject({ title: 'tag copy', description: 'tags' });
  expect(() => pipelineRuleFacade.create({ ...entity, data: { source: { '@type': 'string', '@value': 'rule "x" when then end' } } }, ic)).toThrow(/does not parse/);

  const first = pipelineRuleFacade.fingerprint(h.fc, rule.id);
  await h.call('PUT', `/system/pipelines/rule/${rule.id}`, { source: RULE, description: 'other' });
  expect(pipelineRuleFacade.fingerprint(h.fc, rule.id)).not.toBe(first);
  pipelineRuleFacade.delete(h.fc, created.id);
  expect(listSources(h.ctx.db, 'rule').map((r) => r.title)).toEqual(['tag cp']);
});

test('pipelines: depend on their rules and streams, install connected to the installed stream, delete disconnects', async () => {
  const rule = await h.call('POST', '/system/pipelines/rule', { source: RULE });
  const pipeline = await h.call('POST', '/system/pipelines/pipeline', { source: PIPELINE, description: 'd' });
  const { stream_id: streamId } = await h.call('POST', '/streams', { title: 's', index_set_id: await defaultIndexSet(), rules: [] }, 201);
  await h.call('POST', '/system/pipelines/connections/to_stream', { stream_id: streamId, pipeline_ids: [pipeline.id] });

  expect(pipelineFacade.dependencies(h.fc, pipeline.id)).toEqual([
    { id: rule.id, type: { name: 'pipeline_rule', version: '1' } }, { id: streamId, type: { name: 'stream', version: '1' } },
  ]);
  const entity = packEntityOf(h, pipelineFacade, pipeline.id, 'p1', { [streamId]: 's1' });
  expect(entity.data.connected_streams).toEqual([{ '@type': 'string', '@value': 's1' }]);
  const pack = [{ v: '1', type: { name: 'pipeline_rule', version: '1' }, id: 'r1', data: { title: { '@type': 'string', '@value': 'tag cp' } }, constraints: [] }];
  expect(pipelineFacade.installDependencies(entity, pack as never)).toEqual(['s1', 'r1']);

  // Installed as a copy connected to another stream (the one this installation made for s1).
  const { stream_id: otherStream } = await h.call('POST', '/streams', { title: 'other', index_set_id: await defaultIndexSet(), rules: [] }, 201);
  entity.data.source = { '@type': 'string', '@value': PIPELINE.replace('cp pipeline', 'cp copy') };
  const ic = installContext(h, { installed: { s1: otherStream } });
  expect(pipelineFacade.findExisting(entity, ic)).toBeUndefined();
  const created = pipelineFacade.create(entity, ic);
  expect(findSource(h.ctx.db, 'pipeline', created.id)).toMatchObject({ title: 'cp copy', description: 'd' });
  expect(findConnection(h.ctx.db, otherStream)?.pipeline_ids).toEqual([created.id]);
  expect(() => pipelineFacade.create(entity, ic)).toThrow('A pipeline titled "cp copy" already exists');
  expect(() => pipelineFacade.create({ ...entity, data: { ...entity.data, source: { '@type': 'string', '@value': PIPELINE.replace('cp pipeline', 'x') }, connected_streams: [{ '@type': 'string', '@value': 'nope' }] } }, ic))
    .toThrow(/referenced stream nope/);

  const first = pipelineFacade.fingerprint(h.fc, pipeline.id);
  await h.call('POST', '/system/pipelines/connections/to_stream', { stream_id: streamId, pipeline_ids: [] });
  expect(pipelineFacade.fingerprint(h.fc, pipeline.id)).not.toBe(first);

  pipelineFacade.delete(h.fc, created.id);
  expect(findSource(h.ctx.db, 'pipeline', created.id)).toBeUndefined();
  expect(findConnection(h.ctx.db, otherStream)?.pipeline_ids ?? []).toEqual([]);
});

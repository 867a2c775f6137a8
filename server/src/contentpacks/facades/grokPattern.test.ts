import { findGrokPattern, findGrokPatternByName } from '../../grok/store';
import { grokPatternFacade } from './grokPattern';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

const TYPE = { name: 'grok_pattern', version: '1' };

test('exports plain name and pattern, depends on the patterns it uses, and installs under a parameter name', async () => {
  const base = await h.call('POST', '/system/grok', { name: 'CP_CODE', pattern: '[A-Z]{3}' }, 201);
  const user = await h.call('POST', '/system/grok', { name: 'CP_TICKET', pattern: '%{CP_CODE}-[0-9]+' }, 201);
  expect(grokPatternFacade.dependencies(h.fc, user.id)).toEqual([{ id: base.id, type: TYPE }]);
  const entity = packEntityOf(h, grokPatternFacade, user.id);
  expect(entity.data).toEqual({ name: 'CP_TICKET', pattern: '%{CP_CODE}-[0-9]+' });

  entity.data.name = { '@type': 'parameter', '@value': 'NAME' };
  const ic = installContext(h, { parameters: { NAME: 'CP_TICKET_COPY' } });
  expect(grokPatternFacade.findExisting(entity, ic)).toBeUndefined();
  const created = grokPatternFacade.create(entity, ic);
  expect(findGrokPattern(h.ctx.db, created.id)).toMatchObject({ name: 'CP_TICKET_COPY', pattern: '%{CP_CODE}-[0-9]+' });
  // The ingest side sees it at once: the grok tester compiles a pattern using it.
  const match = await h.call('POST', '/system/grok/test', { grok_pattern: { name: 'T', pattern: '%{CP_TICKET_COPY:t}' }, sampleData: 'ABC-12' });
  expect(match.t).toBe('ABC-12');
});

test('Graylog-format entity installs; the same pattern is reused, a different one refused', async () => {
  const ic = installContext(h);
  const entity = { v: '1', type: TYPE, id: 'e1', data: { name: 'ACCEPTANCE_CODE', pattern: '[A-Z]{3}-[0-9]+' }, constraints: [] };
  const created = grokPatternFacade.create(entity, ic);
  expect(grokPatternFacade.findExisting(entity, ic)).toEqual({ id: created.id, title: 'ACCEPTANCE_CODE' });
  expect(() => grokPatternFacade.findExisting({ ...entity, data: { name: 'ACCEPTANCE_CODE', pattern: 'x' } }, ic))
    .toThrow('Expected Grok pattern for name "ACCEPTANCE_CODE": <x>; actual Grok pattern: <[A-Z]{3}-[0-9]+>');
});

test('refuses bad names, unknown references and blank patterns without saving', () => {
  const ic = installContext(h);
  const make = (name: unknown, pattern: unknown) => () => grokPatternFacade.create({ v: '1', type: TYPE, id: 'e', data: { name, pattern }, constraints: [] }, ic);
  expect(make('bad name', 'x')).toThrow('may only contain letters, digits and underscores');
  expect(make('CP_X', '%{NOT_THERE}')).toThrow(/Invalid grok pattern CP_X/);
  expect(make('CP_X', '')).toThrow('pattern must not be empty');
  expect(make('CP_X', 5)).toThrow('pattern must be a string');
  expect(findGrokPatternByName(h.ctx.db, 'CP_X')).toBeUndefined();
});

test('fingerprint follows edits; delete removes the pattern unless another uses it', async () => {
  const base = await h.call('POST', '/system/grok', { name: 'CP_CODE', pattern: '[A-Z]{3}' }, 201);
  const first = grokPatternFacade.fingerprint(h.fc, base.id);
  await h.call('PUT', `/system/grok/${base.id}`, { name: 'CP_CODE', pattern: '[A-Z]{4}' });
  expect(grokPatternFacade.fingerprint(h.fc, base.id)).not.toBe(first);

  const user = await h.call('POST', '/system/grok', { name: 'CP_TICKET', pattern: '%{CP_CODE}-[0-9]+' }, 201);
  expect(() => grokPatternFacade.delete(h.fc, base.id)).toThrow('used by CP_TICKET');
  grokPatternFacade.delete(h.fc, user.id);
  grokPatternFacade.delete(h.fc, base.id);
  expect(findGrokPattern(h.ctx.db, base.id)).toBeUndefined();
  expect(grokPatternFacade.fingerprint(h.fc, base.id)).toBeUndefined();
  expect(grokPatternFacade.listExcerpts(h.fc).some((e) => e.title === 'CP_CODE')).toBe(false);
});

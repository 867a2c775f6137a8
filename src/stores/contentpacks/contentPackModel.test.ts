import {
  appliedParametersOf, entityTitle, installationParameters, newContentPack, newRevisionFrom, packConstraints, parameterValueProblem, valuePaths, withParameters,
} from './contentPackModel';
import type { ContentPackEntity, ContentPackRevisionsResponse } from './contentPackTypes';

const stream = (data: { [key: string]: unknown }): ContentPackEntity => ({
  v: '1', type: { name: 'stream', version: '1' }, id: 'e1', data, constraints: [{ type: 'server-version', version: '>=4.0.0' }],
});

describe('contentPackModel', () => {
  it('starts a new pack at v 1, rev 1, a generated UUID and empty texts', () => {
    const pack = newContentPack();
    expect(pack).toEqual(expect.objectContaining({ v: '1', rev: 1, name: '', summary: '', description: '', vendor: '', url: '', parameters: [], entities: [] }));
    expect(pack.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newContentPack().id).not.toBe(pack.id);
  });

  it('makes a new revision from any revision as the latest plus one', () => {
    const response: ContentPackRevisionsResponse = {
      content_pack_revisions: {
        1: { ...newContentPack(), id: 'p', rev: 1, name: 'first' },
        3: { ...newContentPack(), id: 'p', rev: 3, name: 'third' },
      },
      constraints_result: {},
    };
    expect(newRevisionFrom(response, 1)).toEqual(expect.objectContaining({ id: 'p', rev: 4, name: 'first' }));
    expect(newRevisionFrom(response, 2)).toBeUndefined();
  });

  it('titles an entity by its data title, else its name, resolving references and parameters to their default', () => {
    const parameters = [{ name: 'TITLE', title: 'T', description: 'd', type: 'string', default_value: 'From default' }];
    expect(entityTitle(stream({ title: { '@type': 'string', '@value': 'Web' } }))).toBe('Web');
    expect(entityTitle(stream({ name: 'by-name' }))).toBe('by-name');
    expect(entityTitle(stream({ title: { '@type': 'parameter', '@value': 'TITLE' } }), parameters)).toBe('From default');
  });

  it('replaces a chosen value by a parameter reference and leaves every other value as it was', () => {
    const entity = stream({
      title: { '@type': 'string', '@value': 'Web' },
      rules: [{ field: { '@type': 'string', '@value': 'source' }, value: { '@type': 'string', '@value': 'web-1' } }],
      disabled: { '@type': 'boolean', '@value': false },
    });
    expect(valuePaths(entity.data).map((path) => path.path)).toEqual(['disabled', 'rules.0.field', 'rules.0.value', 'title']);

    const applied = withParameters(entity, [{ configKey: 'rules.0.value', paramName: 'HOST' }]);

    expect(applied.data).toEqual({
      title: { '@type': 'string', '@value': 'Web' },
      rules: [{ field: { '@type': 'string', '@value': 'source' }, value: { '@type': 'parameter', '@value': 'HOST' } }],
      disabled: { '@type': 'boolean', '@value': false },
    });
    expect(entity.data.rules).toEqual([{ field: { '@type': 'string', '@value': 'source' }, value: { '@type': 'string', '@value': 'web-1' } }]);
    expect(appliedParametersOf(applied)).toEqual([{ configKey: 'rules.0.value', paramName: 'HOST' }]);
  });

  it('sends installation values as references of the parameter type', () => {
    const parameters = [
      { name: 'PORT', title: 'Port', description: '', type: 'integer', default_value: 5044 },
      { name: 'RATIO', title: 'Ratio', description: '', type: 'double' },
      { name: 'ON', title: 'On', description: '', type: 'boolean' },
      { name: 'HOST', title: 'Host', description: '', type: 'string' },
    ];
    expect(installationParameters(parameters, { PORT: '5555', RATIO: '0.5', ON: 'false', HOST: 'web' })).toEqual({
      PORT: { '@type': 'integer', '@value': 5555 },
      RATIO: { '@type': 'double', '@value': 0.5 },
      ON: { '@type': 'boolean', '@value': false },
      HOST: { '@type': 'string', '@value': 'web' },
    });
    expect(parameterValueProblem('integer', '12.5')).toBe('This is not an integer value.');
    expect(parameterValueProblem('double', 'abc')).toBe('This is not a double value.');
    expect(parameterValueProblem('boolean', 'yes')).toMatch(/either true or false/);
    expect(parameterValueProblem('integer', '-3')).toBeUndefined();
  });

  it('lists each constraint of the entities once', () => {
    const a = stream({});
    const b = { ...stream({}), id: 'e2', constraints: [{ type: 'server-version', version: '>=4.0.0' }, { type: 'plugin-version', plugin: 'x', version: '1' }] };
    expect(packConstraints([a, b])).toEqual([{ type: 'server-version', version: '>=4.0.0' }, { type: 'plugin-version', plugin: 'x', version: '1' }]);
  });
});

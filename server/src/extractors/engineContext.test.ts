// The lookup table extractor and converter through real lookup tables: compiled against the stored tables,
// answering their values, and fetching network answers through the processor's rounds.
import { lookupServiceFor } from '../lookup/service';
import { startHttpServer, type TestHttpServer } from '../lookup/testHttpServer';
import { makeLookupTestApi, quietAdapterLogs, type LookupTestApi } from '../lookup/testSupport';
import type { MessageFields } from '../messages/types';
import { compileExtractor } from './engine';
import { engineContext } from './engineContext';
import { ExtractorStats } from './metrics';
import type { ExtractorDefinition } from './types';

function definition(overrides: Partial<ExtractorDefinition>): ExtractorDefinition {
  return {
    id: 'e1',
    title: 'Lookup',
    type: 'lookup_table',
    cursor_strategy: 'copy',
    source_field: 'ip',
    target_field: 'country',
    extractor_config: { lookup_table_name: 'countries' },
    creator_user_id: 'admin',
    converters: [],
    condition_type: 'none',
    condition_value: '',
    order: 0,
    ...overrides,
  };
}

describe('lookup tables for extractors', () => {
  let t: LookupTestApi;
  quietAdapterLogs();

  beforeEach(async () => {
    t = await makeLookupTestApi();
    const file = t.writeFile('countries.csv', 'ip,country\n10.0.0.1,DE\n10.0.0.2,FR\n');
    await t.table('countries', { type: 'csvfile', path: file, separator: ',', quotechar: '"', key_column: 'ip', value_column: 'country', check_interval: 60 });
  });

  afterEach(async () => {
    await t.close();
  });

  const compile = (overrides: Partial<ExtractorDefinition>) => compileExtractor(definition(overrides), engineContext(t.ctx), new ExtractorStats(t.clock.now));

  it('the extractor writes the table\'s value for the source field, nothing for an unknown key', () => {
    const extractor = compile({});
    const known: MessageFields = { message: 'm', ip: '10.0.0.2' };
    const unknown: MessageFields = { message: 'm', ip: '10.9.9.9' };
    extractor.apply(known);
    extractor.apply(unknown);
    expect(known.country).toBe('FR');
    expect(unknown).not.toHaveProperty('country');
  });

  it('the converter replaces a known value and keeps an unknown one', () => {
    const extractor = compile({
      type: 'copy_input',
      source_field: 'ip',
      target_field: 'where',
      extractor_config: {},
      converters: [{ type: 'lookup_table', config: { lookup_table_name: 'countries' } }],
    });
    const known: MessageFields = { message: 'm', ip: '10.0.0.1' };
    const unknown: MessageFields = { message: 'm', ip: '10.0.0.9' };
    extractor.apply(known);
    extractor.apply(unknown);
    expect(known.where).toBe('DE');
    expect(unknown.where).toBe('10.0.0.9');
  });

  it('refuses a table that does not exist when compiling', () => {
    expect(() => compile({ extractor_config: { lookup_table_name: 'nope' } })).toThrow('Lookup table nope does not exist');
  });

  describe('with a network adapter', () => {
    let server: TestHttpServer;

    beforeEach(async () => {
      t.allowLocalUrls();
      server = await startHttpServer((path) => [200, JSON.stringify({ owner: `owner of ${path.slice(1)}` })]);
      await t.table('owners', { type: 'httpjsonpath', url: `${server.url}/\${key}`, single_value_jsonpath: '$.owner', user_agent: 'test' });
    });

    afterEach(async () => {
      await server.close();
    });

    it('gets the answer once the processor reruns the batch after the fetch', async () => {
      const extractor = compile({ source_field: 'host', target_field: 'owner', extractor_config: { lookup_table_name: 'owners' } });
      const service = lookupServiceFor(t.ctx);
      expect(service.needsRounds()).toBe(true);
      const original: MessageFields[] = [{ message: 'm', host: 'web1' }, { message: 'm', host: 'db1' }];
      let batch = original.map((fields) => ({ ...fields }));
      const result = await service.runRounds(
        () => {
          for (const fields of batch) extractor.apply(fields);
          return batch;
        },
        () => {
          batch = original.map((fields) => ({ ...fields }));
        },
      );
      expect(result.map((fields) => fields.owner)).toEqual(['owner of web1', 'owner of db1']);
      expect(server.requests).toHaveLength(2);
    });
  });
});

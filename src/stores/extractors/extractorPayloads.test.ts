import { extractorFixture } from 'fixtures/extractorFixtures';

import { importedExtractorRequest, toExtractorsExport, toExtractorRequest } from './extractorPayloads';

describe('extractor payloads', () => {
  it('exports in the format Graylog exports: extractor_type, cursor_strategy, the converter list; no server bookkeeping', () => {
    const exported = toExtractorsExport([extractorFixture({ converters: [{ type: 'numeric', config: {} }] })]);

    expect(exported.version).toBe('4.0.0');
    expect(exported.extractors).toEqual([{
      title: 'Client address', extractor_type: 'regex', converters: [{ type: 'numeric', config: {} }], order: 0,
      cursor_strategy: 'copy', source_field: 'message', target_field: 'client_ip', extractor_config: { regex_value: 'client=(\\S+)' },
      condition_type: 'none', condition_value: '',
    }]);
  });

  it('imports what it exports as the same request a create would send', () => {
    const extractor = extractorFixture({ converters: [{ type: 'csv', config: { column_header: 'a,b' } }], condition_type: 'string', condition_value: 'x' });
    const [entry] = toExtractorsExport([extractor]).extractors;
    expect(importedExtractorRequest(JSON.parse(JSON.stringify(entry)))).toEqual(toExtractorRequest(extractor));
  });

  it('imports request bodies and GET answers too, with the defaults for what is missing', () => {
    expect(importedExtractorRequest({ title: 'A', type: 'copy_input', cut_or_copy: 'cut', converters: { lowercase: {} }, condition_value: 'dropped' })).toEqual({
      title: 'A', cut_or_copy: 'cut', source_field: '', target_field: '', extractor_type: 'copy_input', extractor_config: {},
      converters: { lowercase: {} }, condition_type: 'none', condition_value: '', order: 0,
    });
  });

  it('refuses an entry that is not an object', () => {
    expect(() => importedExtractorRequest(['grok'])).toThrow('not an extractor');
    expect(() => importedExtractorRequest(null)).toThrow('not an extractor');
  });
});

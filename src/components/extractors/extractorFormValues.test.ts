import { FetchError } from '@/logic/errors/FetchError';

import { emptyExtractorFormValues, extractorFormValuesOf, refusalForForm, toExtractorDraft, validateExtractor } from './extractorFormValues';
import { parseExtractorsJson } from './extractorsImport';
import { newExtractorPath, readNewExtractorOptions } from './newExtractorPath';
import { extractorFixture } from 'fixtures/extractorFixtures';

describe('extractor form values', () => {
  it('start as a copy without a condition, and save only the chosen type\'s settings', () => {
    const values = { ...emptyExtractorFormValues('regex', 'message'), title: ' Client ', target_field: 'client', regex_value: 'c=(\\S+)', grok_pattern: '%{IP:x}' };
    expect(toExtractorDraft(values, { order: 3 })).toEqual({
      title: 'Client', type: 'regex', cursor_strategy: 'copy', source_field: 'message', target_field: 'client',
      extractor_config: { regex_value: 'c=(\\S+)' }, converters: [], condition_type: 'none', condition_value: '', order: 3,
    });
  });

  it('leave the target field empty for types that name their own fields, and drop the condition value without a condition', () => {
    const values = { ...emptyExtractorFormValues('json'), target_field: 'left over', condition_value: 'stale' };
    const draft = toExtractorDraft(values, { order: 0 });
    expect(draft.target_field).toBe('');
    expect(draft.condition_value).toBe('');
    expect(draft.extractor_config).toEqual({
      flatten: false, list_separator: ', ', key_separator: '_', kv_separator: '=', key_prefix: '', replace_key_whitespace: false, key_whitespace_replacement: '_',
    });
  });

  it('read an existing extractor back unchanged', () => {
    const extractor = extractorFixture({
      type: 'substring', extractor_config: { begin_index: 2, end_index: 5 }, cursor_strategy: 'cut', condition_type: 'regex', condition_value: '^a',
      converters: [{ type: 'numeric', config: {} }], order: 7,
    });
    const { id: _id, metrics: _m, exceptions: _e, converter_exceptions: _c, creator_user_id: _u, ...expected } = extractor;
    expect(toExtractorDraft(extractorFormValuesOf(extractor), { order: 7 })).toEqual(expected);
  });

  it('keep the settings of a type the form cannot edit', () => {
    const extractor = extractorFixture({ type: 'lookup_table', extractor_config: { lookup_table_name: 'hosts' } });
    expect(toExtractorDraft(extractorFormValuesOf(extractor), { order: 0, keptConfig: extractor.extractor_config }).extractor_config)
      .toEqual({ lookup_table_name: 'hosts' });
  });

  it('are checked for what each type needs', () => {
    expect(validateExtractor({ ...emptyExtractorFormValues('grok'), title: 'x' })).toEqual({ grok_pattern: 'Grok pattern is required.' });
    expect(validateExtractor({ ...emptyExtractorFormValues('substring'), title: 'x', target_field: 'y', begin_index: 4, end_index: 4 }))
      .toEqual({ end_index: 'Enter a whole number greater than the begin index.' });
    expect(validateExtractor({ ...emptyExtractorFormValues('split_and_index'), title: 'x', target_field: 'y', split_by: ' ', index: 0 }))
      .toEqual({ index: 'Enter a whole number from 1 (the first part) up.' });
    expect(validateExtractor({ ...emptyExtractorFormValues('copy_input'), title: 'x', target_field: 'y', condition_type: 'regex' }))
      .toEqual({ condition_value: 'Enter the regular expression the field must match.' });
  });
});

describe('refusalForForm', () => {
  const fieldsOf = (error: unknown) => (error instanceof FetchError ? (error.body as { errors?: unknown }).errors : undefined);

  it('renames request fields to the form\'s', () => {
    const refusal = new FetchError('Bad Request', 400, {
      message: 'refused', failed: true,
      errors: { extractor_type: ['unknown'], cut_or_copy: ['bad'], 'extractor_config.regex': ['Unclosed group'], 'converters.date.date_format': ['bad format'], title: ['taken'] },
    });
    expect(fieldsOf(refusalForForm(refusal, 'regex_replace'))).toEqual({
      type: ['unknown'], cursor_strategy: ['bad'], regex: ['Unclosed group'], converters: ['bad format'], title: ['taken'],
    });
  });

  it('puts a converter\'s reasons at the converters', () => {
    const refusal = new FetchError('Bad Request', 400, { failed: true, errors: { date_format: ['Converter date: Illegal pattern'] } });
    expect(fieldsOf(refusalForForm(refusal, 'regex'))).toEqual({ converters: ['Converter date: Illegal pattern'] });
    const splitBy = new FetchError('Bad Request', 400, { failed: true, errors: { split_by: ['Converter split_and_count: Missing split_by'] } });
    expect(fieldsOf(refusalForForm(splitBy, 'split_and_index'))).toEqual({ converters: ['Converter split_and_count: Missing split_by'] });
    const own = new FetchError('Bad Request', 400, { failed: true, errors: { split_by: ['split_by must be a string'] } });
    expect(fieldsOf(refusalForForm(own, 'split_and_index'))).toEqual({ split_by: ['split_by must be a string'] });
  });

  it('puts a reason about the whole configuration at the type\'s first setting', () => {
    const refusal = new FetchError('Bad Request', 400, { failed: true, errors: { extractor_config: ['Invalid pattern'] } });
    expect(fieldsOf(refusalForForm(refusal, 'grok'))).toEqual({ grok_pattern: ['Invalid pattern'] });
  });

  it('places Graylog\'s message-only "Invalid extractor type provided" at the type, and leaves anything else alone', () => {
    expect(fieldsOf(refusalForForm(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Invalid extractor type provided' }), 'grok')))
      .toEqual({ type: ['Invalid extractor type provided'] });
    const other = new FetchError('Internal Server Error', 500, { message: 'boom' });
    expect(refusalForForm(other, 'grok')).toBe(other);
  });
});

describe('lookup table extractors and converters', () => {
  it('keep the table\'s name in the configuration and require one', () => {
    const values = { ...emptyExtractorFormValues('lookup_table', 'ip'), title: 'Country', target_field: 'country', lookup_table_name: 'countries' };
    expect(toExtractorDraft(values, { order: 0 }).extractor_config).toEqual({ lookup_table_name: 'countries' });
    expect(validateExtractor({ ...values, lookup_table_name: '' }).lookup_table_name).toBe('Choose the lookup table to look the field up in.');
    const converters = [{ type: 'lookup_table', config: { lookup_table_name: '' } }];
    expect(validateExtractor({ ...values, converters }).converters).toBe('The Lookup Table converter needs a lookup table.');
  });

  it('put a missing table at the extractor\'s field, or at the converters when the converter names it', () => {
    const refused = (reason: string) => new FetchError('Bad Request', 400, { failed: true, errors: { lookup_table_name: [reason] } });
    expect(refusalForForm(refused('Lookup table geo does not exist'), 'lookup_table')).toMatchObject({ body: { errors: { lookup_table_name: ['Lookup table geo does not exist'] } } });
    expect(refusalForForm(refused('Converter lookup_table: Lookup table geo does not exist'), 'lookup_table'))
      .toMatchObject({ body: { errors: { converters: ['Converter lookup_table: Lookup table geo does not exist'] } } });
    expect(refusalForForm(refused('Lookup table geo does not exist'), 'regex')).toMatchObject({ body: { errors: { converters: ['Lookup table geo does not exist'] } } });
  });
});

describe('parseExtractorsJson', () => {
  it('reads the extractors of an export', () => {
    expect(parseExtractorsJson('{"extractors": [{"title": "a"}], "version": "4.0.0"}')).toEqual({ extractors: [{ title: 'a' }] });
  });

  it.each([
    ['', 'Paste the JSON of an extractors export.'],
    ['{"extractors": [', /^This is not valid JSON: /],
    ['[{"title": "a"}]', /needs an "extractors" list/],
    ['{"extractors": {}}', /needs an "extractors" list/],
    ['{"extractors": []}', 'The "extractors" list is empty: there is nothing to import.'],
  ])('explains what is wrong with %j', (text, expected) => {
    const parsed = parseExtractorsJson(text);
    expect('error' in parsed && parsed.error).toEqual(typeof expected === 'string' ? expected : expect.stringMatching(expected));
  });
});

describe('newExtractorPath', () => {
  it('names type, field and example message in the query, and reads them back', () => {
    const path = newExtractorPath('in 1', 'n1', { extractorType: 'grok', field: 'full message', exampleIndex: 'graylog_0', exampleId: 'a&b' });
    expect(path).toBe('/system/inputs/in%201/n1/extractors/new?extractor_type=grok&field=full%20message&example_index=graylog_0&example_id=a%26b');
    expect(readNewExtractorOptions(path.slice(path.indexOf('?')))).toEqual({ extractorType: 'grok', field: 'full message', exampleIndex: 'graylog_0', exampleId: 'a&b' });
    expect(newExtractorPath('in1', 'n1')).toBe('/system/inputs/in1/n1/extractors/new');
  });
});

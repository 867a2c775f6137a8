import { addField, isReservedField } from './fields';

describe('addField', () => {
  it('trims keys and string values, and skips empty strings and nulls', () => {
    const fields: Record<string, unknown> = {};
    expect(addField(fields, ' user ', '  alice ')).toBe(true);
    expect(addField(fields, 'empty', '   ')).toBe(false);
    expect(addField(fields, 'nothing', null)).toBe(false);
    expect(addField(fields, 'count', 0)).toBe(true);
    expect(fields).toEqual({ user: 'alice', count: 0 });
  });

  it('refuses invalid keys and Elasticsearch’s own fields', () => {
    const fields: Record<string, unknown> = {};
    expect(addField(fields, 'has space', 'x')).toBe(false);
    expect(addField(fields, '_id', 'x')).toBe(false);
    expect(addField(fields, 'a.b-c@d', 'x')).toBe(true);
    expect(addField(fields, 'source', 'x')).toBe(true);
    expect(fields).toEqual({ 'a.b-c@d': 'x', source: 'x' });
  });

  it('knows Graylog’s reserved fields', () => {
    expect(isReservedField('gl2_source_input')).toBe(true);
    expect(isReservedField('message')).toBe(true);
    expect(isReservedField('user')).toBe(false);
  });
});

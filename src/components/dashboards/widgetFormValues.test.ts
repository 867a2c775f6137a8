import { initialWidgetValues, parseFieldList, validateWidget, widgetFromValues } from './widgetFormValues';
import type { SupportedWidget } from './widgetModel';

describe('widget form values', () => {
  it('starts a new widget as a count over the last hour', () => {
    expect(initialWidgetValues(undefined)).toEqual({
      kind: 'count', title: '', query: '', timerange: { type: 'relative', range: 3600 }, field: '', limit: 10, fields: 'timestamp, source, message',
    });
  });

  it('builds a widget from the values, with a title that says what it shows when none is given', () => {
    const widget = widgetFromValues({
      kind: 'terms', title: '  ', query: ' level:3 ', timerange: { type: 'relative', range: 900 }, field: ' source ', limit: 5, fields: '',
    }, undefined);
    expect(widget).toMatchObject({ kind: 'terms', title: 'Top values of source', query: 'level:3', field: 'source', limit: 5, timerange: { type: 'relative', range: 900 } });
    expect(widget.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('keeps the id, streams and any kind of range when editing', () => {
    const existing: SupportedWidget = {
      id: 'w1', kind: 'messages', title: 'Latest', query: '', streams: ['s1'], fields: ['source'],
      timerange: { type: 'keyword', keyword: 'yesterday' },
    };
    const values = initialWidgetValues(existing);
    expect(values.timerange).toEqual({ type: 'keyword', keyword: 'yesterday' });
    expect(widgetFromValues({ ...values, fields: 'source, message, source' }, existing)).toEqual({
      ...existing, fields: ['source', 'message'],
    });
    const absolute = { type: 'absolute' as const, from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' };
    expect(widgetFromValues({ ...values, timerange: absolute }, existing).timerange).toEqual(absolute);
  });

  it('checks what each kind needs', () => {
    const base = initialWidgetValues(undefined);
    expect(validateWidget(base)).toEqual({});
    expect(validateWidget({ ...base, kind: 'terms', field: '', limit: 0 })).toEqual({ field: 'Field is required.', limit: 'Show between 1 and 100 values.' });
    expect(validateWidget({ ...base, kind: 'terms', field: 'a b', limit: 10 }).field).toMatch(/letters, digits/);
    expect(validateWidget({ ...base, kind: 'messages', fields: ' , ' })).toEqual({ fields: 'Name at least one field.' });
    expect(parseFieldList('a, b ,, a')).toEqual(['a', 'b']);
  });
});

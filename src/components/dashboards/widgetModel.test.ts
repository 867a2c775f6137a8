import type { ViewWidget } from '@/stores/views/ViewsStore';

import type { SupportedWidget } from './widgetModel';
import { fromViewWidget, toViewWidget } from './widgetModel';

const common = { id: 'w1', title: 'Errors', query: 'level:3', timerange: { type: 'relative' as const, range: 900 }, streams: [] };

describe('widget model', () => {
  const widgets: Array<SupportedWidget> = [
    { ...common, kind: 'count' },
    { ...common, kind: 'histogram' },
    { ...common, kind: 'messages', fields: ['timestamp', 'source'] },
    { ...common, kind: 'terms', field: 'source', limit: 7 },
  ];

  it.each(widgets.map((widget) => [widget.kind, widget]))('stores a %s widget as Graylog does and reads it back unchanged', (_kind, widget) => {
    const stored = toViewWidget(widget);
    expect(stored.query).toEqual({ type: 'elasticsearch', query_string: 'level:3' });
    expect(stored.timerange).toEqual({ type: 'relative', range: 900 });
    expect(fromViewWidget(stored, 'Errors')).toEqual(widget);
  });

  it('uses Graylog widget types and visualizations', () => {
    expect(toViewWidget(widgets[0])).toMatchObject({ type: 'aggregation', config: { row_pivots: [], visualization: 'numeric' } });
    expect(toViewWidget(widgets[1])).toMatchObject({ type: 'aggregation', config: { row_pivots: [{ field: 'timestamp', type: 'time' }], visualization: 'bar' } });
    expect(toViewWidget(widgets[2])).toMatchObject({ type: 'messages', config: { fields: ['timestamp', 'source'] } });
    expect(toViewWidget(widgets[3])).toMatchObject({
      type: 'aggregation', config: { row_pivots: [{ field: 'source', type: 'values', config: { limit: 7 } }], visualization: 'table' },
    });
  });

  it('fills in what a widget stored elsewhere leaves out', () => {
    const stored: ViewWidget = { id: 'w2', type: 'messages', config: {}, streams: [] };
    expect(fromViewWidget(stored, undefined)).toEqual({
      id: 'w2', kind: 'messages', title: 'Messages', query: '', timerange: { type: 'relative', range: 300 }, streams: [],
      fields: ['timestamp', 'source', 'message'],
    });
    const terms = fromViewWidget({ id: 'w3', type: 'aggregation', config: { row_pivots: [{ field: 'level', type: 'values' }] }, streams: [] }, '  ');
    expect(terms).toMatchObject({ kind: 'terms', field: 'level', limit: 10, title: 'Top values of level' });
  });

  it('keeps widgets it cannot show exactly as they were stored', () => {
    const stored: ViewWidget = {
      id: 'w4', type: 'aggregation', config: { row_pivots: [{ field: 'x', type: 'geo' }], visualization: 'map' }, streams: ['s1'],
    };
    const widget = fromViewWidget(stored, undefined);
    expect(widget).toMatchObject({ kind: 'unsupported', title: 'Unsupported widget (aggregation)' });
    expect(toViewWidget(widget)).toBe(stored);
    expect(fromViewWidget({ id: 'w5', type: 'events', config: {}, streams: [] }, 'Events').kind).toBe('unsupported');
  });
});

import type { PivotSearchType } from '@/stores/search/searchTypes';

import type { DashboardContent } from './dashboardContent';
import { contentFingerprint, dashboardContentOf, dashboardStorage, newDashboard, positionBelowOthers, positionForNewWidget } from './dashboardContent';
import { toViewWidget } from './widgetModel';
import type { SupportedWidget } from './widgetModel';
import { emptyViewState, viewFixture } from 'fixtures/viewsFixtures';

const count: SupportedWidget = { id: 'a', kind: 'count', title: 'Count', query: 'level:3', timerange: { type: 'relative', range: 600 }, streams: [] };
const terms: SupportedWidget = { id: 'b', kind: 'terms', title: 'Sources', query: '', timerange: { type: 'relative', range: 3600 }, streams: [], field: 'source', limit: 5 };

describe('dashboard content', () => {
  it('stores one query whose search types carry each widget query and range, mapped from the widgets', () => {
    const content: DashboardContent = {
      widgets: [count, terms],
      positions: { a: { col: 1, row: 1, width: 4, height: 3 }, b: { col: 5, row: 1, width: 4, height: 5 } },
    };
    const { search, queryId, state } = dashboardStorage(content);

    expect(search.queries.map((query) => query.id)).toEqual([queryId]);
    const [query] = search.queries;
    expect(query.search_types).toHaveLength(2);
    const [countType, termsType] = query.search_types as Array<PivotSearchType>;
    expect(countType).toMatchObject({ type: 'pivot', row_groups: [], query: { query_string: 'level:3' }, timerange: { type: 'relative', range: 600 } });
    expect(termsType).toMatchObject({ type: 'pivot', row_groups: [{ type: 'values', field: 'source', limit: 5 }], timerange: { range: 3600 } });
    expect(state.widget_mapping).toEqual({ a: [countType.id], b: [termsType.id] });
    expect(state.positions).toEqual(content.positions);
    expect(state.titles).toEqual({ widget: { a: 'Count', b: 'Sources' } });
    expect(state.widgets).toEqual([toViewWidget(count), toViewWidget(terms)]);
  });

  it('reads the widgets and positions of the first page, fitting stored positions to the grid', () => {
    const view = viewFixture({
      type: 'DASHBOARD',
      state: {
        q1: emptyViewState({
          widgets: [toViewWidget(count), toViewWidget(terms)],
          titles: { widget: { a: 'Count' } },
          positions: { a: { col: 1, row: 1, width: Infinity, height: 3 } },
        }),
      },
    });
    const content = dashboardContentOf(view);
    expect(content.widgets.map((widget) => widget.title)).toEqual(['Count', 'Top values of source']);
    // Infinity (Graylog's "to the end") is the full width; a widget without a position goes below the others.
    expect(content.positions).toEqual({ a: { col: 1, row: 1, width: 12, height: 3 }, b: { col: 1, row: 4, width: 4, height: 5 } });
  });

  it('places a new widget in the first free place, left to right and top to bottom', () => {
    expect(positionForNewWidget({}, 'histogram')).toEqual({ col: 1, row: 1, width: 8, height: 4 });
    // Beside the first widget while the row has room.
    const first = { col: 1, row: 1, width: 4, height: 4 };
    expect(positionForNewWidget({ a: first }, 'count')).toEqual({ col: 5, row: 1, width: 4, height: 4 });
    expect(positionForNewWidget({ a: first }, 'histogram')).toEqual({ col: 5, row: 1, width: 8, height: 4 });
    expect(positionForNewWidget({ a: first, b: { col: 5, row: 1, width: 4, height: 4 } }, 'terms')).toEqual({ col: 9, row: 1, width: 4, height: 5 });
    // A gap left by a removed widget is filled before a new row is started.
    expect(positionForNewWidget({ a: first, c: { col: 9, row: 1, width: 4, height: 4 } }, 'count')).toEqual({ col: 5, row: 1, width: 4, height: 4 });
    // Too wide for the gap beside the others: the first row where it fits.
    expect(positionForNewWidget({ a: { col: 1, row: 1, width: 4, height: 3 }, b: { col: 5, row: 2, width: 4, height: 5 } }, 'histogram'))
      .toEqual({ col: 1, row: 7, width: 8, height: 4 });
    expect(positionForNewWidget({ a: { col: 1, row: 1, width: 4, height: 3 }, b: { col: 5, row: 2, width: 4, height: 5 } }, 'count'))
      .toEqual({ col: 9, row: 1, width: 4, height: 4 });
    // A full row: below it.
    expect(positionForNewWidget({ a: { col: 1, row: 1, width: 12, height: 6 } }, 'count')).toEqual({ col: 1, row: 7, width: 4, height: 4 });
  });

  it('puts a stored widget without a position below the others', () => {
    expect(positionBelowOthers({ a: { col: 1, row: 1, width: 4, height: 3 }, b: { col: 5, row: 2, width: 4, height: 5 } }, 'messages'))
      .toEqual({ col: 1, row: 7, width: 12, height: 6 });
  });

  it('tells changed content from unchanged by fingerprint', () => {
    const content: DashboardContent = { widgets: [count], positions: { a: { col: 1, row: 1, width: 4, height: 3 } } };
    const same: DashboardContent = { widgets: [{ ...count }], positions: { a: { col: 1, row: 1, width: 4, height: 3 } } };
    expect(contentFingerprint(same)).toBe(contentFingerprint(content));
    expect(contentFingerprint({ ...content, positions: { a: { col: 2, row: 1, width: 4, height: 3 } } })).not.toBe(contentFingerprint(content));
    expect(contentFingerprint({ ...content, widgets: [{ ...count, title: 'Other' }] })).not.toBe(contentFingerprint(content));
  });

  it('makes a new, empty dashboard: its details, a search with one query and no search types, and the state for that query', () => {
    const { view, search, state } = newDashboard({ title: 'Ops', summary: 's', description: 'd' });
    expect(view).toEqual({ type: 'DASHBOARD', title: 'Ops', summary: 's', description: 'd', properties: [], requires: {} });
    expect(search.queries).toHaveLength(1);
    expect(search.queries[0].search_types).toEqual([]);
    expect(Object.keys(state)).toEqual([search.queries[0].id]);
    expect(state[search.queries[0].id]).toMatchObject({ widgets: [], formatting: { highlighting: [] } });
  });
});

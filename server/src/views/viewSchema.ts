// The wire shape of a view (Graylog 4's ViewDTO): a saved search or a dashboard over a stored search,
// with a ViewState per query (selected fields, widgets, which search types each widget reads, grid
// positions, titles). Widget configs are kept as the client wrote them; the server reads them only for
// the legacy /dashboards calls.
import { Type, type Static } from '@sinclair/typebox';
import { OBJECT_ID_PATTERN } from '../http/ids';
import { BackendQuerySchema, TimeRangeSchema } from './searchSchema';

const Key = Type.String({ minLength: 1, maxLength: 200 });
// Graylog's Position: a whole number, or "Infinity" for "to the end" (a widget as wide as the grid).
const PositionValue = Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Literal('Infinity')]);

export const WidgetPositionSchema = Type.Object({ col: PositionValue, row: PositionValue, height: PositionValue, width: PositionValue });
export type WidgetPosition = Static<typeof WidgetPositionSchema>;

export const WidgetSchema = Type.Object({
  id: Key,
  type: Type.String({ minLength: 1, maxLength: 100 }),
  filter: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()])),
  timerange: Type.Optional(Type.Union([TimeRangeSchema, Type.Null()])),
  query: Type.Optional(Type.Union([BackendQuerySchema, Type.Null()])),
  streams: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
  config: Type.Record(Type.String({ maxLength: 200 }), Type.Unknown()),
});
export type Widget = Static<typeof WidgetSchema>;

export const ViewStateSchema = Type.Object({
  selected_fields: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000 }), Type.Null()])),
  static_message_list_id: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  titles: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Record(Key, Type.String({ maxLength: 1000 })))),
  widgets: Type.Optional(Type.Array(WidgetSchema, { maxItems: 500 })),
  widget_mapping: Type.Optional(Type.Record(Key, Type.Array(Key, { maxItems: 100 }))),
  positions: Type.Optional(Type.Record(Key, WidgetPositionSchema)),
  formatting: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 100 }), Type.Unknown()), Type.Null()])),
  display_mode_settings: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 100 }), Type.Unknown()), Type.Null()])),
});
export type ViewStateInput = Static<typeof ViewStateSchema>;

export const ViewBody = Type.Object({
  id: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  type: Type.Union([Type.Literal('SEARCH'), Type.Literal('DASHBOARD')]),
  title: Type.String({ maxLength: 1000 }),
  summary: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 100_000 }), Type.Null()])),
  search_id: Type.String({ pattern: OBJECT_ID_PATTERN }),
  properties: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
  requires: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), Type.Unknown())),
  state: Type.Optional(Type.Record(Key, ViewStateSchema)),
  owner: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  created_at: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});
export type ViewBody = Static<typeof ViewBody>;

/** A view state with every field present, as stored and answered. */
export interface ViewState {
  selected_fields: string[] | null;
  static_message_list_id: string | null;
  titles: Record<string, Record<string, string>>;
  widgets: Widget[];
  widget_mapping: Record<string, string[]>;
  positions: Record<string, WidgetPosition>;
  formatting: Record<string, unknown> | null;
  display_mode_settings: Record<string, unknown>;
}

export function completeState(state: ViewStateInput): ViewState {
  return {
    selected_fields: state.selected_fields ?? null,
    static_message_list_id: state.static_message_list_id ?? null,
    titles: state.titles ?? {},
    widgets: state.widgets ?? [],
    widget_mapping: state.widget_mapping ?? {},
    positions: state.positions ?? {},
    formatting: state.formatting ?? null,
    display_mode_settings: state.display_mode_settings ?? { positions: {} },
  };
}

// The parts of a view's state that saved searches and dashboards write alike, as Graylog 4 stores them: the
// state of one query, and the config of a message list widget. Fields this console does not use get
// Graylog's neutral values, so Graylog opens what is saved here.
import type { ViewState } from './ViewsStore';

/** What a query's state holds besides Graylog's neutral values. */
export type ViewStateParts = Pick<ViewState, 'widgets' | 'widget_mapping' | 'positions'> & Partial<Pick<ViewState, 'selected_fields' | 'titles'>>;

export const viewState = ({ selected_fields = null, titles = {}, widgets, widget_mapping, positions }: ViewStateParts): ViewState => ({
  selected_fields,
  titles,
  widgets,
  widget_mapping,
  positions,
  static_message_list_id: null,
  formatting: { highlighting: [] },
  display_mode_settings: { positions: {} },
});

/** The config of a `messages` widget: its columns, newest first, with the message row below each one or not. */
export const messagesWidgetConfig = (fields: Array<string>, showMessageRow: boolean): Record<string, unknown> => ({
  fields,
  show_message_row: showMessageRow,
  decorators: [],
  sort: [{ type: 'pivot', field: 'timestamp', direction: 'Descending' }],
});

// The add/edit widget form's values and their way to and from a widget.
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import { newId } from '@/stores/search/searchBuilders';
import type { TimeRange } from '@/stores/search/searchTypes';

import type { SupportedWidget, WidgetKind } from './widgetModel';
import { DEFAULT_MESSAGE_FIELDS, DEFAULT_TERMS_LIMIT, DEFAULT_WIDGET_RANGE, defaultWidgetTitle, MAX_TERMS_LIMIT } from './widgetModel';

export type WidgetFormValues = {
  kind: string,
  title: string,
  query: string,
  timerange: TimeRange,
  field: string,
  limit: number | undefined,
  /** Comma-separated field names of a message table. */
  fields: string,
};

export const initialWidgetValues = (widget: SupportedWidget | undefined, kind: WidgetKind = 'count'): WidgetFormValues => ({
  kind: widget?.kind ?? kind,
  title: widget?.title ?? '',
  query: widget?.query ?? '',
  timerange: widget?.timerange ?? DEFAULT_WIDGET_RANGE,
  field: widget?.kind === 'terms' ? widget.field : '',
  limit: widget?.kind === 'terms' ? widget.limit : DEFAULT_TERMS_LIMIT,
  fields: (widget?.kind === 'messages' ? widget.fields : DEFAULT_MESSAGE_FIELDS).join(', '),
});

export const parseFieldList = (text: string): Array<string> => Array.from(new Set(
  text.split(',').map((field) => field.trim()).filter((field) => field !== ''),
));

const FIELD_NAME = /^[\w.@-]+$/;

export const validateWidget = (values: WidgetFormValues): FieldErrors<WidgetFormValues> => {
  const errors: FieldErrors<WidgetFormValues> = {};
  if (values.kind === 'terms') {
    if (isBlank(values.field)) errors.field = 'Field is required.';
    else if (!FIELD_NAME.test(values.field.trim())) errors.field = 'A field name has letters, digits, and . _ @ - only.';
    if (values.limit === undefined || !Number.isInteger(values.limit) || values.limit < 1 || values.limit > MAX_TERMS_LIMIT) {
      errors.limit = `Show between 1 and ${MAX_TERMS_LIMIT} values.`;
    }
  }
  if (values.kind === 'messages') {
    const fields = parseFieldList(values.fields);
    if (fields.length === 0) errors.fields = 'Name at least one field.';
    else if (fields.some((field) => !FIELD_NAME.test(field))) errors.fields = 'Field names have letters, digits, and . _ @ - only.';
  }
  return errors;
};

/** The widget the values describe; `existing` keeps its id and streams. */
export const widgetFromValues = (values: WidgetFormValues, existing: SupportedWidget | undefined): SupportedWidget => {
  const kind = values.kind as WidgetKind;
  const field = values.field.trim();
  const common = {
    id: existing?.id ?? newId(),
    title: values.title.trim() || defaultWidgetTitle(kind, field),
    query: values.query.trim(),
    timerange: values.timerange,
    streams: existing?.streams ?? [],
  };
  switch (kind) {
    case 'terms': return { ...common, kind, field, limit: values.limit ?? DEFAULT_TERMS_LIMIT };
    case 'messages': return { ...common, kind, fields: parseFieldList(values.fields) };
    case 'histogram': return { ...common, kind };
    case 'count':
    default: return { ...common, kind: 'count' };
  }
};

import React, { useEffect, useState } from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import ExternalLink from '@/components/common/ExternalLink';
import useUserTimezone from '@/components/common/useUserTimezone';
import { createSearchRunner } from '@/stores/search/searchRunner';
import DocsHelper from '@/util/DocsHelper';

import FieldNameField from './FieldNameField';
import type { WidgetFormValues } from './widgetFormValues';
import { initialWidgetValues, validateWidget, widgetFromValues } from './widgetFormValues';
import type { SupportedWidget } from './widgetModel';
import { MAX_TERMS_LIMIT, WIDGET_KINDS } from './widgetModel';
import { checkWidgetQuery } from './widgetQueryCheck';
import WidgetTimeRangeField from './WidgetTimeRangeField';

type Props = {
  /** The widget to change; without it the dialog adds one. */
  widget?: SupportedWidget,
  onApply: (widget: SupportedWidget) => void,
  onClose: () => void,
};

const KIND_OPTIONS = WIDGET_KINDS.map((kind) => ({ value: kind.kind, label: kind.label }));

/**
 * Adds a widget or changes one: its kind, title, own query and time range, and what its kind needs. The
 * widget's search runs once before the dialog accepts it, so a query that does not parse is refused here.
 */
const WidgetEditDialog = ({ widget, onApply, onClose }: Props) => {
  const timezone = useUserTimezone();
  const [runner] = useState(createSearchRunner);
  useEffect(() => () => runner.cancel(), [runner]);
  const form = useEntityForm<WidgetFormValues>({
    initialValues: initialWidgetValues(widget),
    validate: validateWidget,
    // A change of the page's dashboard only: it is saved with the dashboard.
    onSubmit: (values) => checkWidgetQuery(widgetFromValues(values, widget), runner),
    onSuccess: (applied) => onApply(applied as SupportedWidget),
  });
  const kind = WIDGET_KINDS.find((candidate) => candidate.kind === form.values.kind);

  return (
    <EntityFormDialog form={form} title={widget ? `Edit widget ${widget.title}` : 'Add widget'} submitLabel={widget ? 'Apply' : 'Add widget'}
                      onClose={onClose} size="lg">
      <FormField form={form} type="select" name="kind" label="Shows" options={KIND_OPTIONS} help={kind?.description} />
      <FormField form={form} name="title" label="Title" autoComplete="off" help="Leave empty for a title that says what the widget shows." />
      <FormField form={form} name="query" label="Query" autoComplete="off" placeholder="Empty: all messages"
                 help={(
                   <>
                     The widget&apos;s own search, e.g. <code>source:web-01 AND level:3</code>.{' '}
                     <ExternalLink href={DocsHelper.url(DocsHelper.PAGES.SEARCH_QUERY_LANGUAGE)}>Query language</ExternalLink>
                   </>
                 )} />
      <WidgetTimeRangeField id={`${form.formId}-timerange`} value={form.values.timerange} timezone={timezone}
                            onChange={(timerange) => form.setValue('timerange', timerange)} />
      {form.values.kind === 'terms' && (
        <>
          <FieldNameField form={form} label="Field" help="The field whose most frequent values are counted." />
          <FormField form={form} type="number" name="limit" label="Values shown" required min={1} max={MAX_TERMS_LIMIT} />
        </>
      )}
      {form.values.kind === 'messages' && (
        <FormField form={form} name="fields" label="Columns" required autoComplete="off"
                   help="Field names, separated by commas, e.g. timestamp, source, message." />
      )}
    </EntityFormDialog>
  );
};

export default WidgetEditDialog;

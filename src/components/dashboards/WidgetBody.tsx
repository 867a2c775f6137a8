import React from 'react';

import Spinner from '@/components/common/Spinner';

import CountWidgetBody from './widgets/CountWidgetBody';
import HistogramWidgetBody from './widgets/HistogramWidgetBody';
import MessagesWidgetBody from './widgets/MessagesWidgetBody';
import TermsWidgetBody from './widgets/TermsWidgetBody';
import type { WidgetResult } from './useWidgetData';
import type { SupportedWidget } from './widgetModel';
import WidgetProblems from './WidgetProblems';

/** The widget's data as its kind shows it; the problems instead when its search failed. */
const WidgetBody = ({ widget, result }: { widget: SupportedWidget, result: WidgetResult }) => {
  if (result.problems) return <WidgetProblems problems={result.problems} />;
  const { data } = result;
  // Data of another kind is what the widget showed before it was changed: wait for its own.
  if (!data || data.kind !== widget.kind) return <Spinner text="Searching…" />;
  switch (data.kind) {
    case 'count': return <CountWidgetBody data={data} />;
    case 'histogram': return <HistogramWidgetBody data={data} />;
    case 'terms': return (
      <TermsWidgetBody data={data} field={widget.kind === 'terms' ? widget.field : ''} query={widget.query}
                       timerange={widget.timerange} streams={widget.streams} />
    );
    case 'messages':
    default: return <MessagesWidgetBody data={data} fields={widget.kind === 'messages' ? widget.fields : []} />;
  }
};

export default WidgetBody;

import React from 'react';
import { Dropdown, Spinner as BootstrapSpinner } from 'react-bootstrap';

import useUserTimezone from '@/components/common/useUserTimezone';
import { shortTimeRangeText, timeRangeText } from '@/components/search/timeRangeText';

import { DRAG_HANDLE_CLASS } from './DashboardGrid';
import type { GridMove } from './gridMoves';
import { GRID_MOVES } from './gridMoves';
import useWidgetData from './useWidgetData';
import WidgetBody from './WidgetBody';
import type { DashboardWidget, SupportedWidget } from './widgetModel';

type Props = {
  widget: DashboardWidget,
  /** Changing it runs the widget's search again. */
  refreshKey: number,
  /** Offers moving, editing and removing. */
  editable: boolean,
  onEdit?: () => void,
  onRemove?: () => void,
  /** Moves or resizes the widget one step: the keyboard's way to do what dragging does. */
  onMove?: (move: GridMove) => void,
};

/**
 * What the widget searches, in a line under its title (absolute times short, in the user's time zone) and
 * in full for its tooltip.
 */
const describeSearch = (widget: DashboardWidget, timezone: string) => {
  const query = widget.query.trim() === '' ? 'all messages' : widget.query;
  return { short: `${shortTimeRangeText(widget.timerange, timezone)} · ${query}`, full: `${timeRangeText(widget.timerange, timezone)} · ${query}` };
};

const SupportedWidgetContent = ({ widget, refreshKey }: { widget: SupportedWidget, refreshKey: number }) => {
  const result = useWidgetData(widget, refreshKey);
  return (
    <>
      {result.loading && (
        <span className="console-widget-loading" role="status">
          <BootstrapSpinner animation="border" size="sm" aria-hidden="true" />
          <span className="visually-hidden">Searching…</span>
        </span>
      )}
      <div className="console-widget-body" aria-busy={result.loading}>
        <WidgetBody widget={widget} result={result} />
      </div>
    </>
  );
};

/** One widget on the grid: its title bar (the handle to move it), its actions, and what it shows. */
const DashboardWidgetView = ({ widget, refreshKey, editable, onEdit, onRemove, onMove }: Props) => {
  const titleId = `widget-title-${widget.id}`;
  const description = describeSearch(widget, useUserTimezone());
  return (
    <section className="console-widget" aria-labelledby={titleId}>
      <header className={`console-widget-header${editable ? ` ${DRAG_HANDLE_CLASS}` : ''}`} title={editable ? 'Drag to move the widget' : undefined}>
        <div className="console-widget-heading">
          <h2 id={titleId} className="console-widget-title">{widget.title}</h2>
          <div className="console-widget-subtitle" title={description.full}>{description.short}</div>
        </div>
        {editable && (onEdit || onRemove) && (
          <Dropdown align="end" className="console-widget-no-drag">
            <Dropdown.Toggle variant="link" size="sm" className="console-widget-menu" aria-label={`Actions of widget ${widget.title}`}>
              Actions
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {onEdit && widget.kind !== 'unsupported' && <Dropdown.Item as="button" onClick={onEdit}>Edit…</Dropdown.Item>}
              {onRemove && <Dropdown.Item as="button" className="text-danger" onClick={onRemove}>Remove…</Dropdown.Item>}
              {onMove && (
                <>
                  <Dropdown.Divider />
                  <Dropdown.Header>Position and size</Dropdown.Header>
                  {GRID_MOVES.map(({ move, label }) => (
                    <Dropdown.Item key={move} as="button" onClick={() => onMove(move)}>{label}</Dropdown.Item>
                  ))}
                </>
              )}
            </Dropdown.Menu>
          </Dropdown>
        )}
      </header>
      {widget.kind === 'unsupported'
        ? (
          <div className="console-widget-body">
            <p className="console-widget-empty">
              Widgets of type &quot;{widget.stored.type}&quot; cannot be shown here. The widget is kept unchanged when the dashboard is saved.
            </p>
          </div>
        )
        : <SupportedWidgetContent widget={widget} refreshKey={refreshKey} />}
    </section>
  );
};

export default DashboardWidgetView;

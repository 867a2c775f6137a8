// The dashboard's grid: widgets the user drags by their title bar and resizes by their corner (when the
// dashboard is editable), laid out in 12 columns and packed upwards. Positions are Graylog's (1-based
// column and row, width and height in cells); the grid works 0-based.
import React, { useMemo } from 'react';
import GridLayout, { WidthProvider } from 'react-grid-layout';
import type { Layout } from 'react-grid-layout';
// Styles the resize handle too, so react-resizable (the grid's own dependency, not ours) needs no CSS import.
import 'react-grid-layout/css/styles.css';

import type { WidgetPosition } from '@/stores/views/ViewsStore';

import type { Positions } from './dashboardContent';
import { GRID_COLUMNS } from './dashboardContent';

const Grid = WidthProvider(GridLayout);

/** Grabbing a widget here moves it. */
export const DRAG_HANDLE_CLASS = 'console-widget-drag-handle';
/** Pressing these never starts a move. */
const NO_DRAG = 'button, a, input, select, textarea, .dropdown-menu, .console-widget-no-drag';

type Props = {
  widgetIds: ReadonlyArray<string>,
  positions: Positions,
  /** Drag and resize; without it the grid is fixed (TV mode, or a user who may not edit). */
  editable: boolean,
  /** Height of one row in pixels. */
  rowHeight?: number,
  /** Called with every widget's position after the user moved or resized one. */
  onPositionsChange?: (positions: Positions) => void,
  /** Called with every widget's position whenever the grid laid them out anew (also after packing them). */
  onLayoutChange?: (positions: Positions) => void,
  renderWidget: (widgetId: string) => React.ReactNode,
};

const toLayoutItem = (id: string, position: WidgetPosition): Layout => ({
  i: id, x: position.col - 1, y: position.row - 1, w: position.width, h: position.height, minW: 2, minH: 2,
});

export const positionsOfLayout = (layout: ReadonlyArray<Layout>): Positions => Object.fromEntries(
  layout.map((item) => [item.i, { col: item.x + 1, row: item.y + 1, width: item.w, height: item.h }]),
);

const DashboardGrid = ({ widgetIds, positions, editable, rowHeight = 56, onPositionsChange, onLayoutChange, renderWidget }: Props) => {
  const layout = useMemo(
    () => widgetIds.filter((id) => positions[id]).map((id) => toLayoutItem(id, positions[id])),
    [widgetIds, positions],
  );
  // Only the user's own moves count as changes: the grid also reports the packing it does when it opens.
  const changed = (next: Array<Layout>) => onPositionsChange?.(positionsOfLayout(next));

  return (
    <Grid className="console-dashboard-grid"
          layout={layout}
          cols={GRID_COLUMNS}
          rowHeight={rowHeight}
          margin={[12, 12]}
          containerPadding={[0, 0]}
          compactType="vertical"
          isDraggable={editable}
          isResizable={editable}
          draggableHandle={`.${DRAG_HANDLE_CLASS}`}
          draggableCancel={NO_DRAG}
          resizeHandles={['se']}
          onDragStop={changed}
          onResizeStop={changed}
          onLayoutChange={(next) => onLayoutChange?.(positionsOfLayout(next))}>
      {layout.map((item) => (
        <div key={item.i} className="console-dashboard-cell" data-widget-id={item.i}>
          {renderWidget(item.i)}
        </div>
      ))}
    </Grid>
  );
};

export default DashboardGrid;

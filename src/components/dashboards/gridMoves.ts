// Moving and resizing a widget one step at a time, for keyboard users (the grid's dragging needs a mouse or
// a finger). The grid packs widgets upwards afterwards, as it does after a drag.
import type { WidgetPosition } from '@/stores/views/ViewsStore';

import type { Positions } from './dashboardContent';
import { GRID_COLUMNS } from './dashboardContent';

export type GridMove = 'left' | 'right' | 'up' | 'down' | 'wider' | 'narrower' | 'taller' | 'shorter';

export const GRID_MOVES: ReadonlyArray<{ move: GridMove, label: string }> = [
  { move: 'left', label: 'Move left' },
  { move: 'right', label: 'Move right' },
  { move: 'up', label: 'Move up' },
  { move: 'down', label: 'Move down' },
  { move: 'wider', label: 'Wider' },
  { move: 'narrower', label: 'Narrower' },
  { move: 'taller', label: 'Taller' },
  { move: 'shorter', label: 'Shorter' },
];

const MIN_SIZE = 2;

const overlapsColumns = (a: WidgetPosition, b: WidgetPosition) => a.col < b.col + b.width && b.col < a.col + a.width;

/** The widget right above (`up`) or below (`down`) `position` that shares columns with it, if any. */
const neighbour = (positions: Positions, id: string, direction: 'up' | 'down'): string | undefined => {
  const position = positions[id];
  const candidates = Object.entries(positions)
    .filter(([otherId, other]) => otherId !== id && overlapsColumns(position, other)
      && (direction === 'up' ? other.row < position.row : other.row > position.row))
    .sort(([, a], [, b]) => (direction === 'up' ? b.row - a.row : a.row - b.row));
  return candidates[0]?.[0];
};

/** Swaps the vertical places of two widgets: the upper one's row goes to the lower one, the other follows it. */
const swapRows = (positions: Positions, upperId: string, lowerId: string): Positions => {
  const upper = positions[upperId];
  const lower = positions[lowerId];
  return {
    ...positions,
    [lowerId]: { ...lower, row: upper.row },
    [upperId]: { ...upper, row: upper.row + lower.height },
  };
};

/** The positions after one step of `move` for widget `id`; unchanged when the step is not possible. */
export const applyGridMove = (positions: Positions, id: string, move: GridMove): Positions => {
  const position = positions[id];
  if (!position) return positions;
  const changed = (next: Partial<WidgetPosition>): Positions => ({ ...positions, [id]: { ...position, ...next } });
  switch (move) {
    case 'left': return position.col > 1 ? changed({ col: position.col - 1 }) : positions;
    case 'right': return position.col + position.width <= GRID_COLUMNS ? changed({ col: position.col + 1 }) : positions;
    case 'wider': return position.col + position.width <= GRID_COLUMNS ? changed({ width: position.width + 1 }) : positions;
    case 'narrower': return position.width > MIN_SIZE ? changed({ width: position.width - 1 }) : positions;
    case 'taller': return changed({ height: position.height + 1 });
    case 'shorter': return position.height > MIN_SIZE ? changed({ height: position.height - 1 }) : positions;
    case 'up': {
      const above = neighbour(positions, id, 'up');
      return above ? swapRows(positions, above, id) : positions;
    }
    case 'down': {
      const below = neighbour(positions, id, 'down');
      return below ? swapRows(positions, id, below) : positions;
    }
    default: return positions;
  }
};

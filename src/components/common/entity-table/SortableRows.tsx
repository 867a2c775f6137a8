// Drag-to-reorder for the rows of one page, on @dnd-kit: a handle per row that a pointer drags, or that the
// keyboard picks up (Space or Enter), moves (arrow keys) and drops (Space or Enter; Escape cancels). Every
// step is announced with the entity's name and position.
import React, { useMemo, useRef } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, Modifier, UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export type ReorderOptions<E> = {
  /** Called with the rows in their new order after a drop that moved one. */
  onReorder: (ordered: Array<E>) => void,
  /**
   * Whether the rows show their handles now. The context stays in place either way, so that switching does
   * not rebuild the table under the keyboard focus (a sort button, say).
   */
  enabled: boolean,
  /** While an order is being saved, nothing can be moved. */
  saving: boolean,
};

export const REORDER_INSTRUCTIONS = 'To move a row, press Space or Enter on its handle, move it with the arrow keys, '
  + 'and press Space or Enter again to drop it. Escape cancels the move.';

/** Rows move only up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type ContextProps<E> = {
  rows: Array<E>,
  getId: (entity: E) => string,
  getTitle: (entity: E) => string,
  reorder: ReorderOptions<E>,
  children: React.ReactNode,
};

/** Wraps the table: which rows can be dragged, how a drop changes the order, and what is announced. */
export const ReorderContext = <E, >({ rows, getId, getTitle, reorder, children }: ContextProps<E>) => {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => rows.map(getId), [rows, getId]);
  // Where the row was last announced to be: a pick-up is at once "over" its own place, which would only
  // talk over the pick-up's announcement.
  const announcedOver = useRef<UniqueIdentifier | undefined>();

  const announcements = useMemo((): Announcements => {
    const titleOf = (id: UniqueIdentifier) => {
      const entity = rows.find((row) => getId(row) === String(id));
      return entity === undefined ? String(id) : getTitle(entity);
    };
    const positionOf = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
    return {
      onDragStart: ({ active }) => {
        announcedOver.current = active.id;
        return `Picked up ${titleOf(active.id)} at ${positionOf(active.id)}.`;
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === announcedOver.current) return undefined;
        announcedOver.current = over.id;
        return `${titleOf(active.id)} is over ${positionOf(over.id)}.`;
      },
      onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} was dropped at ${positionOf(over.id)}.` : `${titleOf(active.id)} was dropped.`),
      onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled: it stays at ${positionOf(active.id)}.`,
    };
  }, [rows, ids, getId, getTitle]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) {
      return;
    }
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) {
      reorder.onReorder(arrayMove(rows, from, to));
    }
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} modifiers={[verticalOnly]} onDragEnd={onDragEnd}
                accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS } }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!reorder.enabled || reorder.saving}>
        {children}
      </SortableContext>
    </DndContext>
  );
};

/** Six dots, the usual sign for "grab here". */
const GripIcon = () => (
  <svg width="10" height="16" viewBox="0 0 10 16" aria-hidden="true" focusable="false" fill="currentColor">
    {[2, 8, 14].map((y) => [2, 8].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

type RowProps = {
  id: string,
  /** Names the row in the handle's label, e.g. "Move Client address". */
  title: string,
  /** Without a handle the row cannot be dragged. */
  showHandle: boolean,
  disabled: boolean,
  className?: string,
  children: React.ReactNode,
};

/**
 * A table row that can be dragged by the handle in its first cell. A disabled handle is only marked so
 * (aria-disabled): a disabled button would drop the keyboard focus just after a drop started a save.
 */
export const SortableRow = ({ id, title, showHandle, disabled, className, children }: RowProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: disabled || !showHandle });
  const style: React.CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    // The dragged row stays above the rows it passes.
    position: isDragging ? 'relative' : undefined,
    zIndex: isDragging ? 2 : undefined,
    boxShadow: isDragging ? '0 0.25rem 0.75rem rgba(0, 0, 0, 0.15)' : undefined,
  };
  const classes = [className, isDragging ? 'table-active' : undefined].filter(Boolean).join(' ');
  return (
    <tr ref={setNodeRef} style={style} className={classes || undefined} data-dragging={isDragging || undefined} data-entity-id={id}>
      {showHandle && (
        <td className="console-entity-table-handle" style={{ width: '2.5rem' }}>
          <button ref={setActivatorNodeRef} type="button" className="btn btn-sm btn-link text-body-secondary px-1"
                  style={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
                  {...attributes} {...listeners} aria-label={`Move ${title}`}>
            <GripIcon />
          </button>
        </td>
      )}
      {children}
    </tr>
  );
};

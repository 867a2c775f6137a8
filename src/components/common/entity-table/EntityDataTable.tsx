import React, { useEffect, useMemo, useRef } from 'react';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef, RowSelectionState, SortingState, Updater } from '@tanstack/react-table';

import { ReorderContext, SortableRow } from './SortableRows';
import type { ReorderOptions } from './SortableRows';
import type { ColumnDefinition, Sort } from './types';

export type Selection = { [id: string]: boolean };

type Props<E> = {
  rows: ReadonlyArray<E>,
  columns: Array<ColumnDefinition<E>>,
  /** The columns shown, by id; default all. */
  visibleIds?: Array<string>,
  /** With onSort, headers of sortable columns become buttons; without, nothing sorts (a fixed list). */
  sort?: Sort,
  onSort?: (sort: Sort) => void,
  /** Also each row's `data-entity-id`, for tests and plugins to find a row. */
  getId: (entity: E) => string,
  /** Names an entity in its checkbox and drag handle; default: its id. */
  getTitle?: (entity: E) => string,
  /** Names the table for assistive technology, e.g. "Users". */
  caption: string,
  busy?: boolean,
  /** Tighter rows, for a short list inside a panel (a node's plugins, a form's entries). */
  compact?: boolean,
  /** A row without actions renders null (or false, undefined); when no row on the page has any, the column is left out. */
  renderActions?: (entity: E) => React.ReactNode,
  /** Without it the table has no selection column. */
  selection?: {
    selected: Selection,
    onChange: (selected: Selection) => void,
    isSelectable?: (entity: E) => boolean,
  },
  /** Drag-to-reorder; without it the rows never have drag handles. */
  reorder?: ReorderOptions<E>,
  /**
   * A detail row right under an entity's row, one cell across every column; null (or false, undefined) for none.
   * The caller keeps which rows are expanded. Not shown while the rows show drag handles.
   */
  renderDetails?: (entity: E) => React.ReactNode,
  /** The `id` of an entity's detail row, for the toggle's `aria-controls` to point at. */
  detailsId?: (entity: E) => string,
};

const resolve = <T, >(updater: Updater<T>, current: T): T => (
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater
);

const fieldText = (entity: unknown, field: string): string => {
  const value = typeof entity === 'object' && entity !== null ? (entity as { [key: string]: unknown })[field] : undefined;
  return value === undefined || value === null ? '' : String(value);
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The header checkbox shows "some selected" as a mixed state, which HTML has no attribute for. */
const PageSelectBox = ({ checked, mixed, disabled, onChange }: { checked: boolean, mixed: boolean, disabled: boolean, onChange: () => void }) => {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => { if (box.current) box.current.indeterminate = mixed; }, [mixed]);
  return (
    <input ref={box} type="checkbox" className="form-check-input" aria-label="Select all on this page"
           checked={checked} disabled={disabled} onChange={onChange} />
  );
};

/**
 * The markup of one page of entities on top of the headless @tanstack/react-table core: sortable headers
 * as buttons, visible columns, selection, row actions, detail rows. Sorting happens on the server; the table only
 * reports the wish. PaginatedEntityTable uses it for every paged list; a short fixed list that is part of
 * a panel (a node's plugins, the logging subsystems) uses it directly, without sort, columns or paging.
 */
const EntityDataTable = <E, >({
  rows, columns, visibleIds, sort, onSort, getId, getTitle = getId, caption, busy = false, compact = false, renderActions, selection, reorder,
  renderDetails, detailsId,
}: Props<E>) => {
  const sortable = onSort !== undefined;
  const columnDefs = useMemo<Array<ColumnDef<E>>>(() => columns.map((column) => ({
    id: column.id,
    header: column.title,
    accessorFn: (entity: E) => fieldText(entity, column.id),
    enableSorting: column.sortable === true && sortable,
  })), [columns, sortable]);
  // A cell's content is called, not mounted as a component of its column: a page that builds its columns on
  // every render (a form in a cell) would otherwise remount the cell's controls on each change, and the select
  // or switch being used would lose the focus. A render that shows nothing gives an empty cell.
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const cellContent = (columnId: string, entity: E): React.ReactNode => {
    const column = columnsById.get(columnId);
    return column?.render ? column.render(entity) ?? null : fieldText(entity, columnId);
  };
  const widths = useMemo(() => new Map(columns.map((column) => [column.id, column.width])), [columns]);
  const hiddenTitles = useMemo(() => new Set(columns.filter((column) => column.titleHidden).map((column) => column.id)), [columns]);
  const columnVisibility = useMemo(() => Object.fromEntries(columns.map((column) => [column.id, visibleIds?.includes(column.id) ?? true])), [columns, visibleIds]);
  const sorting: SortingState = sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : [];
  const selected: RowSelectionState = selection?.selected ?? {};
  const isSelectable = selection?.isSelectable;

  const table = useReactTable<E>({
    data: rows as Array<E>,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entity) => getId(entity),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    // The first click sorts ascending whatever the data looks like.
    sortDescFirst: false,
    enableRowSelection: (row) => (isSelectable ? isSelectable(row.original) : true),
    state: { sorting, columnVisibility, rowSelection: selected },
    onSortingChange: (updater) => {
      const [next] = resolve(updater, sorting);
      if (next) onSort?.({ field: next.id, order: next.desc ? 'desc' : 'asc' });
    },
    onRowSelectionChange: (updater) => selection?.onChange(resolve(updater, selected)),
  });

  // Rendered once per row here, so the column can be left out when it would be empty for everyone (a reader).
  const actions = renderActions ? new Map(rows.map((row) => [getId(row), renderActions(row)])) : undefined;
  const hasActions = actions !== undefined && Array.from(actions.values()).some((cell) => cell !== null && cell !== undefined && cell !== false);
  // A detail row would stay behind while its row is dragged.
  const showDetails = renderDetails !== undefined && !reorder?.enabled;
  const columnCount = (reorder?.enabled ? 1 : 0) + (selection ? 1 : 0) + table.getVisibleLeafColumns().length + (hasActions ? 1 : 0);

  const markup = (
    <div className="table-responsive">
      <table className={`table table-hover align-middle console-entity-table${compact ? ' table-sm' : ''}`} aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {reorder?.enabled && <th scope="col" className="console-entity-table-handle"><span className="visually-hidden">Order</span></th>}
            {selection && (
              <th scope="col" className="console-entity-table-select">
                <PageSelectBox checked={table.getIsAllPageRowsSelected()}
                               mixed={table.getIsSomePageRowsSelected()}
                               disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
                               onChange={() => table.toggleAllPageRowsSelected(!table.getIsAllPageRowsSelected())} />
              </th>
            )}
            {table.getHeaderGroups()[0].headers.map((header) => {
              const { column } = header;
              const sorted = column.getIsSorted();
              const text = flexRender(column.columnDef.header, header.getContext());
              const title = hiddenTitles.has(column.id) ? <span className="visually-hidden">{text}</span> : text;
              return (
                <th key={header.id} scope="col" style={{ width: widths.get(column.id) }}
                    aria-sort={column.getCanSort() ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}>
                  {column.getCanSort() ? (
                    <button type="button" className="console-sort-button" onClick={column.getToggleSortingHandler()}>
                      {title}
                      <span className="console-sort-indicator" aria-hidden="true">{sorted === 'desc' ? '▼' : (sorted === 'asc' ? '▲' : '↕')}</span>
                    </button>
                  ) : title}
                </th>
              );
            })}
            {hasActions && <th scope="col" className="text-end">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const className = row.getIsSelected() ? 'table-active' : undefined;
            const cells = (
              <>
                {selection && (
                  <td className="console-entity-table-select">
                    <input type="checkbox" className="form-check-input" aria-label={`Select ${getTitle(row.original)}`}
                           checked={row.getIsSelected()} disabled={!row.getCanSelect()} onChange={row.getToggleSelectedHandler()} />
                  </td>
                )}
                {row.getVisibleCells().map((cell) => <td key={cell.id}>{cellContent(cell.column.id, row.original)}</td>)}
                {hasActions && <td className="text-end console-entity-table-actions">{actions?.get(row.id)}</td>}
              </>
            );
            const entityRow = reorder ? (
              <SortableRow id={row.id} title={getTitle(row.original)} showHandle={reorder.enabled} disabled={reorder.saving}
                           className={className}>
                {cells}
              </SortableRow>
            ) : (
              <tr className={className} data-entity-id={row.id}>{cells}</tr>
            );
            const details = showDetails ? renderDetails(row.original) : undefined;
            return (
              <React.Fragment key={row.id}>
                {entityRow}
                {details !== null && details !== undefined && details !== false && (
                  <tr id={detailsId?.(row.original)} data-details-for={row.id}>
                    <td colSpan={columnCount}>{details}</td>
                  </tr>
                )}
              </React.Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
  return reorder ? <ReorderContext rows={rows as Array<E>} getId={getId} getTitle={getTitle} reorder={reorder}>{markup}</ReorderContext> : markup;
};

export default EntityDataTable;

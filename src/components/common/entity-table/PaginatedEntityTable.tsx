import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import usePolling from '@/stores/polling/usePolling';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';

import BulkActions from './BulkActions';
import ColumnChooser from './ColumnChooser';
import EntityDataTable from './EntityDataTable';
import type { Selection } from './EntityDataTable';
import { perPageChoices } from './tableView';
import { rangeSummary } from './tableTexts';
import TableFooter from './TableFooter';
import TableSearch from './TableSearch';
import { EmptyState, ErrorState, LoadingState, NoMatchState } from './TableStates';
import { DEFAULT_PER_PAGE } from './types';
import type { BulkAction, ColumnDefinition, EntityName, Page, PageRequest, Sort } from './types';
import usePageLoader from './usePageLoader';
import useSelection from './useSelection';
import useTableLayout from './useTableLayout';
import useTableView from './useTableView';

type Props<E, P extends Page<E>> = {
  /** Key for remembered columns and page size (preferences), and for element ids. */
  id: string,
  /** "user"/"users": used in the states' texts. */
  entityName: EntityName,
  /**
   * A store action, or a function kept stable with useCallback: a new function loads the page again (it
   * may fetch something else, e.g. another user's list).
   */
  fetchPage: (request: PageRequest) => Promise<P>,
  /**
   * Called with each page the table accepts (never with a late answer to an old view), e.g. to show what
   * the server sends beside the list.
   */
  onPageLoaded?: (page: P) => void,
  columns: Array<ColumnDefinition<E>>,
  defaultSort: Sort,
  /** 20 unless remembered; choices 10, 20, 50, 100. */
  defaultPerPage?: number,
  /**
   * The server pages the list with a size of its own, `defaultPerPage` (Graylog's system messages: 30), so no
   * other size is offered.
   */
  fixedPerPage?: boolean,
  /**
   * For a list that changes by itself (system messages): the page on screen is asked for again this often, under
   * the polling rules (only while the tab is visible, logged in and the server answers).
   */
  refreshEveryMs?: number,
  getId: (entity: E) => string,
  /**
   * When the server pages and counts other entities than the rows (the sidecar administration shows a row per
   * sidecar and collector, the server pages sidecars): those entities' name and how many a page of rows holds, for
   * the footer ("Showing 1-1 of 1 sidecars" above 3 rows). Selections and bulk runs still count rows.
   */
  pagedBy?: { entityName: EntityName, count: (rows: Array<E>) => number },
  /** Names an entity in its checkbox label ("Select jane"); default: its id. */
  getTitle?: (entity: E) => string,
  rowActions?: (entity: E, table: { reload: () => void }) => React.ReactNode,
  /** Run per selected item; failures listed per item. */
  bulkActions?: Array<BulkAction<E>>,
  /** E.g. the admin user cannot be selected for deletion. */
  isSelectable?: (entity: E) => boolean,
  /**
   * False for a list the server cannot search (Graylog's alerts API takes no query): no search box, and a
   * `query` in the URL is ignored. Default true.
   */
  searchable?: boolean,
  searchPlaceholder?: string,
  /** Shown when grand_total is 0 (e.g. a "create one" link). */
  emptyState?: React.ReactNode,
  /** Extra buttons beside the search box. */
  toolbar?: React.ReactNode,
  /** Changing it reloads the current page (after a create/delete made elsewhere on the page). */
  reloadKey?: unknown,
  /** Prefix for URL parameters when a page shows two tables; default none: page, per_page, query, sort, order */
  urlPrefix?: string,
  /**
   * Offers drag-to-reorder (a handle per row, usable by keyboard too) while the table shows every entity in
   * its default order: the default sort, no query, all on one page. Called with the rows in their new order,
   * which the table shows at once; when the promise settles it reloads, so a refused order goes back.
   */
  onReorder?: (ordered: Array<E>) => Promise<unknown>,
};

/** How to get the view in which rows can be moved: sorted by the default column, unfiltered, on one page. */
const reorderHint = (entityName: EntityName, defaultSortTitle: string | undefined) => (
  defaultSortTitle
    ? `To change the order, clear the search, sort by ${defaultSortTitle} and show all ${entityName.plural} on one page.`
    : `To change the order, clear the search and the sorting and show all ${entityName.plural} on one page.`
);

/** Where the focus goes when the element holding it disappears: the header checkbox, else the table as a whole. */
const focusTable = (section: HTMLElement | null) => {
  const selectAll = section?.querySelector<HTMLInputElement>('thead input[type="checkbox"]:not(:disabled)');
  (selectAll ?? section)?.focus();
};

/**
 * The one component for every paginated list: server-side paging, sorting and search kept in the URL,
 * one request per view change, the loading, empty, no-match and error states, row and bulk actions, and
 * columns the user can show and hide. Reloads after a bulk action, on `reloadKey` and on a reconnect.
 */
const PaginatedEntityTable = <E, P extends Page<E> = Page<E>>({
  id, entityName, fetchPage, onPageLoaded, columns, defaultSort, defaultPerPage = DEFAULT_PER_PAGE, fixedPerPage = false, refreshEveryMs, getId, pagedBy, getTitle = getId,
  rowActions, bulkActions = [], isSelectable, searchable = true, searchPlaceholder, emptyState, toolbar, reloadKey, urlPrefix, onReorder,
}: Props<E, P>) => {
  const domId = `entity-table-${id.replace(/[^\w-]/g, '-')}`;
  const section = useRef<HTMLElement>(null);
  const layout = useTableLayout(id, columns);
  const sortableFields = useMemo(() => columns.filter((column) => column.sortable).map((column) => column.id), [columns]);
  const { view, changeView } = useTableView({
    urlPrefix, defaultPerPage, rememberedPerPage: layout.rememberedPerPage, defaultSort, sortableFields, searchable, fixedPerPage,
  });
  const { page, loading, error, reload, reloadUnlessPending } = usePageLoader<E, P>(fetchPage, view, reloadKey);
  // The page on screen came from the server before it went away. A request still on its way is answered
  // by the server that is back (its answer may even be what ended the outage), so it is not asked twice.
  useReloadOnReconnect(reloadUnlessPending);
  usePolling(reloadUnlessPending, refreshEveryMs ?? 0, refreshEveryMs !== undefined);
  const selection = useSelection(getId);
  // A new order shows at once, for as long as the page it was made from is on screen: the next page to
  // arrive (the reload after saving) shows what the server holds.
  const [reordered, setReordered] = useState<{ source: P, rows: Array<E> } | undefined>();
  const [savingOrder, setSavingOrder] = useState(false);
  const rows = useMemo(() => (reordered && reordered.source === page ? reordered.rows : page?.list ?? []), [page, reordered]);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const onPageLoadedRef = useRef(onPageLoaded);
  onPageLoadedRef.current = onPageLoaded;
  useEffect(() => {
    if (page) onPageLoadedRef.current?.(page);
  }, [page]);

  // The page asked for no longer exists (its last entries were deleted): show the last one that does.
  useEffect(() => {
    if (!loading && page && page.list.length === 0 && page.pagination.total > 0 && view.page > 1) {
      changeView({ page: Math.ceil(page.pagination.total / view.perPage) }, 'replace');
    }
  }, [loading, page, view.page, view.perPage, changeView]);

  const onSelectionChange = useCallback((next: Selection) => selection.change(next, rows), [selection, rows]);
  const onBulkFinished = useCallback((failed: Array<E>) => {
    selection.keepOnly(failed);
    reload();
  }, [selection, reload]);
  const changePerPage = (perPage: number) => {
    layout.setPerPage(perPage);
    changeView({ perPage, page: 1 });
  };

  // Only without a query does an empty answer mean there are none at all: under a query it is "no match",
  // whatever grandTotal says (a server that omits grand_total gets the number of matches there).
  const isEmpty = page !== undefined && view.query === '' && page.pagination.total === 0;
  const hasRows = page !== undefined && !isEmpty && page.pagination.total > 0;
  const totalPages = page ? Math.max(1, Math.ceil(page.pagination.total / view.perPage)) : 1;
  const resetSearch = () => changeView({ query: '', page: 1 });

  // Positions mean something only when every entity is on screen in the default order.
  const inDefaultOrder = view.query === '' && view.sort.field === defaultSort.field && view.sort.order === defaultSort.order;
  const reorderable = hasRows && inDefaultOrder && view.page === 1 && page.pagination.total <= view.perPage && rows.length > 1;
  const saveOrder = (ordered: Array<E>) => {
    if (!onReorder || !page) return;
    setReordered({ source: page, rows: ordered });
    setSavingOrder(true);
    // The caller's store reports a failure; either way the reload shows the order the server kept.
    onReorder(ordered).catch(() => undefined).then(() => {
      if (!mounted.current) return;
      setSavingOrder(false);
      reload();
    });
  };

  let content: React.ReactNode;
  if (error !== undefined) {
    content = <ErrorState entityName={entityName} error={error} onRetry={reload} />;
  } else if (page === undefined) {
    content = <LoadingState entityName={entityName} />;
  } else if (isEmpty) {
    content = <EmptyState entityName={entityName}>{emptyState}</EmptyState>;
  } else if (!hasRows) {
    content = <NoMatchState entityName={entityName} query={view.query} onReset={resetSearch} />;
  } else {
    const summary = rangeSummary(view.page, view.perPage, pagedBy ? pagedBy.count(page.list) : page.list.length, page.pagination.total, page.pagination.grandTotal,
      pagedBy?.entityName ?? entityName);
    content = (
      <>
        {onReorder && (
          <p className="small text-body-secondary mb-2">
            {reorderable
              ? 'Drag a row by its handle to change the order, or focus the handle and use Space and the arrow keys.'
              : reorderHint(entityName, columns.find((column) => column.id === defaultSort.field)?.title)}
          </p>
        )}
        <EntityDataTable<E> rows={rows} columns={columns} visibleIds={layout.visibleIds} sort={view.sort}
                            onSort={(sort) => changeView({ sort, page: 1 })} getId={getId} getTitle={getTitle}
                            caption={entityName.plural} busy={loading || savingOrder}
                            renderActions={rowActions ? (entity) => rowActions(entity, { reload }) : undefined}
                            selection={bulkActions.length > 0 ? { selected: selection.selectedIds, onChange: onSelectionChange, isSelectable } : undefined}
                            reorder={onReorder ? { onReorder: saveOrder, enabled: reorderable, saving: savingOrder } : undefined} />
        <TableFooter summary={<>{summary}{loading && <span className="spinner-border spinner-border-sm ms-2" role="status"><span className="visually-hidden">Loading…</span></span>}</>}
                     page={view.page} totalPages={totalPages} onPageChange={(target) => changeView({ page: target })} pagerLabel={`${entityName.plural} pages`}
                     perPage={view.perPage} perPageChoices={perPageChoices(defaultPerPage, fixedPerPage)} onPerPageChange={changePerPage}
                     perPageLabel="Rows per page" perPageId={`${domId}-per-page`} />
      </>
    );
  }

  // Search and columns only once there is something to search or show. A query on screen keeps its box, so
  // that it can be seen and changed even when nothing matches.
  const hasTools = page !== undefined && (page.pagination.grandTotal > 0 || view.query !== '');
  return (
    <section ref={section} className="console-entity-table-wrapper" id={domId} aria-busy={loading} tabIndex={-1}>
      <div className="console-entity-table-toolbar">
        {searchable && hasTools && (
          <TableSearch query={view.query} onSearch={(query) => changeView({ query, page: 1 })}
                       label={`Search ${entityName.plural}`} placeholder={searchPlaceholder ?? `Search ${entityName.plural}…`} />
        )}
        <div className="console-entity-table-tools">
          {toolbar}
          {hasTools && <ColumnChooser columns={columns} visibleIds={layout.visibleIds} onChange={layout.setVisibleColumns} tableId={domId} />}
        </div>
      </div>
      {bulkActions.length > 0 && (
        <BulkActions actions={bulkActions} selected={selection.selectedEntities} entityName={entityName}
                     onClear={() => selection.keepOnly([])} onFinished={onBulkFinished}
                     onFocusLost={() => focusTable(section.current)} />
      )}
      {content}
    </section>
  );
};

export default PaginatedEntityTable;

import React, { useEffect, useState } from 'react';
import { Badge, Modal } from 'react-bootstrap';

import TablePagination from '@/components/common/entity-table/TablePagination';
import TableSearch from '@/components/common/entity-table/TableSearch';
import { EmptyState, ErrorState, LoadingState, NoMatchState } from '@/components/common/entity-table/TableStates';
import { rangeSummary } from '@/components/common/entity-table/tableTexts';
import type { PaginatedList } from '@/stores/paginatedList';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';

type Props = {
  /** The saved search open now, marked in the list. */
  currentViewId?: string,
  onOpen: (viewId: string) => void,
  onClose: () => void,
};

const ENTITY_NAME = { singular: 'saved search', plural: 'saved searches' };
const PER_PAGE = 10;
const SORT = { field: 'title', order: 'asc' as const };

type Loaded = { list: PaginatedList<View> } | { error: unknown };

/**
 * The saved searches the user may see, searchable and paged, to open one. Its paging and search stay in
 * the dialog rather than in the URL (as the entity table keeps them): the URL belongs to the search page,
 * which runs the search it describes.
 */
const SavedSearchesDialog = ({ currentViewId, onOpen, onClose }: Props) => {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    // A late answer to an earlier page or query is dropped.
    let current = true;
    setLoading(true);
    ViewsActions.listSavedSearches({ page, perPage: PER_PAGE, query, sort: SORT }).then((list) => {
      if (current) { setLoaded({ list }); setLoading(false); }
    }, (error: unknown) => {
      if (current) { setLoaded({ error }); setLoading(false); }
    });
    return () => { current = false; };
  }, [page, query, attempt]);

  const search = (next: string) => { setQuery(next); setPage(1); };

  const body = () => {
    if (!loaded) return <LoadingState entityName={ENTITY_NAME} />;
    if ('error' in loaded) return <ErrorState entityName={ENTITY_NAME} error={loaded.error} onRetry={() => setAttempt((count) => count + 1)} />;
    const { list, pagination } = loaded.list;
    if (pagination.total === 0) {
      return query === ''
        ? <EmptyState entityName={ENTITY_NAME}><p className="mb-0">No saved searches yet. Use &quot;Save as&quot; to keep a search.</p></EmptyState>
        : <NoMatchState entityName={ENTITY_NAME} query={query} onReset={() => search('')} />;
    }
    const totalPages = Math.max(1, Math.ceil(pagination.total / PER_PAGE));
    return (
      <>
        <div className="list-group console-saved-searches" aria-busy={loading}>
          {list.map((view) => (
            <button key={view.id} type="button" className="list-group-item list-group-item-action" onClick={() => onOpen(view.id)}
                    aria-current={view.id === currentViewId ? 'true' : undefined}>
              <span className="d-flex justify-content-between align-items-start gap-2">
                <span className="fw-semibold text-break">{view.title}</span>
                {view.id === currentViewId && <Badge bg="secondary">Open now</Badge>}
              </span>
              {view.summary && <span className="d-block small text-body-secondary text-break">{view.summary}</span>}
              <span className="d-block small text-body-secondary">by {view.owner}</span>
            </button>
          ))}
        </div>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-2">
          <small className="text-body-secondary">
            {rangeSummary(page, PER_PAGE, pagination.count, pagination.total, pagination.grandTotal, ENTITY_NAME)}
          </small>
          {totalPages > 1 && <TablePagination page={page} totalPages={totalPages} onChange={setPage} label="Saved searches pages" />}
        </div>
      </>
    );
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="saved-searches-dialog-title" size="lg">
      <Modal.Header closeButton>
        <Modal.Title id="saved-searches-dialog-title" as="h2" className="h5">Open a saved search</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="mb-3">
          <TableSearch query={query} onSearch={search} label="Search saved searches" placeholder="Search by title" />
        </div>
        {body()}
      </Modal.Body>
    </Modal>
  );
};

export default SavedSearchesDialog;

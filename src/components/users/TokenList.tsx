import React, { useCallback, useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import { localPage } from '@/components/common/entity-table/localPage';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import Timestamp from '@/components/common/Timestamp';
import type { TokenSummary } from '@/stores/users/TokensStore';

type Props = {
  /** The user's complete token list (Graylog answers it unpaginated). Keep it stable: a new function reloads the list. */
  loadTokens: () => Promise<Array<TokenSummary>>,
  /** Absent when the current user may not delete this user's tokens. */
  onDelete?: (token: TokenSummary) => Promise<unknown>,
  /** Changing it reloads the list, e.g. after a token was created. */
  reloadKey?: unknown,
};

/** Graylog reports a token that was never used with the epoch (1970) as its last access. */
export const wasEverUsed = (lastAccess: string | null): lastAccess is string => (
  lastAccess !== null && Number.isFinite(Date.parse(lastAccess)) && Date.parse(lastAccess) > 0
);

const columns: Array<ColumnDefinition<TokenSummary>> = [
  { id: 'name', title: 'Name', sortable: true },
  {
    id: 'last_access',
    title: 'Last access',
    sortable: true,
    render: (token) => (wasEverUsed(token.last_access)
      ? <Timestamp dateTime={token.last_access} />
      : <span className="text-body-secondary">Never used</span>),
  },
];

const tokenPage = (tokens: Array<TokenSummary>, request: PageRequest) => localPage(tokens, request, {
  searchText: (token) => [token.name],
  sortValue: (token, field) => (field === 'last_access' ? (wasEverUsed(token.last_access) ? Date.parse(token.last_access) : null) : token.name),
});

/** A user's tokens in the shared entity table: name and last access, each deletable after a confirmation naming it. */
const TokenList = ({ loadTokens, onDelete, reloadKey }: Props) => {
  const [deleting, setDeleting] = useState<{ token: TokenSummary, reload: () => void } | undefined>();
  const fetchPage = useCallback((request: PageRequest) => loadTokens().then((tokens) => tokenPage(tokens, request)), [loadTokens]);

  const confirmDelete = () => {
    if (!deleting || !onDelete) {
      return undefined;
    }
    return onDelete(deleting.token).then(() => {
      deleting.reload();
      setDeleting(undefined);
    });
  };

  return (
    <>
      <PaginatedEntityTable<TokenSummary>
        id="tokens"
        entityName={{ singular: 'token', plural: 'tokens' }}
        fetchPage={fetchPage}
        columns={columns}
        defaultSort={{ field: 'name', order: 'asc' }}
        getId={(token) => token.id}
        getTitle={(token) => token.name}
        searchPlaceholder="Search tokens by name"
        emptyState={<p className="text-body-secondary mb-0">This user has no tokens yet.</p>}
        reloadKey={reloadKey}
        rowActions={onDelete ? (token, table) => (
          <Button size="sm" variant="outline-danger" aria-label={`Delete token ${token.name}`}
                  onClick={() => setDeleting({ token, reload: table.reload })}>
            Delete
          </Button>
        ) : undefined} />
      <ConfirmDialog show={deleting !== undefined} title="Delete token" confirmLabel="Delete"
                     onConfirm={confirmDelete} onCancel={() => setDeleting(undefined)}>
        Do you really want to delete token <b>{deleting?.token.name}</b>? Programs using it can no longer log in with it.
      </ConfirmDialog>
    </>
  );
};

export default TokenList;

import React from 'react';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Timestamp from '@/components/common/Timestamp';
import type { IndexerFailure } from '@/stores/indices/IndexerFailuresStore';
import { IndexerFailuresActions } from '@/stores/indices/IndexerFailuresStore';
import type { PaginatedList } from '@/stores/paginatedList';

const ENTITY_NAME = { singular: 'indexer failure', plural: 'indexer failures' };

const COLUMNS: Array<ColumnDefinition<IndexerFailure>> = [
  { id: 'timestamp', title: 'Timestamp', width: '14rem', render: (failure) => <Timestamp dateTime={failure.timestamp} /> },
  { id: 'index', title: 'Index', render: (failure) => <span className="font-monospace">{failure.index}</span> },
  { id: 'letter_id', title: 'Message ID', render: (failure) => <span className="font-monospace small">{failure.letter_id}</span> },
  { id: 'message', title: 'Error message', render: (failure) => <span className="text-break">{failure.message}</span> },
];

/** Every indexer failure, newest first, a page at a time from the server. */
const IndexerFailuresTable = () => (
  <PaginatedEntityTable<IndexerFailure, PaginatedList<IndexerFailure>>
    id="indexer-failures"
    entityName={ENTITY_NAME}
    fetchPage={IndexerFailuresActions.listPaginated}
    columns={COLUMNS}
    defaultSort={{ field: 'timestamp', order: 'desc' }}
    defaultPerPage={50}
    getId={(failure) => `${failure.letter_id}-${failure.index}-${failure.timestamp}`}
    getTitle={(failure) => failure.letter_id}
    searchable={false}
    emptyState={<p className="mb-0">No indexer failures: every message was written.</p>} />
);

export default IndexerFailuresTable;

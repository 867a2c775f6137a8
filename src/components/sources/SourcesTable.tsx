import React, { useCallback } from 'react';
import { Link } from 'react-router-dom';

import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';

import type { SourceRow } from './sourceCounts';
import { percentage, sourceQuery } from './sourceCounts';

const ENTITY_NAME = { singular: 'source', plural: 'sources' };

const columns: Array<ColumnDefinition<SourceRow>> = [
  {
    id: 'source',
    title: 'Source',
    sortable: true,
    render: (row) => <Link to={Routes.search(sourceQuery(row.source))} className="text-break" title={`Search the messages of ${row.source}`}>{row.source}</Link>,
  },
  { id: 'count', title: 'Messages', sortable: true, width: '10rem', render: (row) => <span className="font-monospace">{row.count.toLocaleString('en-US')}</span> },
  {
    id: 'share',
    title: 'Share of all messages',
    sortable: true,
    width: '16rem',
    render: (row) => (
      <span className="console-source-share">
        <span className="console-source-share-bar" aria-hidden="true"><span style={{ width: `${Math.min(100, row.share * 100)}%` }} /></span>
        <span className="font-monospace">{percentage(row.share)}</span>
      </span>
    ),
  },
];

const sortValue = (row: SourceRow, field: string): string | number => {
  if (field === 'count') return row.count;
  if (field === 'share') return row.share;
  return row.source;
};

/** Every source counted, sortable and searchable, each leading to a search for its messages. */
const SourcesTable = ({ sources }: { sources: ReadonlyArray<SourceRow> }) => {
  // A new list of sources is a new source of pages: the table loads again when the counts change.
  const fetchPage = useCallback((request: PageRequest) => Promise.resolve(localPage(sources, request, {
    searchText: (row) => [row.source],
    sortValue,
  })), [sources]);

  return (
    <PaginatedEntityTable<SourceRow>
      id="sources"
      entityName={ENTITY_NAME}
      fetchPage={fetchPage}
      columns={columns}
      defaultSort={{ field: 'count', order: 'desc' }}
      defaultPerPage={20}
      getId={(row) => row.source}
      searchPlaceholder="Search by source"
      emptyState={<p className="mb-0">No messages in this time range.</p>} />
  );
};

export default SourcesTable;

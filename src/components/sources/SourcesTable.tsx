import React, { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';

import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import { fieldValueQuery, searchLink } from '@/components/search/searchUrl';
import type { TimeRange } from '@/stores/search/searchTypes';
import formatCount from '@/util/formatCount';

import type { SourceRow } from './sourceCounts';
import { percentage, SOURCE_FIELD } from './sourceCounts';

const ENTITY_NAME = { singular: 'source', plural: 'sources' };

/** The columns; a source leads to the search for its messages over the range the counts are for. */
const columnsFor = (timerange: TimeRange): Array<ColumnDefinition<SourceRow>> => [
  {
    id: 'source',
    title: 'Source',
    sortable: true,
    render: (row) => (
      <Link to={searchLink({ query: fieldValueQuery(SOURCE_FIELD, row.source), timerange })} className="text-break" title={`Search the messages of ${row.source}`}>
        {row.source}
      </Link>
    ),
  },
  { id: 'count', title: 'Messages', sortable: true, width: '10rem', render: (row) => <span className="font-monospace">{formatCount(row.count)}</span> },
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

type Props = {
  sources: ReadonlyArray<SourceRow>,
  /** The range the sources were counted over. */
  timerange: TimeRange,
};

/** Every source counted, sortable and searchable, each leading to a search for its messages. */
const SourcesTable = ({ sources, timerange }: Props) => {
  // A new list of sources is a new source of pages: the table loads again when the counts change.
  const fetchPage = useCallback((request: PageRequest) => Promise.resolve(localPage(sources, request, {
    searchText: (row) => [row.source],
    sortValue,
  })), [sources]);
  // The columns hold the links: new ones only when the range changes, not with each new list of counts.
  const rangeKey = JSON.stringify(timerange);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsFor(timerange), [rangeKey]);

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

// The indices of one index set, from its latest overview: each with its time range, messages, size and state.
import React, { useCallback, useMemo } from 'react';

import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import Timestamp from '@/components/common/Timestamp';
import type { IndexerOverview } from '@/stores/indices/IndicesStore';
import formatBytes from '@/util/formatBytes';
import formatCount from '@/util/formatCount';

import IndexRange from './IndexRange';
import IndexRowActions, { mayManageIndex } from './IndexRowActions';
import type { IndexRow } from './indexRows';
import { indexListOptions, indexRows } from './indexRows';
import IndexStateBadges from './IndexStateBadges';

const ENTITY_NAME = { singular: 'index', plural: 'indices' };

/** A closed index tells nothing about its contents until it is reopened. */
const Unknown = () => <span className="text-body-secondary" title="Not known while the index is closed">—</span>;

const COLUMNS: Array<ColumnDefinition<IndexRow>> = [
  {
    id: 'name',
    title: 'Index',
    sortable: true,
    render: (index) => <><span className="fw-semibold font-monospace">{index.name}</span><IndexStateBadges index={index} /></>,
  },
  { id: 'range', title: 'Messages from – to', sortable: true, render: (index) => <IndexRange index={index} /> },
  { id: 'documents', title: 'Messages', sortable: true, render: (index) => (index.size ? formatCount(index.size.events) : <Unknown />) },
  { id: 'size', title: 'Size', sortable: true, render: (index) => (index.size ? formatBytes(index.size.bytes) : <Unknown />) },
  {
    id: 'calculated',
    title: 'Range calculated',
    hiddenByDefault: true,
    render: (index) => (index.range?.calculated_at ? <><Timestamp dateTime={index.range.calculated_at} /> in {index.range.took_ms} ms</> : ''),
  },
];

type Props = {
  overview: IndexerOverview,
  permissions: ReadonlyArray<string> | undefined,
  onChanged: () => void,
};

const IndicesTable = ({ overview, permissions, onChanged }: Props) => {
  const rows = useMemo(() => indexRows(overview), [overview]);
  // A new overview is a new source: the table shows it on the page, sort and search the user chose.
  const fetchPage = useCallback((request: PageRequest) => Promise.resolve(localPage(rows, request, indexListOptions)), [rows]);
  return (
    <PaginatedEntityTable<IndexRow>
      id="indices"
      entityName={ENTITY_NAME}
      fetchPage={fetchPage}
      columns={COLUMNS}
      defaultSort={{ field: 'name', order: 'desc' }}
      getId={(index) => index.name}
      getTitle={(index) => index.name}
      searchPlaceholder="Search by index name"
      emptyState={<p className="mb-0">The index set has no indices yet.</p>}
      rowActions={(index) => mayManageIndex(index, permissions) && <IndexRowActions index={index} permissions={permissions} onChanged={onChanged} />} />
  );
};

export default IndicesTable;

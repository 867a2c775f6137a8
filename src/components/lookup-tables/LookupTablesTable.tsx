// The lookup tables list: each table with the cache and data adapter it joins and what fails right now.
import React, { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { ErrorStates, LookupTable } from '@/stores/lookup-tables/lookupPayloads';
import { LOOKUP_PER_PAGE } from '@/stores/lookup-tables/lookupPayloads';
import type { LookupTablesPage, ResolvedParts } from '@/stores/lookup-tables/LookupTablesStore';
import { LookupTablesActions } from '@/stores/lookup-tables/LookupTablesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import DeleteLookupEntity from './DeleteLookupEntity';
import ErrorStateBadge from './ErrorStateBadge';
import useErrorStates, { errorOf } from './useErrorStates';

const ENTITY_NAME = { singular: 'lookup table', plural: 'lookup tables' };

const PartLink = ({ part, to, error }: { part: { id: string, name: string, title: string } | undefined, to: (id: string) => string, error?: string }) => (
  part
    ? <><Link to={to(part.name)}>{part.title}</Link><ErrorStateBadge error={error} /></>
    : <span className="text-danger">Missing</span>
);

const columnsFor = (parts: ResolvedParts, errors: ErrorStates | undefined): Array<ColumnDefinition<LookupTable>> => [
  {
    id: 'title',
    title: 'Title',
    sortable: true,
    render: (table) => (
      <>
        <Link to={Routes.SYSTEM.LOOKUPTABLES.show(table.name)} className="fw-semibold">{table.title}</Link>
        <ErrorStateBadge error={errorOf(errors?.tables, table)} />
      </>
    ),
  },
  { id: 'description', title: 'Description', sortable: true },
  { id: 'name', title: 'Name', sortable: true, render: (table) => <code>{table.name}</code> },
  {
    id: 'cache',
    title: 'Cache',
    render: (table) => {
      const cache = parts.caches[table.cache_id];
      return <PartLink part={cache} to={Routes.SYSTEM.LOOKUPTABLES.CACHES.show} error={errorOf(errors?.caches, cache)} />;
    },
  },
  {
    id: 'data_adapter',
    title: 'Data adapter',
    render: (table) => {
      const adapter = parts.dataAdapters[table.data_adapter_id];
      return <PartLink part={adapter} to={Routes.SYSTEM.LOOKUPTABLES.DATA_ADAPTERS.show} error={errorOf(errors?.data_adapters, adapter)} />;
    },
  },
];

const fetchPage = (request: PageRequest) => LookupTablesActions.searchPaginated(request);

type Props = { emptyState: React.ReactNode };

const LookupTablesTable = ({ emptyState }: Props) => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [parts, setParts] = useState<ResolvedParts>({ caches: {}, dataAdapters: {} });
  const { states, load } = useErrorStates();
  const onPageLoaded = useCallback((page: LookupTablesPage) => {
    setParts({ caches: page.caches, dataAdapters: page.dataAdapters });
    load({
      tables: page.list.map((table) => table.name),
      caches: Object.values(page.caches).map((cache) => cache.name),
      data_adapters: Object.values(page.dataAdapters).map((adapter) => adapter.name),
    });
  }, [load]);
  const columns = useMemo(() => columnsFor(parts, states), [parts, states]);

  return (
    <PaginatedEntityTable<LookupTable, LookupTablesPage>
      id="lookup-tables"
      entityName={ENTITY_NAME}
      fetchPage={fetchPage}
      onPageLoaded={onPageLoaded}
      columns={columns}
      defaultSort={{ field: 'title', order: 'asc' }}
      defaultPerPage={LOOKUP_PER_PAGE}
      getId={(table) => table.id}
      getTitle={(table) => table.title}
      searchPlaceholder="Search by title, or name:, description:, id:"
      emptyState={emptyState}
      rowActions={(table, view) => {
        const mayEdit = isPermitted(permissions, `lookuptables:edit:${table.id}`);
        const mayDelete = isPermitted(permissions, `lookuptables:delete:${table.id}`);
        // Nothing for a reader: with no action on any row the table leaves the column out.
        if (!mayEdit && !mayDelete) return null;
        return (
          <div className="d-flex justify-content-end gap-1">
            {mayEdit && <Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.LOOKUPTABLES.edit(table.name)} aria-label={`Edit lookup table ${table.title}`}>Edit</Link>}
            {mayDelete && (
              <DeleteLookupEntity size="sm" noun="lookup table" entity={table} onDelete={() => LookupTablesActions.delete(table)} onDeleted={view.reload}
                                  consequence="Rules, extractors and converters that use it will no longer find values." />
            )}
          </div>
        );
      }} />
  );
};

export default LookupTablesTable;

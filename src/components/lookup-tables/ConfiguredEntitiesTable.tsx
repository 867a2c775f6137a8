// The caches list and the data adapters list: title, description, name, type and what fails right now.
import React, { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, Page } from '@/components/common/entity-table/types';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { LookupTableCachesActions } from '@/stores/lookup-tables/LookupTableCachesStore';
import { LookupTableDataAdaptersActions } from '@/stores/lookup-tables/LookupTableDataAdaptersStore';
import type { ConfiguredEntity } from '@/stores/lookup-tables/lookupPayloads';
import { LOOKUP_PER_PAGE } from '@/stores/lookup-tables/lookupPayloads';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import { KIND_NOUN } from './ConfiguredEntityForm';
import DeleteLookupEntity from './DeleteLookupEntity';
import ErrorStateBadge from './ErrorStateBadge';
import type { LookupTypeKind } from './lookupTypeForms';
import { lookupTypeName } from './lookupTypeForms';
import useErrorStates, { errorOf } from './useErrorStates';

const KINDS = {
  cache: {
    actions: LookupTableCachesActions,
    routes: Routes.SYSTEM.LOOKUPTABLES.CACHES,
    entityName: { singular: 'cache', plural: 'caches' },
    errorsKey: 'caches',
  },
  adapter: {
    actions: LookupTableDataAdaptersActions,
    routes: Routes.SYSTEM.LOOKUPTABLES.DATA_ADAPTERS,
    entityName: { singular: 'data adapter', plural: 'data adapters' },
    errorsKey: 'data_adapters',
  },
} as const;

type Props = { kind: LookupTypeKind, emptyState: React.ReactNode };

const ConfiguredEntitiesTable = ({ kind, emptyState }: Props) => {
  const { actions, routes, entityName, errorsKey } = KINDS[kind];
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { states, load } = useErrorStates();
  const onPageLoaded = useCallback((page: Page<ConfiguredEntity>) => {
    load({ [errorsKey]: page.list.map((entity) => entity.name) });
  }, [load, errorsKey]);
  const columns = useMemo((): Array<ColumnDefinition<ConfiguredEntity>> => [
    {
      id: 'title',
      title: 'Title',
      sortable: true,
      render: (entity) => (
        <>
          <Link to={routes.show(entity.name)} className="fw-semibold">{entity.title}</Link>
          <ErrorStateBadge error={errorOf(states?.[errorsKey], entity)} />
        </>
      ),
    },
    { id: 'description', title: 'Description', sortable: true },
    { id: 'name', title: 'Name', sortable: true, render: (entity) => <code>{entity.name}</code> },
    { id: 'type', title: 'Type', render: (entity) => lookupTypeName(kind, entity.config.type) },
  ], [routes, states, errorsKey, kind]);

  return (
    <PaginatedEntityTable<ConfiguredEntity>
      id={kind === 'cache' ? 'lookup-caches' : 'lookup-data-adapters'}
      entityName={entityName}
      fetchPage={actions.searchPaginated}
      onPageLoaded={onPageLoaded}
      columns={columns}
      defaultSort={{ field: 'title', order: 'asc' }}
      defaultPerPage={LOOKUP_PER_PAGE}
      getId={(entity) => entity.id}
      getTitle={(entity) => entity.title}
      searchPlaceholder="Search by title, or name:, description:, id:"
      emptyState={emptyState}
      rowActions={(entity, view) => {
        const mayEdit = isPermitted(permissions, `lookuptables:edit:${entity.id}`);
        const mayDelete = isPermitted(permissions, `lookuptables:delete:${entity.id}`);
        // Nothing for a reader: with no action on any row the table leaves the column out.
        if (!mayEdit && !mayDelete) return null;
        return (
          <div className="d-flex justify-content-end gap-1">
            {mayEdit && <Link className="btn btn-sm btn-outline-secondary" to={routes.edit(entity.name)} aria-label={`Edit ${KIND_NOUN[kind]} ${entity.title}`}>Edit</Link>}
            {mayDelete && (
              <DeleteLookupEntity size="sm" noun={KIND_NOUN[kind]} entity={entity} onDelete={() => actions.delete(entity)} onDeleted={view.reload}
                                  consequence={`A ${KIND_NOUN[kind]} still used by a lookup table cannot be deleted.`} />
            )}
          </div>
        );
      }} />
  );
};

export default ConfiguredEntitiesTable;

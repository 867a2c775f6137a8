import React, { useCallback } from 'react';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, Page, PageRequest } from '@/components/common/entity-table/types';
import { useStore } from '@/stores/connect';
import type { SharedEntity } from '@/stores/permissions/EntityShareStore';
import { EntityShareActions } from '@/stores/permissions/EntityShareStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import ShareButton from './ShareButton';
import { capabilityTitle, maySeeShareDialog } from './sharePermissions';
import { entityTypeName } from './shareTexts';

type Props = {
  /** The user whose reachable entities are listed. */
  userId: string,
  /** The section's heading; "Shared entities" unless told otherwise. */
  title?: string,
};

/** An entity the user can reach, with the capability they hold on it. */
export type SharedEntityRow = SharedEntity & { capability: string | undefined };

const ENTITY_NAME = { singular: 'shared entity', plural: 'shared entities' };
const DEFAULT_SORT = { field: 'title', order: 'asc' as const };

const COLUMNS: Array<ColumnDefinition<SharedEntityRow>> = [
  { id: 'title', title: 'Title', sortable: true },
  { id: 'type', title: 'Type', render: (entity) => entityTypeName(entity.type) },
  { id: 'owners', title: 'Owners', render: (entity) => entity.owners.map((owner) => owner.title).join(', ') },
  { id: 'capability', title: 'Capability', render: (entity) => capabilityTitle(entity.capability) },
];

/**
 * What a user can reach through shares, as a table (id "sharedEntities", URL parameters prefixed
 * "shared_" so it can sit beside other tables), with a Share button on each entity the current user may share.
 */
const SharedEntitiesSection = ({ userId, title = 'Shared entities' }: Props) => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const fetchPage = useCallback((request: PageRequest): Promise<Page<SharedEntityRow>> => EntityShareActions
    .loadUserSharesPaginated(userId, request)
    .then(({ list, pagination, granteeCapabilities }) => ({
      list: list.map((entity) => ({ ...entity, capability: granteeCapabilities[entity.id] })),
      pagination,
    })), [userId]);
  const headingId = `shared-entities-${userId.replace(/[^\w-]/g, '-')}`;

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h5">{title}</h2>
      <PaginatedEntityTable<SharedEntityRow>
        id="sharedEntities"
        urlPrefix="shared"
        entityName={ENTITY_NAME}
        fetchPage={fetchPage}
        columns={COLUMNS}
        defaultSort={DEFAULT_SORT}
        getId={(entity) => entity.id}
        getTitle={(entity) => entity.title}
        searchPlaceholder="Search shared entities by title"
        emptyState={<p className="mb-0">Nothing has been shared with this user yet.</p>}
        rowActions={(entity, table) => (maySeeShareDialog(currentUser, entity)
          ? <ShareButton size="sm" entityGRN={entity.id} entityType={entity.type} entityTitle={entity.title} onSaved={table.reload} />
          : null)} />
    </section>
  );
};

export default SharedEntitiesSection;

import React from 'react';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import type { NativeEntityDescriptor } from '@/stores/contentpacks/contentPackTypes';

const columns: Array<ColumnDefinition<NativeEntityDescriptor>> = [
  { id: 'title', title: 'Title', render: (entity) => <span className="text-break">{entity.title}</span> },
  { id: 'type', title: 'Type', width: '12rem', render: (entity) => <code>{entity.type.name}</code> },
];

// Only this server says why an entity was kept; against Graylog the column stays away.
const reasonColumn: ColumnDefinition<NativeEntityDescriptor> = { id: 'reason', title: 'Why kept', render: (entity) => <span className="text-break">{entity.reason}</span> };

const byTitle = (a: NativeEntityDescriptor, b: NativeEntityDescriptor) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });

/** Entities of this server that an installation created or reused, by title. */
const NativeEntitiesTable = ({ entities, caption, empty }: { entities: ReadonlyArray<NativeEntityDescriptor>, caption: string, empty: string }) => {
  if (entities.length === 0) {
    return <p className="text-body-secondary">{empty}</p>;
  }
  return (
    <EntityDataTable rows={[...entities].sort(byTitle)} columns={entities.some((entity) => entity.reason) ? [...columns, reasonColumn] : columns} getId={(entity) => `${entity.type.name}:${entity.id}`}
                     getTitle={(entity) => entity.title} caption={caption} compact />
  );
};

export default NativeEntitiesTable;

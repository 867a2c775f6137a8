import React, { useMemo } from 'react';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import { entityDescription, entityTitle } from '@/stores/contentpacks/contentPackModel';
import type { ContentPackEntity, ContentPackParameter } from '@/stores/contentpacks/contentPackTypes';

type Props = {
  entities: ReadonlyArray<ContentPackEntity>,
  /** For titles that are parameters: they read as the parameter's default value. */
  parameters: ReadonlyArray<ContentPackParameter>,
  caption?: string,
  /** Extra columns after title, type and description (the wizard's origin and parameter count). */
  extraColumns?: Array<ColumnDefinition<ContentPackEntity>>,
  renderActions?: (entity: ContentPackEntity) => React.ReactNode,
};

const byTypeThenTitle = (parameters: ReadonlyArray<ContentPackParameter>) => (a: ContentPackEntity, b: ContentPackEntity) => (
  a.type.name.localeCompare(b.type.name) || entityTitle(a, parameters).localeCompare(entityTitle(b, parameters), undefined, { sensitivity: 'base' })
);

/** The entities of a pack revision, by type and title. */
const ContentPackEntitiesTable = ({ entities, parameters, caption = 'Entities', extraColumns = [], renderActions }: Props) => {
  const columns = useMemo((): Array<ColumnDefinition<ContentPackEntity>> => [
    { id: 'title', title: 'Title', render: (entity) => <span className="text-break">{entityTitle(entity, parameters) || <span className="text-body-secondary">Untitled</span>}</span> },
    { id: 'type', title: 'Type', width: '12rem', render: (entity) => <code>{entity.type.name}</code> },
    { id: 'description', title: 'Description', render: (entity) => <span className="text-break">{entityDescription(entity, parameters)}</span> },
    ...extraColumns,
  ], [parameters, extraColumns]);
  const rows = useMemo(() => [...entities].sort(byTypeThenTitle(parameters)), [entities, parameters]);
  if (rows.length === 0) {
    return <p className="text-body-secondary mb-0">No entities.</p>;
  }
  return <EntityDataTable rows={rows} columns={columns} getId={(entity) => entity.id} getTitle={(entity) => entityTitle(entity, parameters)} caption={caption} compact renderActions={renderActions} />;
};

export default ContentPackEntitiesTable;

import React, { useMemo } from 'react';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import { None } from '@/components/common/Facts';
import { parameterValueText } from '@/stores/contentpacks/contentPackModel';
import type { ContentPackParameter } from '@/stores/contentpacks/contentPackTypes';

type Props = {
  parameters: ReadonlyArray<ContentPackParameter>,
  /** With it, a column says whether each parameter is used by a value of an entity. */
  isUsed?: (parameter: ContentPackParameter) => boolean,
  renderActions?: (parameter: ContentPackParameter) => React.ReactNode,
};

/** The parameters of a pack: what an installation is asked for, with the default values. */
const ContentPackParametersTable = ({ parameters, isUsed, renderActions }: Props) => {
  const columns = useMemo((): Array<ColumnDefinition<ContentPackParameter>> => [
    { id: 'title', title: 'Title', render: (parameter) => <span className="text-break">{parameter.title}</span> },
    { id: 'name', title: 'Name', render: (parameter) => <code className="text-break">{parameter.name}</code> },
    { id: 'description', title: 'Description', render: (parameter) => <span className="text-break">{parameter.description}</span> },
    { id: 'type', title: 'Value type', width: '7rem' },
    {
      id: 'default_value',
      title: 'Default value',
      render: (parameter) => (parameterValueText(parameter.default_value) === '' ? <None /> : <span className="text-break">{parameterValueText(parameter.default_value)}</span>),
    },
    ...(isUsed ? [{ id: 'used', title: 'Used', width: '5rem', render: (parameter: ContentPackParameter) => (isUsed(parameter) ? 'Yes' : 'No') }] : []),
  ], [isUsed]);
  const rows = useMemo(() => [...parameters].sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' })), [parameters]);
  if (rows.length === 0) {
    return <p className="text-body-secondary mb-0">No parameters.</p>;
  }
  return <EntityDataTable rows={rows} columns={columns} getId={(parameter) => parameter.name} getTitle={(parameter) => parameter.title} caption="Parameters" compact renderActions={renderActions} />;
};

export default ContentPackParametersTable;

import React from 'react';
import { Button } from 'react-bootstrap';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import { None } from '@/components/common/Facts';
import Timestamp from '@/components/common/Timestamp';
import { parameterValueText, VALUE_FIELD } from '@/stores/contentpacks/contentPackModel';
import type { ContentPackInstallation } from '@/stores/contentpacks/contentPackTypes';

type Props = {
  installations: ReadonlyArray<ContentPackInstallation>,
  mayUninstall: boolean,
  onUninstall: (installation: ContentPackInstallation) => void,
  onShowEntities: (installation: ContentPackInstallation) => void,
};

const ParameterValues = ({ installation }: { installation: ContentPackInstallation }) => {
  const entries = Object.entries(installation.parameters ?? {});
  if (entries.length === 0) return <None />;
  return (
    <ul className="list-unstyled mb-0">
      {entries.map(([name, value]) => <li key={name} className="text-break"><code>{name}</code> = {parameterValueText(value?.[VALUE_FIELD])}</li>)}
    </ul>
  );
};

const columns: Array<ColumnDefinition<ContentPackInstallation>> = [
  { id: 'comment', title: 'Comment', render: (installation) => (installation.comment ? <span className="text-break">{installation.comment}</span> : <None>No comment</None>) },
  { id: 'content_pack_revision', title: 'Revision', width: '6rem' },
  { id: 'created_by', title: 'Installed by', render: (installation) => <span className="text-break">{installation.created_by}</span> },
  { id: 'created_at', title: 'Installed at', render: (installation) => <Timestamp dateTime={installation.created_at} /> },
  { id: 'parameters', title: 'Parameters', render: (installation) => <ParameterValues installation={installation} /> },
];

/** The installations of a pack, newest first, with what each installed and Uninstall. */
const InstallationsTable = ({ installations, mayUninstall, onUninstall, onShowEntities }: Props) => {
  if (installations.length === 0) {
    return <p className="text-body-secondary mb-0">This content pack is not installed.</p>;
  }
  const rows = [...installations].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
  const label = (installation: ContentPackInstallation) => (installation.comment ? `installation "${installation.comment}"` : `installation of revision ${installation.content_pack_revision}`);
  return (
    <EntityDataTable rows={rows} columns={columns} getId={(installation) => installation._id} getTitle={label} caption="Installations" compact
                     renderActions={(installation) => (
                       <div className="d-flex justify-content-end gap-1">
                         <Button size="sm" variant="outline-secondary" onClick={() => onShowEntities(installation)} aria-label={`Entities of ${label(installation)}`}>
                           Entities ({installation.entities?.length ?? 0})
                         </Button>
                         {mayUninstall && (
                           <Button size="sm" variant="outline-danger" onClick={() => onUninstall(installation)} aria-label={`Uninstall ${label(installation)}`}>Uninstall</Button>
                         )}
                       </div>
                     )} />
  );
};

export default InstallationsTable;

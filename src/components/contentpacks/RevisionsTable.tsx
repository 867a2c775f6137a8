import React from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import RowActionsMenu from '@/components/common/entity-table/RowActionsMenu';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { ContentPack } from '@/stores/contentpacks/contentPackTypes';

type Props = {
  revisions: ReadonlyArray<ContentPack>,
  selected: number,
  onSelect: (rev: number) => void,
  /** Installations per revision. */
  installed: { [rev: number]: number },
  mayInstall: boolean,
  mayBuild: boolean,
  mayDelete: boolean,
  onInstall: (pack: ContentPack) => void,
  onDownload: (pack: ContentPack) => void,
  onDelete: (pack: ContentPack) => void,
};

/** The revisions of a pack, newest first; one is shown below, each can be installed, downloaded, copied or deleted. */
const RevisionsTable = ({ revisions, selected, onSelect, installed, mayInstall, mayBuild, mayDelete, onInstall, onDownload, onDelete }: Props) => {
  const columns: Array<ColumnDefinition<ContentPack>> = [
    { id: 'rev', title: 'Revision', width: '6rem', render: (pack) => (pack.rev === selected ? <strong>{pack.rev} (shown)</strong> : pack.rev) },
    { id: 'entities', title: 'Entities', width: '6rem', render: (pack) => pack.entities.length },
    { id: 'parameters', title: 'Parameters', width: '7rem', render: (pack) => pack.parameters.length },
    { id: 'installations', title: 'Installations', width: '8rem', render: (pack) => installed[pack.rev] ?? 0 },
  ];
  const rows = [...revisions].sort((a, b) => b.rev - a.rev);
  return (
    <EntityDataTable rows={rows} columns={columns} getId={(pack) => String(pack.rev)} getTitle={(pack) => `revision ${pack.rev}`} caption="Revisions" compact
                     renderActions={(pack) => (
                       <div className="d-flex justify-content-end gap-1">
                         <Button size="sm" variant="outline-secondary" aria-pressed={pack.rev === selected} disabled={pack.rev === selected}
                                 onClick={() => onSelect(pack.rev)} aria-label={`Show revision ${pack.rev}`}>Show</Button>
                         {mayInstall && <Button size="sm" variant="outline-primary" onClick={() => onInstall(pack)} aria-label={`Install revision ${pack.rev}`}>Install</Button>}
                         <RowActionsMenu label={`More actions for revision ${pack.rev}`}>
                           <Dropdown.Item as="button" onClick={() => onDownload(pack)}>Download</Dropdown.Item>
                           {mayBuild && <Dropdown.Item as={Link} to={Routes.SYSTEM.CONTENTPACKS.edit(pack.id, pack.rev)}>Create new revision from this one</Dropdown.Item>}
                           {mayDelete && (
                             <>
                               <Dropdown.Divider />
                               <Dropdown.Item as="button" className="text-danger" onClick={() => onDelete(pack)}>Delete revision</Dropdown.Item>
                             </>
                           )}
                         </RowActionsMenu>
                       </div>
                     )} />
  );
};

export default RevisionsTable;

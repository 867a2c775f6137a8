import React, { useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import RowActionsMenu from '@/components/common/entity-table/RowActionsMenu';
import Routes from '@/routing/Routes';
import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';
import type { ContentPack } from '@/stores/contentpacks/contentPackTypes';

import { mayBuild, mayDelete, mayInstall } from './contentPackPermissions';
import downloadRevision from './downloadRevision';
import InstallContentPackDialog from './InstallContentPackDialog';

type Props = {
  /** The latest revision. */
  pack: ContentPack,
  permissions: ReadonlyArray<string> | undefined,
  /** After an install or a delete: the counts changed. */
  onChanged: () => void,
};

/** Install (the latest revision), and in the menu: details, a new revision, download, delete every revision. */
const ContentPackRowActions = ({ pack, permissions, onChanged }: Props) => {
  const [dialog, setDialog] = useState<'install' | 'delete' | undefined>();
  const name = pack.name || pack.id;
  const remove = () => ContentPacksActions.delete(pack).then(() => {
    setDialog(undefined);
    onChanged();
  });

  return (
    <div className="d-flex justify-content-end gap-1">
      {mayInstall(permissions, pack.id) && (
        <Button size="sm" variant="outline-primary" onClick={() => setDialog('install')} aria-label={`Install content pack ${name}`}>Install</Button>
      )}
      <RowActionsMenu label={`More actions for content pack ${name}`}>
        <Dropdown.Item as={Link} to={Routes.SYSTEM.CONTENTPACKS.show(pack.id)}>Show details</Dropdown.Item>
        {mayBuild(permissions) && <Dropdown.Item as={Link} to={Routes.SYSTEM.CONTENTPACKS.edit(pack.id, pack.rev)}>Create new revision</Dropdown.Item>}
        <Dropdown.Item as="button" onClick={() => { downloadRevision(pack, pack.rev).catch(() => undefined); }}>Download revision {pack.rev}</Dropdown.Item>
        {mayDelete(permissions, pack.id) && (
          <>
            <Dropdown.Divider />
            <Dropdown.Item as="button" className="text-danger" onClick={() => setDialog('delete')}>Delete all revisions</Dropdown.Item>
          </>
        )}
      </RowActionsMenu>
      {dialog === 'install' && (
        <InstallContentPackDialog pack={pack} onClose={() => setDialog(undefined)} onInstalled={() => { setDialog(undefined); onChanged(); }} />
      )}
      <ConfirmDialog show={dialog === 'delete'} title="Delete content pack" confirmLabel="Delete" onConfirm={remove} onCancel={() => setDialog(undefined)}>
        Do you really want to delete content pack <b className="text-break">{name}</b> with all its revisions? A pack that is still
        installed cannot be deleted: uninstall it first.
      </ConfirmDialog>
    </div>
  );
};

export default ContentPackRowActions;

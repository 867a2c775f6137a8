import React, { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';

import { Fact, Facts, None } from '@/components/common/Facts';
import Timestamp from '@/components/common/Timestamp';
import type { ContentPackInstallation } from '@/stores/contentpacks/contentPackTypes';

import NativeEntitiesTable from './NativeEntitiesTable';

let dialogCounter = 0;

/** One installation: who installed it when, and the entities it created or reused. */
const InstallationEntitiesDialog = ({ installation, onClose }: { installation: ContentPackInstallation, onClose: () => void }) => {
  const [titleId] = useState(() => { dialogCounter += 1; return `content-pack-installation-${dialogCounter}`; });
  const reused = installation.entities.filter((entity) => entity.found_on_system);
  const created = installation.entities.filter((entity) => !entity.found_on_system);
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">Installation of revision {installation.content_pack_revision}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Facts>
          <Fact label="Comment">{installation.comment || <None>No comment</None>}</Fact>
          <Fact label="Installed by">{installation.created_by}</Fact>
          <Fact label="Installed at"><Timestamp dateTime={installation.created_at} /></Fact>
        </Facts>
        <h3 className="h6 mt-3">Installed entities</h3>
        <NativeEntitiesTable entities={created} caption="Installed entities" empty="The installation created no entities." />
        {reused.length > 0 && (
          <>
            <h3 className="h6 mt-3">Entities that already existed (reused, never uninstalled)</h3>
            <NativeEntitiesTable entities={reused} caption="Reused entities" empty="" />
          </>
        )}
      </Modal.Body>
      <Modal.Footer><Button variant="primary" onClick={onClose}>Close</Button></Modal.Footer>
    </Modal>
  );
};

export default InstallationEntitiesDialog;

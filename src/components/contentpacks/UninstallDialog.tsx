import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import { reasonOf } from '@/logic/errors/FetchError';
import type { PackRef } from '@/stores/contentpacks/ContentPacksStore';
import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';
import type { ContentPackInstallation, ContentPackUninstallation, NativeEntityDescriptor } from '@/stores/contentpacks/contentPackTypes';

import NativeEntitiesTable from './NativeEntitiesTable';

type Props = {
  pack: PackRef,
  installation: ContentPackInstallation,
  onClose: () => void,
  /** After the uninstall ran (the installation is gone), when the dialog is closed. */
  onUninstalled: () => void,
};

type Phase =
  | { kind: 'loading' }
  | { kind: 'loadFailed', reason: string }
  | { kind: 'confirm', entities: Array<NativeEntityDescriptor> }
  | { kind: 'done', result: ContentPackUninstallation };

let dialogCounter = 0;

/**
 * Uninstalls an installation in two steps: first what would be removed, as the server says (entities changed
 * since or used elsewhere are kept), then, once confirmed, what was removed, kept and could not be removed.
 */
const UninstallDialog = ({ pack, installation, onClose, onUninstalled }: Props) => {
  const [titleId] = useState(() => { dialogCounter += 1; return `content-pack-uninstall-${dialogCounter}`; });
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const loadDetails = useCallback(() => {
    setPhase({ kind: 'loading' });
    ContentPacksActions.uninstallDetails(pack.id, installation._id).then((entities) => {
      if (mounted.current) setPhase({ kind: 'confirm', entities });
    }, (error: unknown) => {
      if (mounted.current) setPhase({ kind: 'loadFailed', reason: reasonOf(error) });
    });
  }, [pack.id, installation._id]);
  useEffect(loadDetails, [loadDetails]);

  const uninstall = () => {
    setBusy(true);
    setFailure(undefined);
    ContentPacksActions.uninstall(pack, installation._id).then((result) => {
      if (!mounted.current) return;
      setBusy(false);
      setPhase({ kind: 'done', result });
    }, (error: unknown) => {
      if (!mounted.current) return;
      setBusy(false);
      setFailure(reasonOf(error));
    });
  };

  const close = () => {
    if (busy) return;
    if (phase.kind === 'done') onUninstalled(); else onClose();
  };

  const installationName = installation.comment ? <>&quot;{installation.comment}&quot;</> : <>of revision {installation.content_pack_revision}</>;

  return (
    <Modal show onHide={close} size="lg" aria-labelledby={titleId} backdrop={busy ? 'static' : true} keyboard={!busy}>
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">Uninstall content pack <em>{pack.name}</em></Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {phase.kind === 'loading' && <Spinner text="Finding out what would be removed…" />}
        {phase.kind === 'loadFailed' && (
          <Alert variant="danger" role="alert">What uninstalling would remove could not be loaded: {phase.reason}</Alert>
        )}
        {phase.kind === 'confirm' && (
          <>
            <p>Do you really want to uninstall the installation {installationName}? These entities will be removed:</p>
            <NativeEntitiesTable entities={phase.entities} caption="Entities to be uninstalled"
                                 empty="Nothing will be removed: every entity of this installation was changed since or is used elsewhere." />
          </>
        )}
        {phase.kind === 'done' && (
          <>
            <h3 className="h6">Removed</h3>
            <NativeEntitiesTable entities={phase.result.entities} caption="Removed entities" empty="Nothing was removed." />
            {phase.result.skipped_entities.length > 0 && (
              <>
                <h3 className="h6">Kept (changed since the installation, or used elsewhere)</h3>
                <NativeEntitiesTable entities={phase.result.skipped_entities} caption="Kept entities" empty="" />
              </>
            )}
            {phase.result.failed_entities.length > 0 && (
              <>
                <h3 className="h6 text-danger">Could not be removed</h3>
                <NativeEntitiesTable entities={phase.result.failed_entities} caption="Entities that could not be removed" empty="" />
              </>
            )}
          </>
        )}
        {failure && <Alert variant="danger" role="alert" className="mt-3 mb-0">{failure}</Alert>}
      </Modal.Body>
      <Modal.Footer>
        {phase.kind === 'done' ? (
          <Button variant="primary" onClick={close} autoFocus>Close</Button>
        ) : (
          <>
            <Button variant="outline-secondary" onClick={close} disabled={busy} autoFocus>Cancel</Button>
            {phase.kind === 'loadFailed' && <Button variant="primary" onClick={loadDetails}>Try again</Button>}
            {phase.kind === 'confirm' && (
              <Button variant="danger" onClick={uninstall} disabled={busy} aria-busy={busy}>{busy ? 'Uninstalling…' : 'Uninstall'}</Button>
            )}
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
};

export default UninstallDialog;

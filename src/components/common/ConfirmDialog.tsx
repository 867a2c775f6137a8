import React, { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';

import { reasonOf } from '@/logic/errors/FetchError';

type Props = {
  show: boolean,
  /** Names the action, e.g. "Delete user". */
  title: React.ReactNode,
  /** The confirm button's text, e.g. "Delete". */
  confirmLabel?: string,
  cancelLabel?: string,
  variant?: 'danger' | 'primary',
  /**
   * Runs the action. While a returned promise is pending the confirm button is busy and the dialog cannot
   * be dismissed; closing it afterwards is the caller's job (set `show` to false on success).
   */
  onConfirm: () => Promise<unknown> | void,
  onCancel: () => void,
  /** The question, naming the entity: "Do you really want to delete user <b>jane</b>?" */
  children: React.ReactNode,
};

let dialogCounter = 0;

/**
 * The one confirmation for destructive actions. Focus starts on Cancel, so Enter pressed by habit does not
 * destroy anything; Escape cancels. A failed action keeps the dialog open and says why.
 */
const ConfirmDialog = ({ show, title, confirmLabel = 'Confirm', cancelLabel = 'Cancel', variant = 'danger', onConfirm, onCancel, children }: Props) => {
  const [titleId] = useState(() => { dialogCounter += 1; return `console-confirm-title-${dialogCounter}`; });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  useEffect(() => {
    if (show) {
      setFailure(undefined);
    }
  }, [show]);

  const confirm = () => {
    setFailure(undefined);
    const outcome = onConfirm();
    if (!outcome) {
      return;
    }
    setBusy(true);
    outcome.then(() => {
      if (mounted.current) setBusy(false);
    }, (error: unknown) => {
      if (mounted.current) {
        setBusy(false);
        setFailure(reasonOf(error));
      }
    });
  };

  const cancel = () => {
    if (!busy) {
      onCancel();
    }
  };

  return (
    <Modal show={show} onHide={cancel} backdrop={busy ? 'static' : true} keyboard={!busy} aria-labelledby={titleId} centered>
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={titleId} as="h2" className="h5">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div>{children}</div>
        {failure && <Alert variant="danger" className="mt-3 mb-0">{failure}</Alert>}
      </Modal.Body>
      <Modal.Footer>
        {/* autoFocus: React focuses it on mount, before the modal would focus its own container. */}
        <Button variant="outline-secondary" onClick={cancel} disabled={busy} autoFocus>{cancelLabel}</Button>
        <Button variant={variant} onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy ? `${confirmLabel}…` : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
};

export default ConfirmDialog;

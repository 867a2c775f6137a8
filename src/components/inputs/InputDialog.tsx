import React, { useEffect, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import { reasonOf } from '@/logic/errors/FetchError';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import type { InputTypeInfo } from '@/stores/inputs/InputTypesStore';
import { InputTypesActions } from '@/stores/inputs/InputTypesStore';

import InputForm from './InputForm';

type Props = {
  /** The type's class name. */
  type: string,
  /** The input to edit; without it a new input of `type` is launched. */
  input?: InputSummary,
  nodeIds: ReadonlyArray<string>,
  onSaved: () => void,
  onClose: () => void,
};

let dialogCounter = 0;

/** The launch or edit dialog: loads what the type asks for, then shows the input form. */
const InputDialog = ({ type, input, nodeIds, onSaved, onClose }: Props) => {
  const [titleId] = useState(() => { dialogCounter += 1; return `input-dialog-title-${dialogCounter}`; });
  const [details, setDetails] = useState<InputTypeInfo | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    InputTypesActions.get(type).then(
      (info) => { if (current) setDetails(info); },
      (error: unknown) => { if (current) setFailure(reasonOf(error)); },
    );
    return () => { current = false; };
  }, [type]);

  const typeName = details?.name ?? input?.name ?? 'input';
  const title = input ? `Edit input ${input.title}` : `Launch new ${typeName} input`;

  let body: React.ReactNode;
  if (failure !== undefined) {
    body = (
      <>
        <Alert variant="danger">The configuration of this input type could not be loaded: {failure}</Alert>
        <Button variant="outline-secondary" onClick={onClose}>Close</Button>
      </>
    );
  } else if (details === undefined) {
    body = <Spinner text="Loading the input type…" />;
  } else {
    body = <InputForm type={details} input={input} nodeIds={nodeIds} onSaved={onSaved} onCancel={onClose} />;
  }

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={titleId} backdrop="static">
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
    </Modal>
  );
};

export default InputDialog;

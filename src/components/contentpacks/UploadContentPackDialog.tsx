import React, { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';

import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import { reasonOf } from '@/logic/errors/FetchError';
import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';
import type { ContentPack } from '@/stores/contentpacks/contentPackTypes';

import readFileText from '@/util/readFileText';

type Props = {
  onClose: () => void,
  /** After the server took the pack (the store has said so in a toast). */
  onUploaded: () => void,
};

let dialogCounter = 0;

/** The file's text as a pack to send, or why it cannot be one. */
const parsePack = (text: string): { pack?: ContentPack, problem?: string } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: `The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problem: 'The file does not hold a content pack: a content pack is a JSON object.' };
  }
  return { pack: parsed as ContentPack };
};

/**
 * Uploads a content pack file (Graylog's JSON format). A file that is not JSON is refused here; a pack the
 * server refuses shows the server's reason, and the chosen file stays, to be sent again or replaced.
 */
const UploadContentPackDialog = ({ onClose, onUploaded }: Props) => {
  const [ids] = useState(() => { dialogCounter += 1; return `content-pack-upload-${dialogCounter}`; });
  const [file, setFile] = useState<{ name: string, text: string } | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [reading, setReading] = useState(false);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  // Counts the choices: a read answers only for the last chosen file. A slow read of an earlier file that
  // finishes last would otherwise replace the file the field shows with one the user no longer means.
  const choice = useRef(0);

  const chooseFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    choice.current += 1;
    const thisChoice = choice.current;
    const isCurrent = () => mounted.current && choice.current === thisChoice;
    setProblem(undefined);
    setRefusal(undefined);
    // Until this file is read, nothing is sent: not the file chosen before it.
    setFile(undefined);
    setReading(Boolean(chosen));
    if (!chosen) return;
    readFileText(chosen).then((text) => {
      if (!isCurrent()) return;
      setReading(false);
      setFile({ name: chosen.name, text });
    }, (error: unknown) => {
      if (!isCurrent()) return;
      setReading(false);
      setProblem(`"${chosen.name}" could not be read: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || reading) return;
    if (!file) {
      setProblem('Choose a content pack file.');
      return;
    }
    const { pack, problem: parseProblem } = parsePack(file.text);
    if (!pack) {
      setProblem(parseProblem);
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    ContentPacksActions.create(pack, { origin: 'upload' }).then(() => {
      if (mounted.current) setBusy(false);
      onUploaded();
    }, (error: unknown) => {
      if (!mounted.current) return;
      setBusy(false);
      setRefusal(reasonOf(error));
    });
  };

  const close = () => { if (!busy) onClose(); };
  const help = 'A content pack in JSON, as downloaded from a Graylog server or this console.';

  return (
    <Modal show onHide={close} aria-labelledby={`${ids}-title`} backdrop={busy ? 'static' : true} keyboard={!busy}>
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={`${ids}-title`} as="h2" className="h5">Upload content pack</Modal.Title>
      </Modal.Header>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <Modal.Body>
          {refusal && (
            <Alert variant="danger" role="alert">
              <p className="mb-1 fw-semibold">The server refused {file ? <>&quot;{file.name}&quot;</> : 'the file'}; nothing was saved.</p>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>{refusal}</p>
            </Alert>
          )}
          <FormGroup label="Content pack file" htmlFor={`${ids}-file`} error={problem} help={help} required>
            <input id={`${ids}-file`} name="file" type="file" className={`form-control${problem ? ' is-invalid' : ''}`} accept=".json,application/json"
                   disabled={busy} required aria-invalid={Boolean(problem)}
                   aria-describedby={describedBy(`${ids}-file`, { error: problem, help })}
                   onChange={chooseFile} />
          </FormGroup>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={busy}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy || reading}>{busy ? 'Uploading…' : 'Upload'}</Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
};

export default UploadContentPackDialog;

import React, { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';

import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import { GrokPatternsActions } from '@/stores/grok/GrokPatternsStore';
import readFileText from '@/util/readFileText';

import { importFailureReasons } from './importFailures';

type Props = {
  onClose: () => void,
  /** After the server took the file (the store has said so in a toast). */
  onImported: () => void,
};

let dialogCounter = 0;

/**
 * Imports a pattern file, chosen or pasted: one pattern per line, its name, blanks, the pattern. The server
 * checks the whole file first and saves nothing when a line is wrong; its reasons are listed here and the
 * text stays, to be corrected and sent again.
 */
const BulkImportDialog = ({ onClose, onImported }: Props) => {
  const [ids] = useState(() => { dialogCounter += 1; return `grok-import-${dialogCounter}`; });
  const [text, setText] = useState('');
  const [replaceAll, setReplaceAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<Array<string> | undefined>();
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const empty = text.trim() === '';
  const textHelp = 'One pattern per line: its name, a space, then the pattern. Lines starting with # are comments.';

  const chooseFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileProblem(undefined);
    if (!file) return;
    readFileText(file).then((content) => {
      if (!mounted.current) return;
      setText(content);
      setRefusal(undefined);
    }, (error: unknown) => {
      if (mounted.current) setFileProblem(`"${file.name}" could not be read: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (empty || busy) return;
    setBusy(true);
    setRefusal(undefined);
    GrokPatternsActions.bulkImport(text, replaceAll).then(() => {
      if (mounted.current) setBusy(false);
      onImported();
    }, (error: unknown) => {
      if (!mounted.current) return;
      setBusy(false);
      setRefusal(importFailureReasons(error));
    });
  };

  const close = () => { if (!busy) onClose(); };

  return (
    <Modal show onHide={close} size="lg" aria-labelledby={`${ids}-title`} backdrop={busy ? 'static' : true} keyboard={!busy}>
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={`${ids}-title`} as="h2" className="h5">Import Grok pattern file</Modal.Title>
      </Modal.Header>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <Modal.Body>
          {refusal && (
            <Alert variant="danger" role="alert">
              <p className="mb-1 fw-semibold">The server refused the file; no pattern was imported.</p>
              <ul className="mb-0 ps-3">
                {refusal.map((reason) => <li key={reason} className="text-break" style={{ whiteSpace: 'pre-wrap' }}>{reason}</li>)}
              </ul>
            </Alert>
          )}
          <FormGroup label="Pattern file" htmlFor={`${ids}-file`} error={fileProblem} help="Its text appears below, to check before importing.">
            <input id={`${ids}-file`} type="file" className="form-control" accept=".txt,.grok,text/plain" disabled={busy}
                   aria-invalid={Boolean(fileProblem)}
                   aria-describedby={describedBy(`${ids}-file`, { error: fileProblem, help: true })}
                   onChange={chooseFile} />
          </FormGroup>
          <FormGroup label="Patterns" htmlFor={`${ids}-text`} help={textHelp} required>
            <textarea id={`${ids}-text`} className="form-control font-monospace" rows={10} value={text} spellCheck={false}
                      required disabled={busy} placeholder={'ORDER_ID ORD-%{INT}\nTICKET [A-Z]+-%{INT}'}
                      aria-describedby={describedBy(`${ids}-text`, { help: textHelp })}
                      onChange={(event) => setText(event.target.value)} />
          </FormGroup>
          <div className="form-check">
            <input id={`${ids}-replace`} type="checkbox" className="form-check-input" checked={replaceAll} disabled={busy}
                   aria-describedby={`${ids}-replace-help`}
                   onChange={(event) => setReplaceAll(event.target.checked)} />
            <label htmlFor={`${ids}-replace`} className="form-check-label">Replace all existing patterns</label>
            <div id={`${ids}-replace-help`} className="form-text">
              {replaceAll
                ? 'Every pattern that is not in this file will be deleted.'
                : 'The patterns in the file are added to the existing ones; the server refuses a name that already exists.'}
            </div>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={busy}>Cancel</Button>
          <Button type="submit" variant={replaceAll ? 'danger' : 'primary'} disabled={busy || empty}>
            {busy ? 'Importing…' : (replaceAll ? 'Import and replace all' : 'Import')}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
};

export default BulkImportDialog;

import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import { copyToClipboard } from '@/components/common/clipboard';
import { errorMessage } from '@/logic/errors/FetchError';
import { toExtractorsExport } from '@/stores/extractors/extractorPayloads';
import { extractorCount, ExtractorsActions } from '@/stores/extractors/ExtractorsStore';

type Loaded = { json: string, count: number };

const COPY_FEEDBACK = { idle: '', copied: 'Copied to the clipboard.', failed: 'Copying failed: select the text and copy it by hand.' };

/** The JSON export of an input's extractors, read-only, with a copy button. */
const ExportedExtractors = ({ inputId }: { inputId: string }) => {
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [error, setError] = useState<unknown>();
  const [copyState, setCopyState] = useState<keyof typeof COPY_FEEDBACK>('idle');
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const load = useCallback(() => {
    setError(undefined);
    setLoaded(undefined);
    ExtractorsActions.list(inputId).then((extractors) => {
      if (mounted.current) setLoaded({ json: JSON.stringify(toExtractorsExport(extractors), null, 2), count: extractors.length });
    }, (failure: unknown) => {
      if (mounted.current) setError(failure);
    });
  }, [inputId]);
  useEffect(load, [load]);

  if (error !== undefined) {
    return (
      <Alert variant="danger">
        <p className="mb-2">Could not load the extractors: {errorMessage(error)}</p>
        <Button variant="outline-danger" size="sm" onClick={load}>Try again</Button>
      </Alert>
    );
  }
  if (!loaded) {
    return <Spinner text="Loading extractors…" />;
  }
  const copy = () => {
    copyToClipboard(loaded.json).then((copied) => {
      if (mounted.current) setCopyState(copied ? 'copied' : 'failed');
    });
  };
  return (
    <Card>
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h5 mb-0">Extractors JSON <span className="text-body-secondary fw-normal small">({extractorCount(loaded.count)})</span></h2>
        <Button variant="primary" size="sm" onClick={copy}>Copy to clipboard</Button>
      </Card.Header>
      <Card.Body>
        <label htmlFor="extractors-export" className="visually-hidden">Extractors JSON</label>
        <textarea id="extractors-export" className="form-control font-monospace small" rows={24} readOnly value={loaded.json} spellCheck={false}
                  onFocus={(event) => event.target.select()} />
        <div className="small mt-1" role="status" aria-live="polite">{COPY_FEEDBACK[copyState]}</div>
      </Card.Body>
    </Card>
  );
};

export default ExportedExtractors;

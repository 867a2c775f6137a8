import React, { useEffect, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import { reasonOf } from '@/logic/errors/FetchError';
import type { AlertConditionTestResult } from '@/stores/alerts/AlertConditionsStore';
import { AlertConditionsActions } from '@/stores/alerts/AlertConditionsStore';

type Props = { streamId: string, conditionId: string, conditionTitle: string, onClose: () => void };

type Outcome = { result: AlertConditionTestResult } | { error: unknown } | undefined;

const Result = ({ result }: { result: AlertConditionTestResult }) => {
  if (result.error) {
    const reasons = (result.error_messages ?? []).map((reason) => reason.message).filter((message) => message !== '');
    return (
      <Alert variant="danger" className="mb-0">
        <p className="fw-semibold mb-1">The condition could not be checked.</p>
        {reasons.length > 0 ? <ul className="mb-0">{reasons.map((reason) => <li key={reason} className="text-break">{reason}</li>)}</ul> : null}
      </Alert>
    );
  }
  return (
    <Alert variant={result.triggered ? 'warning' : 'success'} className="mb-0">
      <p className="fw-semibold mb-1">{result.triggered ? 'Condition triggered' : 'Condition not triggered'}</p>
      <p className="mb-0 text-break">
        {result.description || (result.triggered ? 'It would open an alert now.' : 'It would not open an alert now.')}
      </p>
    </Alert>
  );
};

/** Runs a condition once against the stream's messages and says whether it would alert, in the server's words. */
const ConditionTestDialog = ({ streamId, conditionId, conditionTitle, onClose }: Props) => {
  const [outcome, setOutcome] = useState<Outcome>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setOutcome(undefined);
    AlertConditionsActions.test(streamId, conditionId).then(
      (result) => { if (current) setOutcome({ result }); },
      (error: unknown) => { if (current) setOutcome({ error }); },
    );
    return () => { current = false; };
  }, [streamId, conditionId, attempt]);

  const titleId = `condition-test-${conditionId}`;
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">Test of {conditionTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body aria-live="polite">
        {outcome === undefined && <Spinner text="Checking the condition…" />}
        {outcome && 'result' in outcome && <Result result={outcome.result} />}
        {outcome && 'error' in outcome && <Alert variant="danger" className="mb-0">Could not test the condition: {reasonOf(outcome.error)}</Alert>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => setAttempt((count) => count + 1)} disabled={outcome === undefined}>Test again</Button>
        <Button variant="primary" onClick={onClose}>Close</Button>
      </Modal.Footer>
    </Modal>
  );
};

export default ConditionTestDialog;

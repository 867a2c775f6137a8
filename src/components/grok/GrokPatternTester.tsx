import React, { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

import { reasonOf } from '@/logic/errors/FetchError';
import type { GrokTestCaptures } from '@/stores/grok/GrokPatternsStore';
import { GrokPatternsActions } from '@/stores/grok/GrokPatternsStore';

import CapturesTable from './CapturesTable';

type Props = {
  name: string,
  pattern: string,
  sampleData: string,
  disabled?: boolean,
};

type Outcome =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'matched', captures: GrokTestCaptures }
  | { state: 'failed', reason: string };

/**
 * "Test with sample data": runs the pattern as it stands in the form against the sample and shows the
 * captures, or the server's reason. A result belongs to what was tested: changing the pattern or the
 * sample clears it, and an answer to an older test is dropped.
 */
const GrokPatternTester = ({ name, pattern, sampleData, disabled = false }: Props) => {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  useEffect(() => {
    latest.current += 1;
    setOutcome({ state: 'idle' });
  }, [name, pattern, sampleData]);

  // The server tests the pattern under its name (other patterns may refer to it), so all three are needed.
  const ready = name.trim() !== '' && pattern.trim() !== '' && sampleData !== '';
  const run = () => {
    latest.current += 1;
    const ticket = latest.current;
    const isCurrent = () => mounted.current && ticket === latest.current;
    setOutcome({ state: 'running' });
    GrokPatternsActions.testPattern({ name: name.trim(), pattern, sampleData }).then((captures) => {
      if (isCurrent()) setOutcome({ state: 'matched', captures });
    }, (error: unknown) => {
      if (isCurrent()) setOutcome({ state: 'failed', reason: reasonOf(error) });
    });
  };

  return (
    <section aria-label="Test result" className="mb-3">
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <Button type="button" variant="outline-secondary" size="sm" onClick={run} disabled={disabled || !ready || outcome.state === 'running'}>
          {outcome.state === 'running' ? 'Testing…' : 'Test with sample data'}
        </Button>
        {!ready && <span className="form-text m-0">Enter a name, a pattern and sample data to test it.</span>}
      </div>
      <div aria-live="polite" className="mt-2">
        {outcome.state === 'matched' && Object.keys(outcome.captures).length > 0 && (
          <>
            <p className="small text-success mb-1">The pattern matched the sample data and captured:</p>
            <CapturesTable captures={outcome.captures} />
          </>
        )}
        {outcome.state === 'matched' && Object.keys(outcome.captures).length === 0 && (
          <Alert variant="warning" className="mb-0 py-2">The pattern did not match the sample data.</Alert>
        )}
        {outcome.state === 'failed' && (
          <Alert variant="danger" className="mb-0 py-2">
            <span className="fw-semibold">The pattern could not be tested: </span>
            <span className="text-break" style={{ whiteSpace: 'pre-wrap' }}>{outcome.reason}</span>
          </Alert>
        )}
      </div>
    </section>
  );
};

export default GrokPatternTester;

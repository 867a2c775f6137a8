// "Test lookup": a key typed in, the answer shown as text. Used on a table's page (through its cache, with its
// defaults) and on a data adapter's page (the adapter alone).
import React, { useState } from 'react';
import { Button, Card } from 'react-bootstrap';

import { reasonOf } from '@/logic/errors/FetchError';
import { hasMessageTemplate } from '@/stores/lookup-tables/lookupFailures';
import type { LookupResult } from '@/stores/lookup-tables/lookupPayloads';

type Props = {
  /** Names what answers, for the help text: "the table", "the data adapter". */
  subject: string,
  lookup: (key: string) => Promise<LookupResult>,
  /** Why what answers fails right now (its error state), said when a lookup fails without a reason of its own. */
  errorState?: string,
  /** After each answer, e.g. to load the error states again (a failed lookup may have set one). */
  onLookedUp?: () => void,
};

type Outcome = { key: string, result: LookupResult } | { key: string, failure: string | undefined };

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

const isEmpty = (result: LookupResult) => (result.single_value === null || result.single_value === undefined)
  && (result.multi_value === null || result.multi_value === undefined || Object.keys(result.multi_value).length === 0);

const Answer = ({ outcome, errorState }: { outcome: Outcome, errorState: string | undefined }) => {
  if ('failure' in outcome) {
    // A toasted failure is said once; only what was not toasted is said here.
    return outcome.failure ? <p className="text-danger mb-0" role="alert">The lookup failed: {outcome.failure}</p> : null;
  }
  const { result, key } = outcome;
  const reason = result.error_message || errorState;
  return (
    <div aria-live="polite">
      {result.has_error && (
        <div className="text-danger mb-2">
          <p className="mb-0">The lookup of <code>{key}</code> failed; these are the defaults.</p>
          {reason && <p className="mb-0 text-break">Reason: {reason}</p>}
        </div>
      )}
      {!result.has_error && isEmpty(result) && <p className="text-body-secondary mb-2">Nothing was found for <code>{key}</code>.</p>}
      <dl className="row mb-0">
        <dt className="col-sm-3">Single value</dt>
        <dd className="col-sm-9"><pre className="mb-0 text-break console-lookup-value">{result.single_value === null || result.single_value === undefined ? '(none)' : asText(result.single_value)}</pre></dd>
        <dt className="col-sm-3">Multi value</dt>
        <dd className="col-sm-9"><pre className="mb-0 text-break console-lookup-value">{result.multi_value ? asText(result.multi_value) : '(none)'}</pre></dd>
        {result.string_list_value && result.string_list_value.length > 0 && (
          <>
            <dt className="col-sm-3">List value</dt>
            <dd className="col-sm-9"><pre className="mb-0 text-break console-lookup-value">{result.string_list_value.join('\n')}</pre></dd>
          </>
        )}
      </dl>
    </div>
  );
};

const LookupTestBox = ({ subject, lookup, errorState, onLookedUp }: Props) => {
  const [key, setKey] = useState('');
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const run = (event: React.FormEvent) => {
    event.preventDefault();
    const asked = key;
    setRunning(true);
    lookup(asked).then((result) => {
      setOutcome({ key: asked, result });
      onLookedUp?.();
    }, (error: unknown) => (
      setOutcome({ key: asked, failure: hasMessageTemplate(error) ? reasonOf(error) : undefined })
    )).finally(() => setRunning(false));
  };
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h5 mb-0">Test lookup</Card.Header>
      <Card.Body>
        <form onSubmit={run} className="mb-3" aria-label="Test lookup">
          <label htmlFor="lookup-test-key" className="form-label">Key</label>
          <div className="input-group">
            <input id="lookup-test-key" type="text" className="form-control" value={key} onChange={(event) => setKey(event.target.value)}
                   aria-describedby="lookup-test-key-help" required />
            <Button type="submit" variant="primary" disabled={running || key === ''}>{running ? 'Looking up…' : 'Look up'}</Button>
          </div>
          <div id="lookup-test-key-help" className="form-text">Asks {subject} for the value of this key.</div>
        </form>
        {outcome && <Answer outcome={outcome} errorState={errorState} />}
      </Card.Body>
    </Card>
  );
};

export default LookupTestBox;

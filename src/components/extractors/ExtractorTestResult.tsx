import React from 'react';
import { Spinner } from 'react-bootstrap';

import FieldValueTable from '@/components/common/FieldValueTable';

import type { TestBlocker, TestOutcome } from './extractorTests';
import type { DebouncedState } from '@/components/common/useDebouncedCall';

type Props = {
  state: DebouncedState<TestOutcome>,
  /** Set when there is nothing to try; says what is missing. */
  blocker: TestBlocker | undefined,
  example: string,
};

/** The example with the extracted part marked; text only, never markup. */
const MarkedExample = ({ example, range }: { example: string, range: { start: number, end: number } }) => {
  if (range.start < 0 || range.end > example.length || range.start >= range.end) {
    return null;
  }
  return (
    <div className="small text-body-secondary mt-1">
      In the example:{' '}
      <span className="font-monospace text-break">
        {example.slice(0, range.start)}
        <mark>{example.slice(range.start, range.end)}</mark>
        {example.slice(range.end)}
      </span>
    </div>
  );
};

const Outcome = ({ outcome, example }: { outcome: TestOutcome, example: string }) => {
  switch (outcome.kind) {
    case 'fields':
      return (
        <>
          <p className="mb-1 text-success fw-semibold">Matches: these fields would be added.</p>
          <FieldValueTable nameTitle="Field" caption="Fields the extractor would add" rows={outcome.fields} />
        </>
      );
    case 'value':
      return (
        <>
          <p className="mb-1 text-success fw-semibold">Matches: this value would be stored.</p>
          <code className="d-block p-2 bg-white border rounded text-break">{outcome.value === '' ? '(empty)' : outcome.value}</code>
          {outcome.range && <MarkedExample example={example} range={outcome.range} />}
        </>
      );
    case 'invalid':
      return <p className="mb-0 text-danger">{outcome.message}</p>;
    default:
      return <p className="mb-0 text-warning-emphasis fw-semibold">No match: the extractor would not extract anything from this example.</p>;
  }
};

/** What the extractor makes of the example, updated as the user types. */
const ExtractorTestResult = ({ state, blocker, example }: Props) => {
  let content: React.ReactNode;
  if (blocker) {
    content = <p className="mb-0 text-body-secondary">{blocker.blocked}</p>;
  } else if (state.status === 'failed') {
    content = <p className="mb-0 text-danger">The extractor could not be tried. Check its settings.</p>;
  } else if (state.result) {
    content = <Outcome outcome={state.result} example={example} />;
  } else {
    content = <p className="mb-0 text-body-secondary">Trying the extractor on the example…</p>;
  }
  return (
    <section className="border rounded p-3 mb-3 bg-body-tertiary" aria-labelledby="extractor-test-result-title">
      <h3 id="extractor-test-result-title" className="h6 d-flex align-items-center gap-2">
        Result on the example
        {state.status === 'pending' && !blocker && <Spinner animation="border" size="sm" role="status"><span className="visually-hidden">Trying…</span></Spinner>}
      </h3>
      <div aria-live="polite" aria-busy={state.status === 'pending'} style={{ opacity: state.status === 'pending' && state.result ? 0.6 : 1 }}>
        {content}
      </div>
    </section>
  );
};

export default ExtractorTestResult;

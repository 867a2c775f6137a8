import React, { useState } from 'react';
import { Alert, Card } from 'react-bootstrap';

import MessageFieldList from '@/components/messages/MessageFieldList';
import type { ExampleMessage } from '@/stores/messages/UniversalSearchStore';

import ExampleMessageLoader from './ExampleMessageLoader';
import type { StreamMatchState } from './useStreamMatch';

type Props = {
  message: ExampleMessage | undefined,
  onMessage: (message: ExampleMessage) => void,
  match: StreamMatchState,
  hasRules: boolean,
};

const Verdict = ({ match, hasRules }: { match: StreamMatchState, hasRules: boolean }) => {
  if (match.status === 'failed') {
    return <Alert variant="warning" className="mb-3">The rules could not be tested against this message.</Alert>;
  }
  if (match.status !== 'done') {
    return <p className="text-body-secondary" aria-live="polite">Testing the rules…</p>;
  }
  if (!hasRules) {
    return <Alert variant="secondary" className="mb-3" role="status">Without rules the stream does not receive this message.</Alert>;
  }
  return match.result.matches
    ? <Alert variant="success" className="mb-3" role="status">This message would be routed into the stream.</Alert>
    : <Alert variant="danger" className="mb-3" role="status">This message would not be routed into the stream.</Alert>;
};

/** "Does this message match": an example message, the stream's verdict for it and its fields. */
const StreamMatchPanel = ({ message, onMessage, match, hasRules }: Props) => {
  const [nothing, setNothing] = useState<string | undefined>();
  const loaded = (next: ExampleMessage) => {
    setNothing(undefined);
    onMessage(next);
  };
  return (
    <Card as="section" aria-labelledby="stream-match-heading" className="mb-3">
      <Card.Body>
        <h2 className="h5" id="stream-match-heading">Does this message match?</h2>
        <p className="small text-body-secondary">
          Load a message to see which rules it matches and whether the stream would receive it. The check follows every change of the rules.
        </p>
        <ExampleMessageLoader onLoaded={loaded} onNothing={setNothing} />
        {nothing && <p className="mt-2 mb-0 text-body-secondary" role="status">{nothing}</p>}
        {message && (
          <div className="mt-3">
            <Verdict match={match} hasRules={hasRules} />
            <details>
              <summary>
                Message <span className="font-monospace">{message.id}</span>{message.index && <> in <span className="font-monospace">{message.index}</span></>}
              </summary>
              <div className="mt-2"><MessageFieldList fields={message.fields} /></div>
            </details>
          </div>
        )}
      </Card.Body>
    </Card>
  );
};

export default StreamMatchPanel;

import React from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import Timestamp from '@/components/common/Timestamp';
import Routes from '@/routing/Routes';

import type { ExampleMessages } from './useExampleMessages';
import { fieldText } from './useExampleMessages';

type Props = {
  /** Unique on the page, for the example's label. */
  id: string,
  examples: ExampleMessages,
  sourceField: string,
  example: string,
  /** Whether the example still shows the message's field (false once typed by hand). */
  followsMessage: boolean,
  /** The user typed: the example no longer follows the message. */
  onType: (example: string) => void,
  /** The user asked for another message: the example follows the message (again). */
  onFollowMessage: () => void,
};

const MessageLine = ({ examples }: { examples: ExampleMessages }) => {
  const { message, status, position, count, source } = examples;
  if (status === 'loading') {
    return <Spinner text={source === 'single' ? 'Loading the message…' : 'Loading recent messages of this input…'} />;
  }
  if (status === 'forbidden') {
    return <p className="mb-2 text-body-secondary">You may not read the messages of this input. Type an example below.</p>;
  }
  if (status === 'failed') {
    return <p className="mb-2 text-body-secondary">No message could be loaded. Type an example below.</p>;
  }
  if (!message) {
    return <p className="mb-2 text-body-secondary">This input has not received any messages recently. Type an example below.</p>;
  }
  const timestamp = message.fields.timestamp;
  return (
    <p className="mb-2">
      {source === 'recent' ? `Recent message ${position + 1} of ${count}` : 'Message'}
      {' '}
      {message.index && message.id
        ? <Link to={Routes.message(message.index, message.id)} className="font-monospace">{message.id}</Link>
        : null}
      {typeof timestamp === 'string' && <>, received <Timestamp dateTime={timestamp} /></>}
    </p>
  );
};

/**
 * The example an extractor is tried on: the source field of a message the input received (one after the
 * other with "Load another message"), or whatever the user types.
 */
const ExampleMessagePanel = ({ id, examples, sourceField, example, followsMessage, onType, onFollowMessage }: Props) => {
  const { message, count, status, source } = examples;
  const missingField = followsMessage && message !== undefined && sourceField !== '' && fieldText(message, sourceField) === undefined;
  return (
    <div>
      <MessageLine examples={examples} />
      {missingField && (
        <Alert variant="warning" className="py-2">
          This message has no field &quot;{sourceField}&quot;. Choose another source field, load another message or type an example.
        </Alert>
      )}
      <label htmlFor={id} className="form-label">
        Example
        {!followsMessage && <span className="badge text-bg-secondary ms-2">typed by hand</span>}
      </label>
      <textarea id={id} className="form-control font-monospace" rows={3} value={example} spellCheck={false}
                placeholder="The value of the source field to try the extractor on"
                onChange={(event) => onType(event.target.value)} />
      <div className="d-flex flex-wrap gap-2 mt-2">
        {source === 'recent' && count > 1 && (
          <Button size="sm" variant="outline-secondary" onClick={() => { examples.showNext(); onFollowMessage(); }}>Load another message</Button>
        )}
        {(source === 'single' || status === 'failed' || count === 0) && status !== 'loading' && status !== 'forbidden' && (
          <Button size="sm" variant="outline-secondary" onClick={() => { examples.loadRecent(); onFollowMessage(); }}>Load recent messages</Button>
        )}
        {!followsMessage && message && (
          <Button size="sm" variant="link" onClick={onFollowMessage}>Use the message&apos;s field again</Button>
        )}
      </div>
    </div>
  );
};

export default ExampleMessagePanel;

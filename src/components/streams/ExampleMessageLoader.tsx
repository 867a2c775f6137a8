import React, { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

import type { ExampleMessage } from '@/stores/messages/UniversalSearchStore';
import { RECENT_MESSAGES_RANGE_SECONDS, toExampleMessage, UniversalSearchActions } from '@/stores/messages/UniversalSearchStore';
import { MessagesActions } from '@/stores/messages/MessagesStore';

type Props = {
  onLoaded: (message: ExampleMessage) => void,
  /** Says why nothing was loaded (the store toasts failed calls). */
  onNothing: (reason: string) => void,
};

const NEWEST = { limit: 1, sort: { field: 'timestamp', order: 'desc' } } as const;

/**
 * Picks the message the rules are tried on: the newest message the user may read (the stream's rules are
 * usually written for messages not yet in it), or one named by index and id.
 */
const ExampleMessageLoader = ({ onLoaded, onNothing }: Props) => {
  const [index, setIndex] = useState('');
  const [messageId, setMessageId] = useState('');
  const [loading, setLoading] = useState(false);

  const run = (load: () => Promise<ExampleMessage | undefined>, nothing: string) => {
    setLoading(true);
    load().then((message) => {
      if (message) onLoaded(message);
      else onNothing(nothing);
    }, () => onNothing('The message could not be loaded.')).then(() => setLoading(false));
  };

  const loadNewest = () => run(
    () => UniversalSearchActions.search('*', { type: 'relative', range: RECENT_MESSAGES_RANGE_SECONDS }, NEWEST)
      .then(({ messages }) => (messages[0] ? toExampleMessage(messages[0], '') : undefined)),
    'No message arrived in the last 30 days.',
  );

  const loadById = (event: React.FormEvent) => {
    event.preventDefault();
    if (index.trim() === '' || messageId.trim() === '') return;
    run(
      () => MessagesActions.loadMessage(index, messageId, { reportPageErrors: false }).then((message) => toExampleMessage(message, index.trim())),
      'No such message.',
    );
  };

  return (
    <div className="d-flex flex-wrap align-items-start gap-3">
      <Button variant="outline-primary" onClick={loadNewest} disabled={loading}>Load the newest message</Button>
      <Form onSubmit={loadById} className="flex-grow-1" aria-label="Load a message by index and ID">
        <InputGroup>
          <Form.Control aria-label="Index" placeholder="Index, e.g. graylog_0" value={index} onChange={(event) => setIndex(event.target.value)} disabled={loading} />
          <Form.Control aria-label="Message ID" placeholder="Message ID" value={messageId} onChange={(event) => setMessageId(event.target.value)} disabled={loading} />
          <Button type="submit" variant="outline-secondary" disabled={loading || index.trim() === '' || messageId.trim() === ''}>Load message</Button>
        </InputGroup>
      </Form>
    </div>
  );
};

export default ExampleMessageLoader;

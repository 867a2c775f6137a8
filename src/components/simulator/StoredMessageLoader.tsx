import React, { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import Timestamp from '@/components/common/Timestamp';
import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import Routes from '@/routing/Routes';

import type { MessageReference, StoredMessage } from './useStoredMessage';

type Props = {
  idPrefix: string,
  initial: MessageReference | undefined,
  stored: StoredMessage,
  onLoad: (reference: MessageReference) => void,
  /** Set once the user asked to simulate before a message was loaded. */
  refusal: string | undefined,
};

const Loaded = ({ stored }: { stored: StoredMessage }) => {
  const leadsToPage = useLeadsToPage();
  switch (stored.state) {
    case 'loading':
      return <Spinner text="Loading the message…" />;
    case 'failed':
      return (
        <p className="mb-0 text-danger-emphasis" role="alert">
          Could not load message <span className="font-monospace">{stored.reference.id}</span> from index{' '}
          <span className="font-monospace">{stored.reference.index}</span>: {stored.reason}
        </p>
      );
    case 'loaded': {
      const { message, reference } = stored;
      const pagePath = Routes.message(reference.index, message.id);
      return (
        <p className="mb-0">
          Loaded message{' '}
          {leadsToPage(Routes.unqualified.message(reference.index, message.id))
            ? <Link to={pagePath} className="font-monospace">{message.id}</Link>
            : <span className="font-monospace">{message.id}</span>}
          {' '}from index <span className="font-monospace">{reference.index}</span>
          {message.timestamp && <>, received <Timestamp dateTime={message.timestamp} /></>}.
        </p>
      );
    }
    default:
      return null;
  }
};

/** A stored message to simulate, by its index and id. */
const StoredMessageLoader = ({ idPrefix, initial, stored, onLoad, refusal }: Props) => {
  const [index, setIndex] = useState(initial?.index ?? '');
  const [id, setId] = useState(initial?.id ?? '');
  const complete = index.trim() !== '' && id.trim() !== '';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (complete) onLoad({ index: index.trim(), id: id.trim() });
  };
  return (
    <Form onSubmit={submit} aria-label="Load a stored message">
      <Row className="g-2 align-items-end">
        <Col md={4}>
          <Form.Group controlId={`${idPrefix}-index`}>
            <Form.Label>Index</Form.Label>
            <Form.Control className="font-monospace" value={index} placeholder="graylog_0" spellCheck={false}
                          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setIndex(event.target.value)} />
          </Form.Group>
        </Col>
        <Col md={5}>
          <Form.Group controlId={`${idPrefix}-id`}>
            <Form.Label>Message ID</Form.Label>
            <Form.Control className="font-monospace" value={id} spellCheck={false}
                          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setId(event.target.value)} />
          </Form.Group>
        </Col>
        <Col md={3}>
          <Button type="submit" variant="outline-primary" className="w-100" disabled={!complete || stored.state === 'loading'}>Load message</Button>
        </Col>
      </Row>
      <div className="mt-2">
        {refusal !== undefined && stored.state === 'idle'
          ? <p className="mb-0 text-danger-emphasis" role="alert">{refusal}</p>
          : <Loaded stored={stored} />}
      </div>
    </Form>
  );
};

export default StoredMessageLoader;

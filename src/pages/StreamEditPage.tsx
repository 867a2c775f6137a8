import React, { useEffect, useState } from 'react';
import { Alert, Badge, Button, Col, Row } from 'react-bootstrap';
import { Link, useLocation, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import MatchingTypeControl from '@/components/streams/MatchingTypeControl';
import { StreamStateBadge } from '@/components/streams/streamColumns';
import StreamMatchPanel from '@/components/streams/StreamMatchPanel';
import { mayEditStream } from '@/components/streams/streamPermissions';
import StreamRulesList from '@/components/streams/StreamRulesList';
import useStreamMatch, { matchResultOf } from '@/components/streams/useStreamMatch';
import useStreamWithRuleTypes from '@/components/streams/useStreamWithRuleTypes';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { MessagesActions } from '@/stores/messages/MessagesStore';
import type { ExampleMessage } from '@/stores/messages/UniversalSearchStore';
import { toExampleMessage } from '@/stores/messages/UniversalSearchStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const DOCUMENTATION = { title: 'Stream rules', path: DocsHelper.PAGES.STREAMS };

/** The message named by `?index=…&message_id=…`, loaded once as the first example. */
const useExampleFromUrl = (setExample: (message: ExampleMessage) => void) => {
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const index = params.get('index');
    const messageId = params.get('message_id');
    if (!index || !messageId) return undefined;
    let current = true;
    // The store toasts a failure; the page works without the example.
    MessagesActions.loadMessage(index, messageId, { reportPageErrors: false })
      .then((message) => { if (current) setExample(toExampleMessage(message, index)); }, () => {});
    return () => { current = false; };
  }, [search, setExample]);
};

/**
 * `/streams/{id}/edit`: the stream's rules (every type the server offers), how they combine, and a live check
 * of whether an example message would be routed into the stream.
 */
const StreamEditPage = () => {
  const { streamId } = useParams<{ streamId: string }>();
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const { stream, types, failed, reload } = useStreamWithRuleTypes(streamId);
  const [example, setExample] = useState<ExampleMessage | undefined>();
  useExampleFromUrl(setExample);
  const match = useStreamMatch(stream, example?.fields);

  if (!stream) {
    return failed
      ? <Alert variant="warning">The stream could not be loaded. <Button variant="link" className="p-0 align-baseline" onClick={reload}>Try again</Button></Alert>
      : <Spinner page text="Loading stream…" />;
  }
  if (!mayEditStream(currentUser, stream)) {
    return <MissingPermissions />;
  }

  return (
    <>
      <PageHeader
        title={<>Rules of stream <em className="text-break">{stream.title}</em></>}
        documentTitle={`Rules of stream ${stream.title}`}
        description="Messages that match these rules are routed into the stream, from the next message on."
        documentationLink={DOCUMENTATION}
        actions={(
          <>
            <Link className="btn btn-outline-secondary" to={Routes.streamSearch(stream.id)}>Search stream</Link>
            <Link className="btn btn-outline-secondary" to={Routes.STREAMS}>Back to streams</Link>
          </>
        )}>
        <p className="mb-0 mt-1">
          <StreamStateBadge stream={stream} />
          {stream.disabled && <span className="ms-2 small text-body-secondary">Paused streams route nothing: resume it on the streams page once its rules are right.</span>}
          {!stream.disabled && <Badge bg="light" text="dark" className="ms-2 fw-normal">Changes apply to the next message</Badge>}
        </p>
      </PageHeader>
      <Row>
        <Col lg={6}>
          <StreamMatchPanel message={example} onMessage={setExample} match={match} hasRules={stream.rules.length > 0} />
        </Col>
        <Col lg={6}>
          <MatchingTypeControl stream={stream} onChanged={reload} />
          <StreamRulesList stream={stream} types={types} matchResult={matchResultOf(match)} mayEdit onChanged={reload} />
        </Col>
      </Row>
    </>
  );
};

export default StreamEditPage;

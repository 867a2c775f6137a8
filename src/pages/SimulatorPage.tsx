import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useLocation } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import ProcessorSimulator from '@/components/simulator/ProcessorSimulator';
import type { MessageReference } from '@/components/simulator/useStoredMessage';
import { reasonOf } from '@/logic/errors/FetchError';
import Routes from '@/routing/Routes';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { Stream } from '@/stores/streams/streamTypes';
import { EVENTS_STREAM_IDS } from '@/stores/streams/streamTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import DocsHelper from '@/util/DocsHelper';

type Streams = { state: 'loading' } | { state: 'loaded', streams: Array<Stream> } | { state: 'failed', reason: string };

/** `index` and `message_id` in the URL name a stored message to simulate (the message page and search rows link so). */
const messageFromUrl = (search: string): MessageReference | undefined => {
  const params = new URLSearchParams(search);
  const index = params.get('index')?.trim();
  const id = params.get('message_id')?.trim();
  return index && id ? { index, id } : undefined;
};

/** Pipelines do not run on the events streams: nothing is routed into them. */
const useSimulationStreams = (): [Streams, () => void] => {
  const [streams, setStreams] = useState<Streams>({ state: 'loading' });
  const latest = useRef(0);
  const load = useCallback(() => {
    latest.current += 1;
    const ticket = latest.current;
    // The store toasts a failure; the page says it in place and offers to try again.
    StreamsActions.listAll().then(
      (all) => { if (ticket === latest.current) setStreams({ state: 'loaded', streams: all.filter((stream) => !EVENTS_STREAM_IDS.includes(stream.id)) }); },
      (error: unknown) => { if (ticket === latest.current) setStreams({ state: 'failed', reason: reasonOf(error) }); },
    );
  }, []);
  useEffect(() => {
    load();
    return () => { latest.current += 1; };
  }, [load]);
  useReloadOnReconnect(load);
  const retry = useCallback(() => { setStreams({ state: 'loading' }); load(); }, [load]);
  return [streams, retry];
};

const Content = ({ streams, retry, initialMessage }: { streams: Streams, retry: () => void, initialMessage: MessageReference | undefined }) => {
  if (streams.state === 'loading') return <Spinner text="Loading streams…" />;
  if (streams.state === 'failed') {
    return (
      <Alert variant="danger">
        <p className="mb-2">Could not load the streams to simulate in: {streams.reason}</p>
        <Button variant="outline-danger" size="sm" onClick={retry}>Try again</Button>
      </Alert>
    );
  }
  if (streams.streams.length === 0) {
    return (
      <Alert variant="info">
        Pipelines run on the messages of the streams they are connected to, and there is no stream you may read.
        {' '}<Link to={Routes.STREAMS}>Streams</Link> lists them once one is created or shared with you.
      </Alert>
    );
  }
  return <ProcessorSimulator streams={streams.streams} initialMessage={initialMessage} />;
};

/** `/system/pipelines/simulate`: what the pipelines would do with a message, stage by stage, without storing anything. */
const SimulatorPage = () => {
  const { search } = useLocation();
  const [initialMessage] = useState(() => messageFromUrl(search));
  const [streams, retry] = useSimulationStreams();
  const leadsToPage = useLeadsToPage();
  const actions = (
    <>
      {leadsToPage(Routes.unqualified.SYSTEM.PIPELINES.OVERVIEW) && <Link className="btn btn-outline-secondary" to={Routes.SYSTEM.PIPELINES.OVERVIEW}>Manage pipelines</Link>}
      {leadsToPage(Routes.unqualified.SYSTEM.PIPELINES.RULES) && <Link className="btn btn-outline-secondary ms-2" to={Routes.SYSTEM.PIPELINES.RULES}>Manage rules</Link>}
    </>
  );
  return (
    <>
      <PageHeader title="Simulate processing"
                  description="Run the pipelines connected to a stream on a message and see what each stage would change, before it happens to live traffic."
                  documentationLink={{ title: 'Pipelines', path: DocsHelper.PAGES.PIPELINES }}
                  actions={actions} />
      <Content streams={streams} retry={retry} initialMessage={initialMessage} />
    </>
  );
};

export default SimulatorPage;

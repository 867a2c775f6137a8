import React, { useRef, useState } from 'react';
import { Alert, Button, Card, Form, Tab, Tabs } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import { reasonOf } from '@/logic/errors/FetchError';
import type { MessageFields } from '@/stores/messages/MessagesStore';
import type { Simulation } from '@/stores/simulator/SimulatorStore';
import { SimulatorActions } from '@/stores/simulator/SimulatorStore';
import type { Stream } from '@/stores/streams/streamTypes';
import { DEFAULT_STREAM_ID } from '@/stores/streams/streamTypes';

import PastedMessageField from './PastedMessageField';
import RawMessageLoader from './RawMessageLoader';
import { readPastedMessage } from './rawMessage';
import SimulationResults from './SimulationResults';
import StoredMessageLoader from './StoredMessageLoader';
import { useParsedMessage } from './useParsedMessage';
import type { MessageReference, StoredMessage } from './useStoredMessage';
import { useStoredMessage } from './useStoredMessage';

type Source = 'paste' | 'raw' | 'stored';

const isSource = (key: string | null): key is Source => key === 'paste' || key === 'raw' || key === 'stored';

type Run =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done', sent: MessageFields, streamTitle: string, simulation: Simulation }
  | { state: 'failed', reason: string };

type Props = {
  /** The streams pipelines may be connected to, by title; never empty. */
  streams: ReadonlyArray<Stream>,
  /** A stored message to start from (the page's `index` and `message_id`), loaded at once. */
  initialMessage: MessageReference | undefined,
};

/** The simulation puts the message into the chosen stream itself; the streams it was stored in say nothing here. */
const storedFields = (stored: StoredMessage): MessageFields | undefined => {
  if (stored.state !== 'loaded') return undefined;
  const { streams: _streams, ...fields } = stored.message.fields;
  return fields;
};

/** Choose a stream and a message, run the pipelines on it without storing anything, and see what each stage did. */
const ProcessorSimulator = ({ streams, initialMessage }: Props) => {
  const [streamId, setStreamId] = useState(() => (streams.find((stream) => stream.id === DEFAULT_STREAM_ID) ?? streams[0]).id);
  const [source, setSource] = useState<Source>(initialMessage ? 'stored' : 'paste');
  const [pasted, setPasted] = useState('');
  const [stored, loadStored] = useStoredMessage(initialMessage);
  const [parsed, parse, forgetParsed] = useParsedMessage();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const latestRun = useRef(0);
  const pastedRef = useRef<HTMLTextAreaElement>(null);
  const reading = readPastedMessage(pasted);

  // Results describe one stream and one message: any change makes them stale.
  const startOver = () => {
    latestRun.current += 1;
    setRun({ state: 'idle' });
    setRefusal(undefined);
  };

  const messageToSend = (): { fields: MessageFields, inputId?: string } | { refusal: string } => {
    if (source === 'stored') {
      const fields = storedFields(stored);
      if (!fields) return { refusal: 'Load a stored message first: enter its index and ID, then "Load message".' };
      return { fields, inputId: stored.state === 'loaded' ? stored.message.source_input_id : undefined };
    }
    if (source === 'raw') {
      if (parsed.state !== 'parsed') return { refusal: 'Parse the raw message first: choose its codec, then "Parse message".' };
      return { fields: parsed.message.fields, inputId: parsed.inputId };
    }
    if (reading.kind === 'empty') return { refusal: 'Paste a message first: a JSON object of fields, or a line of text.' };
    if (reading.kind === 'invalid') {
      return { refusal: `${reading.reason} Nothing was sent. Correct it, or paste text that does not start with { or [ to use it as the message field.` };
    }
    return { fields: reading.fields };
  };

  const simulate = () => {
    const message = messageToSend();
    if ('refusal' in message) {
      setRefusal(message.refusal);
      if (source === 'paste') pastedRef.current?.focus();
      return;
    }
    setRefusal(undefined);
    latestRun.current += 1;
    const ticket = latestRun.current;
    const streamTitle = streams.find((stream) => stream.id === streamId)?.title ?? streamId;
    setRun({ state: 'running' });
    SimulatorActions.simulate(streamId, message.fields, message.inputId).then(
      (simulation) => { if (ticket === latestRun.current) setRun({ state: 'done', sent: message.fields, streamTitle, simulation }); },
      (error: unknown) => { if (ticket === latestRun.current) setRun({ state: 'failed', reason: reasonOf(error) }); },
    );
  };

  return (
    <>
      <Card>
        <Card.Body>
          <Form.Group controlId="simulator-stream" className="mb-3">
            <Form.Label>Stream</Form.Label>
            <Form.Select style={{ maxWidth: '32rem' }} value={streamId} onChange={(event: React.ChangeEvent<HTMLSelectElement>) => { setStreamId(event.target.value); startOver(); }}>
              {streams.map((stream) => <option key={stream.id} value={stream.id}>{stream.title}</option>)}
            </Form.Select>
            <Form.Text className="d-block">The pipelines connected to this stream run on the message, as if it had been routed into it.</Form.Text>
          </Form.Group>
          <Tabs id="simulator-message-source" activeKey={source} className="mb-3"
                onSelect={(key: string | null) => { if (isSource(key)) { setSource(key); startOver(); } }}>
            <Tab eventKey="paste" title="Paste a message">
              <PastedMessageField id="simulator-pasted" text={pasted} reading={reading} inputRef={pastedRef}
                                  refusal={source === 'paste' ? refusal : undefined}
                                  onChange={(text) => { setPasted(text); startOver(); }} />
            </Tab>
            {/* Mounted when first opened: only then are the codecs and inputs it offers loaded. */}
            <Tab eventKey="raw" title="Parse a raw message" mountOnEnter>
              <RawMessageLoader idPrefix="simulator-raw" parsed={parsed} onParse={(request) => { parse(request); startOver(); }}
                                onEdit={() => { forgetParsed(); startOver(); }}
                                refusal={source === 'raw' ? refusal : undefined} />
            </Tab>
            <Tab eventKey="stored" title="Load a stored message">
              <StoredMessageLoader idPrefix="simulator-stored" initial={initialMessage} stored={stored}
                                   refusal={source === 'stored' ? refusal : undefined}
                                   onLoad={(reference) => { loadStored(reference); startOver(); }} />
            </Tab>
          </Tabs>
          <div className="d-flex align-items-center gap-3 mt-3">
            <Button variant="primary" onClick={simulate} disabled={run.state === 'running'}>
              {run.state === 'running' ? 'Simulating…' : 'Simulate'}
            </Button>
            <span className="small text-body-secondary">No message is stored and nothing is changed: the pipelines only run on this copy.</span>
          </div>
        </Card.Body>
      </Card>
      {run.state === 'running' && <div className="mt-4"><Spinner text="Simulating message processing…" /></div>}
      {run.state === 'failed' && (
        <Alert variant="danger" className="mt-4">The simulation failed: {run.reason}</Alert>
      )}
      {run.state === 'done' && <SimulationResults sent={run.sent} streamTitle={run.streamTitle} simulation={run.simulation} />}
    </>
  );
};

export default ProcessorSimulator;

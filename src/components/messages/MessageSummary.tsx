import React, { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { Fact as SharedFact, Facts, None } from '@/components/common/Facts';
import Timestamp from '@/components/common/Timestamp';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import type { Message } from '@/stores/messages/MessagesStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';

import { processingProblems } from './messageFields';

/** The receiving input as far as it is known: loaded, still loading, or not to be had (deleted, not permitted). */
export type ReceivingInput = { state: 'loaded', input: InputSummary } | { state: 'loading' } | { state: 'unknown' };

export type SummaryLinks = {
  /** The inputs page, when the user may open it. */
  inputs?: string,
  /** The input's extractors page, when the user may edit the input. */
  extractors?: string,
  /** The node's page, when one is registered. */
  node?: string,
  /** A stream's search page, when one is registered. */
  stream?: (streamId: string) => string | undefined,
};

type Props = {
  message: Message,
  receivingInput: ReceivingInput,
  /** This node's id and host name, to name the node that received the message when it was this one. */
  localNode: { nodeId: string, hostname: string } | undefined,
  timezone: string,
  links: SummaryLinks,
};

/** Long values (input, node, streams): the label takes a quarter. */
const Fact = ({ label, children }: { label: string, children: React.ReactNode }) => <SharedFact label={label} labelWidth={3}>{children}</SharedFact>;

const InputFact = ({ inputId, receivingInput, links }: { inputId: string, receivingInput: ReceivingInput, links: SummaryLinks }) => {
  if (receivingInput.state === 'loading') {
    return <None>Input {inputId}…</None>;
  }
  if (receivingInput.state === 'unknown') {
    return <>Input <span className="font-monospace">{inputId}</span> <None>(deleted, or not visible to you)</None></>;
  }
  const { input } = receivingInput;
  return (
    <>
      {links.inputs ? <Link to={links.inputs}>{input.title}</Link> : <span>{input.title}</span>}
      <None> ({input.name})</None>
      {links.extractors && <> · <Link to={links.extractors}>Manage extractors</Link></>}
    </>
  );
};

const NodeFact = ({ nodeId, localNode, link }: { nodeId: string, localNode: Props['localNode'], link: string | undefined }) => {
  const name = localNode && localNode.nodeId === nodeId ? localNode.hostname : undefined;
  const text = name ? <>{name} <None>(<span className="font-monospace">{nodeId}</span>)</None></> : <span className="font-monospace">{nodeId}</span>;
  return link ? <Link to={link}>{text}</Link> : text;
};

const remoteAddress = (fields: Message['fields']): string | undefined => {
  const host = fields.gl2_remote_hostname ?? fields.gl2_remote_ip;
  if (typeof host !== 'string' || host === '') return undefined;
  const port = fields.gl2_remote_port;
  return typeof port === 'number' || typeof port === 'string' ? `${host} (port ${port})` : host;
};

/**
 * The titles of the streams the user may read, by id (StreamsActions.listAll), once a message names any; empty
 * while they load or when they cannot be loaded, so the ids are shown meanwhile.
 */
const useStreamTitles = (wanted: boolean): ReadonlyMap<string, string> => {
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    StreamsActions.listAll().then(
      (streams) => { if (current) setTitles(new Map(streams.map((stream) => [stream.id, stream.title]))); },
      () => {},
    );
    return () => { current = false; };
  }, [wanted]);
  return titles;
};

/** A stream by its title, or by its id when the user may not read it (or its title is not known yet). */
const StreamName = ({ streamId, title, link }: { streamId: string, title: string | undefined, link: string | undefined }) => {
  const text = title === undefined ? <span className="font-monospace">{streamId}</span> : <span title={streamId}>{title}</span>;
  return link ? <Link to={link}>{text}</Link> : text;
};

/** When, where and how a message arrived: time, input, node, sender, index, streams and what went wrong on the way. */
const MessageSummary = ({ message, receivingInput, localNode, timezone, links }: Props) => {
  const sender = remoteAddress(message.fields);
  const problems = processingProblems(message.fields);
  const streamTitles = useStreamTitles(message.stream_ids.length > 0);
  return (
    <Facts>
      <Fact label="Received at">
        {message.timestamp ? <><Timestamp dateTime={message.timestamp} /> <None>{timezone}</None></> : <None>No timestamp</None>}
      </Fact>
      <Fact label="Received by">
        {message.source_input_id
          ? <InputFact inputId={message.source_input_id} receivingInput={receivingInput} links={links} />
          : <None>No input (the message did not arrive through an input)</None>}
        {message.source_node_id && (
          <> on node <NodeFact nodeId={message.source_node_id} localNode={localNode} link={links.node} /></>
        )}
      </Fact>
      {sender && <Fact label="Sent from">{sender}</Fact>}
      <Fact label="Stored in index">{message.index ? <span className="font-monospace">{message.index}</span> : <None>Not stored</None>}</Fact>
      <Fact label={message.stream_ids.length === 1 ? 'Routed into stream' : 'Routed into streams'}>
        {message.stream_ids.length === 0 ? <None /> : (
          <ul className="list-inline mb-0">
            {message.stream_ids.map((streamId) => (
              <li key={streamId} className="list-inline-item">
                <StreamName streamId={streamId} title={streamTitles.get(streamId)} link={links.stream?.(streamId)} />
              </li>
            ))}
          </ul>
        )}
      </Fact>
      {problems && (
        <Fact label="Processing problems">
          {/* The server's words, as text: they may quote the message or an extractor's pattern. */}
          <span className="text-warning-emphasis" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{problems}</span>
        </Fact>
      )}
    </Facts>
  );
};

export default MessageSummary;

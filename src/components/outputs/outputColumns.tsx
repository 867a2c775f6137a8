// The columns of both outputs lists: every output (/system/outputs, with the streams using each) and a
// stream's outputs.
import React from 'react';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { AvailableOutputTypes, Output } from '@/stores/outputs/OutputsStore';
import { outputTypeName } from '@/stores/outputs/OutputsStore';
import type { StreamReference } from '@/stores/streams/StreamsStore';

import ForwardingCell from './ForwardingCell';
import OutputConfigurationSummary from './OutputConfigurationSummary';

/** The streams (the user may read) that forward to each output, by output id. */
export type StreamsByOutput = Map<string, Array<StreamReference>>;

const StreamsCell = ({ output, streamsByOutput }: { output: Output, streamsByOutput: StreamsByOutput | undefined }) => {
  if (!streamsByOutput) return <span className="text-body-secondary">Streams could not be loaded</span>;
  const streams = streamsByOutput.get(output.id) ?? [];
  if (streams.length === 0) return <span className="text-body-secondary">No stream</span>;
  return (
    <ul className="list-unstyled mb-0">
      {streams.map((stream) => (
        <li key={stream.id}><Link to={Routes.streamOutputs(stream.id)} title={`Outputs of stream ${stream.title}`}>{stream.title}</Link></li>
      ))}
    </ul>
  );
};

const titleColumn: ColumnDefinition<Output> = {
  id: 'title',
  title: 'Title',
  sortable: true,
  render: (output) => (
    <>
      <span className="fw-semibold">{output.title}</span>
      <div className="small text-body-secondary">ID: {output.id}</div>
    </>
  ),
};

export type OutputColumnsOptions = {
  types: AvailableOutputTypes | undefined,
  /**
   * Adds the column of the streams using each output (/system/outputs); `byOutput` is undefined when the
   * streams could not be loaded.
   */
  streams?: { byOutput: StreamsByOutput | undefined },
  /** Adds the forwarding figures (the user holds metrics:read and the page subscribes to them). */
  forwarding: boolean,
};

export const outputColumns = ({ types, streams, forwarding }: OutputColumnsOptions): Array<ColumnDefinition<Output>> => [
  titleColumn,
  { id: 'type', title: 'Type', sortable: true, render: (output) => outputTypeName(types, output.type) },
  { id: 'configuration', title: 'Configuration', render: (output) => <OutputConfigurationSummary output={output} type={types?.[output.type]} /> },
  ...(streams
    ? [{ id: 'streams', title: 'Streams', render: (output: Output) => <StreamsCell output={output} streamsByOutput={streams.byOutput} /> }]
    : []),
  ...(forwarding ? [{ id: 'forwarding', title: 'Forwarding', render: (output: Output) => <ForwardingCell outputId={output.id} /> }] : []),
];

/** What the search box matches: title, type, configuration values that are not secret, and stream titles. */
export const outputSearchText = (output: Output, types: AvailableOutputTypes | undefined, streamsByOutput?: StreamsByOutput): Array<string> => {
  const requested = types?.[output.type]?.requested_configuration ?? {};
  const visibleValues = Object.entries(output.configuration)
    .filter(([name]) => requested[name] !== undefined && !requested[name].attributes.includes('is_password'))
    .map(([, value]) => String(value ?? ''));
  return [output.title, outputTypeName(types, output.type), ...visibleValues, ...(streamsByOutput?.get(output.id) ?? []).map((stream) => stream.title)];
};

export const outputSortValue = (output: Output, field: string, types: AvailableOutputTypes | undefined): string => (
  field === 'type' ? outputTypeName(types, output.type) : output.title
);

/** The streams using each output, from the streams' own `outputs`. */
export const streamsByOutputOf = (streams: ReadonlyArray<{ id: string, title: string, outputs?: ReadonlyArray<{ id: string }> }>): StreamsByOutput => {
  const map: StreamsByOutput = new Map();
  streams.forEach((stream) => (stream.outputs ?? []).forEach((output) => {
    map.set(output.id, [...(map.get(output.id) ?? []), { id: stream.id, title: stream.title }]);
  }));
  return map;
};

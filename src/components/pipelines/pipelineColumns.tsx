// The columns of the pipelines list.
import React from 'react';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import type { StreamReference } from '@/stores/streams/StreamsStore';

import PipelineThroughputCell from './PipelineThroughputCell';
import { stagesOf, stageSummary } from './pipelineStages';

/** The streams (the user may read) each pipeline is connected to, by pipeline id; undefined when they could not be loaded. */
export type StreamsByPipeline = Map<string, Array<StreamReference>> | undefined;

const StreamsCell = ({ pipeline, streamsByPipeline }: { pipeline: Pipeline, streamsByPipeline: StreamsByPipeline }) => {
  if (!streamsByPipeline) return <span className="text-body-secondary">Connections could not be loaded</span>;
  const streams = streamsByPipeline.get(pipeline.id) ?? [];
  if (streams.length === 0) return <span className="text-body-secondary">Not connected</span>;
  return (
    <ul className="list-unstyled mb-0">
      {streams.map((stream) => (
        <li key={stream.id}><Link to={Routes.streamSearch(stream.id)} title={`Search in stream ${stream.title}`}>{stream.title}</Link></li>
      ))}
    </ul>
  );
};

const StagesCell = ({ pipeline }: { pipeline: Pipeline }) => {
  const stages = stagesOf(pipeline);
  if (pipeline.errors && pipeline.errors.length > 0) {
    return <span className="text-danger">The source has errors</span>;
  }
  return (
    <ul className="list-unstyled mb-0">
      {stages.map((stage) => <li key={stage.stage} className="text-nowrap">{stageSummary(stage)}</li>)}
    </ul>
  );
};

export const pipelineColumns = (streamsByPipeline: StreamsByPipeline): Array<ColumnDefinition<Pipeline>> => [
  {
    id: 'title',
    title: 'Title',
    sortable: true,
    render: (pipeline) => (
      <>
        <Link to={Routes.SYSTEM.PIPELINES.show(pipeline.id)} className="fw-semibold">{pipeline.title}</Link>
        {pipeline.description && <div className="small text-body-secondary">{pipeline.description}</div>}
      </>
    ),
  },
  { id: 'stages', title: 'Stages', render: (pipeline) => <StagesCell pipeline={pipeline} /> },
  { id: 'streams', title: 'Connected streams', render: (pipeline) => <StreamsCell pipeline={pipeline} streamsByPipeline={streamsByPipeline} /> },
  { id: 'throughput', title: 'Throughput', width: '10rem', render: (pipeline) => <PipelineThroughputCell pipelineId={pipeline.id} /> },
];

/** What the search box matches: title, description, rule names and connected stream titles. */
export const pipelineSearchText = (pipeline: Pipeline, streamsByPipeline: StreamsByPipeline): Array<string> => [
  pipeline.title,
  pipeline.description ?? '',
  ...stagesOf(pipeline).flatMap((stage) => stage.rules),
  ...(streamsByPipeline?.get(pipeline.id) ?? []).map((stream) => stream.title),
];

/** The connected streams of each pipeline, out of the connections and the streams the user may read. */
export const streamsByPipelineOf = (
  connections: ReadonlyArray<{ stream_id: string, pipeline_ids: ReadonlyArray<string> }>,
  streams: ReadonlyArray<StreamReference>,
): Map<string, Array<StreamReference>> => {
  const byId = new Map(streams.map((stream) => [stream.id, stream]));
  const map = new Map<string, Array<StreamReference>>();
  connections.forEach((connection) => {
    const stream = byId.get(connection.stream_id);
    if (!stream) return;
    connection.pipeline_ids.forEach((pipelineId) => map.set(pipelineId, [...(map.get(pipelineId) ?? []), { id: stream.id, title: stream.title }]));
  });
  map.forEach((list) => list.sort((a, b) => a.title.localeCompare(b.title)));
  return map;
};

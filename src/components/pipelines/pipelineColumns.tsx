// The columns of the pipelines list.
import React from 'react';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import type { StreamReference } from '@/stores/streams/StreamsStore';

import type { ConnectedStreams } from './connectedStreams';
import { connectedStreamsOf, hiddenStreamsText, NO_CONNECTED_STREAMS } from './connectedStreams';
import { pipelineErrorMetricNames } from './pipelineMetrics';
import PipelineThroughputCell from './PipelineThroughputCell';
import { stagesOf, stageSummary } from './pipelineStages';

/** The streams each pipeline is connected to, by pipeline id; undefined when they could not be loaded. */
export type StreamsByPipeline = Map<string, ConnectedStreams> | undefined;

type StreamsCellProps = { pipeline: Pipeline, streamsByPipeline: StreamsByPipeline, seesEveryStream: boolean };

const StreamsCell = ({ pipeline, streamsByPipeline, seesEveryStream }: StreamsCellProps) => {
  if (!streamsByPipeline) return <span className="text-body-secondary">Connections could not be loaded</span>;
  const { streams, hidden } = streamsByPipeline.get(pipeline.id) ?? NO_CONNECTED_STREAMS;
  if (streams.length === 0 && hidden === 0) {
    return <span className="text-body-secondary">{seesEveryStream ? 'Not connected' : 'Not connected to any stream you may see'}</span>;
  }
  return (
    <ul className="list-unstyled mb-0">
      {streams.map((stream) => (
        <li key={stream.id}><Link to={Routes.streamSearch(stream.id)} title={`Search in stream ${stream.title}`}>{stream.title}</Link></li>
      ))}
      {hidden > 0 && <li className="text-body-secondary">{streams.length > 0 ? `and ${hiddenStreamsText(hidden)}` : hiddenStreamsText(hidden)}</li>}
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

export type PipelineColumnsOptions = {
  streamsByPipeline: StreamsByPipeline,
  /** The user may read every stream: a pipeline without a connected stream they see runs on none. */
  seesEveryStream: boolean,
  /** While rule metrics are on: the rule ids by title, for each pipeline's error count. */
  ruleIdsByTitle?: ReadonlyMap<string, string>,
};

export const pipelineColumns = ({ streamsByPipeline, seesEveryStream, ruleIdsByTitle }: PipelineColumnsOptions): Array<ColumnDefinition<Pipeline>> => [
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
  { id: 'streams', title: 'Connected streams', render: (pipeline) => (
      <StreamsCell pipeline={pipeline} streamsByPipeline={streamsByPipeline} seesEveryStream={seesEveryStream} />
    ) },
  {
    id: 'throughput',
    title: 'Throughput',
    width: '10rem',
    render: (pipeline) => (
      <PipelineThroughputCell pipelineId={pipeline.id}
                              errorMetricNames={ruleIdsByTitle && pipelineErrorMetricNames(pipeline.id, stagesOf(pipeline), ruleIdsByTitle)} />
    ),
  },
];

/** What the search box matches: title, description, rule names and connected stream titles. */
export const pipelineSearchText = (pipeline: Pipeline, streamsByPipeline: StreamsByPipeline): Array<string> => [
  pipeline.title,
  pipeline.description ?? '',
  ...stagesOf(pipeline).flatMap((stage) => stage.rules),
  ...(streamsByPipeline?.get(pipeline.id)?.streams ?? []).map((stream) => stream.title),
];

/** The connected streams of each pipeline, out of the connections and the streams the user may read. */
export const streamsByPipelineOf = (
  connections: ReadonlyArray<{ stream_id: string, pipeline_ids: ReadonlyArray<string> }>,
  streams: ReadonlyArray<StreamReference>,
  permissions: ReadonlyArray<string> | undefined,
): Map<string, ConnectedStreams> => {
  const streamIds = new Map<string, Array<string>>();
  connections.forEach((connection) => connection.pipeline_ids.forEach((pipelineId) => {
    streamIds.set(pipelineId, [...(streamIds.get(pipelineId) ?? []), connection.stream_id]);
  }));
  return new Map(Array.from(streamIds, ([pipelineId, ids]) => [pipelineId, connectedStreamsOf(ids, streams, permissions)]));
};

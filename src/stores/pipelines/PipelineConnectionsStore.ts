// Which pipelines run on which stream. The server keeps one connection per stream (its pipelines); the
// console edits it from either side: a stream's pipelines (to_stream) or a pipeline's streams (to_pipeline),
// each call replacing the whole set on its side. The store keeps nothing: each page holds what it shows.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** Graylog's PipelineConnections: the pipelines connected to one stream. */
export type PipelineConnection = {
  id?: string,
  stream_id: string,
  pipeline_ids: Array<string>,
};

type PipelineConnectionsActionsType = {
  /** Every connection on streams the user may read. No toast on failure: the caller says in place what failed. */
  list: () => Promise<Array<PipelineConnection>>,
  /** The pipelines of one stream. No toast on failure: the caller says in place what failed. */
  forStream: (streamId: string) => Promise<PipelineConnection>,
  /** Connects exactly these pipelines to the stream. */
  connectToStream: (streamId: string, pipelineIds: ReadonlyArray<string>) => Promise<PipelineConnection>,
  /** Connects the pipeline to exactly these streams; answers the connections of every stream that changed. */
  connectToPipeline: (pipelineId: string, streamIds: ReadonlyArray<string>) => Promise<Array<PipelineConnection>>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const reportUpdateFailure = (error: unknown): never => (
  reportWriteFailure(error, 'Updating pipeline connections', 'Could not update pipeline connections', { toastFieldRefusals: true })
);

/** The ids of the streams a pipeline is connected to. */
export const streamIdsOfPipeline = (connections: ReadonlyArray<PipelineConnection>, pipelineId: string): Array<string> => (
  connections.filter((connection) => connection.pipeline_ids.includes(pipelineId)).map((connection) => connection.stream_id)
);

export const PipelineConnectionsActions = singletonActions('core.PipelineConnections', () => createActions<PipelineConnectionsActionsType>([
  'list', 'forStream', 'connectToStream', 'connectToPipeline',
]));

export const PipelineConnectionsStore = singletonStore('core.PipelineConnections', () => createStore({
  listenables: [PipelineConnectionsActions],
  state: {} as Record<string, never>,

  list() {
    const promise = fetch<Array<PipelineConnection>>('GET', url(ApiRoutes.PipelineConnectionsApiController.list()), undefined, SIDE_LOAD_OPTIONS)
      .then((connections) => connections ?? []);
    PipelineConnectionsActions.list.promise(promise);
  },

  forStream(streamId: string) {
    const promise = fetch<PipelineConnection>('GET', url(ApiRoutes.PipelineConnectionsApiController.forStream(streamId)), undefined, SIDE_LOAD_OPTIONS);
    PipelineConnectionsActions.forStream.promise(promise);
  },

  connectToStream(streamId: string, pipelineIds: ReadonlyArray<string>) {
    const body = { stream_id: streamId, pipeline_ids: [...pipelineIds] };
    const promise = fetch<PipelineConnection>('POST', url(ApiRoutes.PipelineConnectionsApiController.toStream()), body, WRITE_OPTIONS).then((connection) => {
      UserNotification.success('Pipeline connections updated successfully');
      return connection;
    }, reportUpdateFailure);
    PipelineConnectionsActions.connectToStream.promise(promise);
  },

  connectToPipeline(pipelineId: string, streamIds: ReadonlyArray<string>) {
    const body = { pipeline_id: pipelineId, stream_ids: [...streamIds] };
    const promise = fetch<Array<PipelineConnection>>('POST', url(ApiRoutes.PipelineConnectionsApiController.toPipeline()), body, WRITE_OPTIONS)
      .then((connections) => {
        UserNotification.success('Pipeline connections updated successfully');
        return connections ?? [];
      }, reportUpdateFailure);
    PipelineConnectionsActions.connectToPipeline.promise(promise);
  },
}));

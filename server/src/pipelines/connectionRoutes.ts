// /system/pipelines/connections (Graylog's PipelineConnectionsResource): which pipelines each stream runs, seen
// from the stream (to_stream) or from the pipeline (to_pipeline). Lists show only streams and pipelines the
// caller may read; a write names only streams and pipelines that exist and that the caller may read.
import { Type } from '@sinclair/typebox';
import { assertPermitted } from '../auth/hook';
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { permissionTarget } from '../http/crud';
import { newObjectId } from '../http/ids';
import { route, type DeclaredRoute } from '../http/routes';
import { bumpIngestConfig } from '../processing/configVersion';
import { requireStream } from '../streams/store';
import { findConnection, listConnections, requireSource, saveConnection, type ConnectionRecord } from './store';

const Id = Type.String({ minLength: 1, maxLength: 100 });
const Ids = Type.Array(Id, { maxItems: 10_000 });
// Graylog's connection requests; unknown fields are ignored, as in Graylog.
const ToStreamBody = Type.Object({ stream_id: Id, pipeline_ids: Ids });
const ToPipelineBody = Type.Object({ pipeline_id: Id, stream_ids: Ids });

const streamRead = (id: string) => `streams:read:${permissionTarget(id)}`;
const pipelineRead = (id: string) => `pipeline:read:${permissionTarget(id)}`;

/** The connection as the caller may see it: only pipelines they may read. */
function visible(connection: ConnectionRecord, caller: AuthContext): ConnectionRecord {
  return { ...connection, pipeline_ids: connection.pipeline_ids.filter((id) => isPermitted(caller.permissions, pipelineRead(id))) };
}

function emptyConnection(db: Db, streamId: string): ConnectionRecord {
  return findConnection(db, streamId) ?? { id: newObjectId(), stream_id: streamId, pipeline_ids: [] };
}

export function connectionRoutes(ctx: ServerContext): DeclaredRoute[] {
  const { db } = ctx;
  return [
    route({
      method: 'GET',
      url: '/system/pipelines/connections',
      auth: { permission: 'pipeline_connection:read' },
      handler: ({ caller }) =>
        listConnections(db).filter((c) => isPermitted(caller.permissions, streamRead(c.stream_id))).map((c) => visible(c, caller)),
    }),
    route({
      method: 'GET',
      url: '/system/pipelines/connections/:streamId',
      auth: { permission: 'pipeline_connection:read' },
      schema: { params: Type.Object({ streamId: Id }) },
      handler: ({ params, request, caller }) => {
        assertPermitted(request, streamRead(params.streamId));
        requireStream(db, params.streamId);
        // Graylog answers 404 for a stream that never had a connection; a stream without pipelines is answered
        // as such here, which a client written for Graylog reads the same way.
        const connection = findConnection(db, params.streamId);
        return connection ? visible(connection, caller) : { id: null, stream_id: params.streamId, pipeline_ids: [] };
      },
    }),
    route({
      method: 'POST',
      url: '/system/pipelines/connections/to_stream',
      auth: { permission: 'pipeline_connection:edit' },
      schema: { body: ToStreamBody },
      handler: ({ body, request, caller }) => {
        assertPermitted(request, streamRead(body.stream_id));
        requireStream(db, body.stream_id);
        for (const pipelineId of body.pipeline_ids) {
          assertPermitted(request, pipelineRead(pipelineId));
          requireSource(db, 'pipeline', pipelineId);
        }
        const saved = db.transaction(() => {
          const connection = emptyConnection(db, body.stream_id);
          // Pipelines the caller may not read stay connected: they cannot see them, so they did not remove them.
          const hidden = connection.pipeline_ids.filter((id) => !isPermitted(caller.permissions, pipelineRead(id)));
          return saveConnection(db, { ...connection, pipeline_ids: [...new Set([...hidden, ...body.pipeline_ids])] });
        })();
        bumpIngestConfig();
        return saved;
      },
    }),
    route({
      method: 'POST',
      url: '/system/pipelines/connections/to_pipeline',
      auth: { permission: 'pipeline_connection:edit' },
      schema: { body: ToPipelineBody },
      handler: ({ body, request, caller }) => {
        assertPermitted(request, pipelineRead(body.pipeline_id));
        requireSource(db, 'pipeline', body.pipeline_id);
        for (const streamId of body.stream_ids) {
          assertPermitted(request, streamRead(streamId));
          requireStream(db, streamId);
        }
        const wanted = new Set(body.stream_ids);
        const updated = db.transaction(() => {
          const changed: ConnectionRecord[] = [];
          for (const connection of listConnections(db)) {
            // Streams the caller may not read keep the pipeline: they cannot see them, so they did not remove them.
            const mayRead = isPermitted(caller.permissions, streamRead(connection.stream_id));
            if (mayRead && connection.pipeline_ids.includes(body.pipeline_id) && !wanted.has(connection.stream_id)) {
              changed.push(saveConnection(db, { ...connection, pipeline_ids: connection.pipeline_ids.filter((id) => id !== body.pipeline_id) }));
            }
          }
          for (const streamId of wanted) {
            const connection = emptyConnection(db, streamId);
            if (connection.pipeline_ids.includes(body.pipeline_id)) continue;
            changed.push(saveConnection(db, { ...connection, pipeline_ids: [...connection.pipeline_ids, body.pipeline_id] }));
          }
          return changed;
        })();
        bumpIngestConfig();
        return updated;
      },
    }),
  ];
}

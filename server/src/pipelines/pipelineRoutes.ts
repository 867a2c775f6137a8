// /system/pipelines/pipeline (Graylog's PipelineResource): list (the pipelines the caller may read), and one,
// create, update, delete and parse (sourceRoutes.ts). A pipeline's title is the name in its source, and its
// stages are read from the source: clients change stages by sending a new source. A deleted pipeline leaves
// every stream it ran on.
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { route, type DeclaredRoute } from '../http/routes';
import type { MetricRegistry } from '../metrics/registry';
import { pipelineMetricsPrefix } from './metricNames';
import { sourceRoutes } from './sourceRoutes';
import { pipelineJson, stagesJson, tryParsePipeline } from './sources';
import { disconnectPipeline, listSources } from './store';

export function pipelineRoutes(ctx: ServerContext, metrics: MetricRegistry): DeclaredRoute[] {
  const { db } = ctx;
  return [
    route({
      method: 'GET',
      url: '/system/pipelines/pipeline',
      auth: 'authenticated',
      handler: ({ caller }) =>
        listSources(db, 'pipeline')
          .filter((pipeline) => isPermitted(caller.permissions, `pipeline:read:${permissionTarget(pipeline.id)}`))
          .map(pipelineJson),
    }),
    ...sourceRoutes(ctx, metrics, {
      kind: 'pipeline',
      permission: 'pipeline',
      parse: tryParsePipeline,
      parsedJson: (parsed) => ({ stages: stagesJson(parsed) }),
      json: pipelineJson,
      metricsPrefix: pipelineMetricsPrefix,
      beforeDelete: disconnectPipeline,
    }),
  ];
}

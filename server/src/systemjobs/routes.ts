// Graylog's /system/jobs (SystemJobResource) and /cluster/jobs (ClusterSystemJobResource; this server is the
// cluster's only node): the running jobs, one job, and cancelling one.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isPermitted } from '../auth/permissions';
import { forbidden, notFound } from '../http/errors';
import { permissionTarget } from '../http/crud';
import { registerRoutes, route } from '../http/routes';
import { cancelSystemJob, findSystemJob, listSystemJobs, stopAllSystemJobs, type SystemJobSummary } from './jobs';

const JobParams = Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 100 }) });

export function registerSystemJobRoutes(api: FastifyInstance, ctx: ServerContext): void {
  api.addHook('onClose', () => stopAllSystemJobs(ctx));

  // Graylog checks reads against the job's id and cancels against its class name; a job that is not running
  // needs the bare permission, so that a caller who may not cancel learns nothing about ids.
  const cancelPermission = (jobId: string) => {
    const job = findSystemJob(ctx, jobId);
    return job ? `systemjobs:delete:${permissionTarget(job.name)}` : 'systemjobs:delete';
  };
  const readable = (permissions: readonly string[]) =>
    listSystemJobs(ctx).filter((job) => isPermitted(permissions, `systemjobs:read:${permissionTarget(job.id)}`));
  const cancel = (jobId: string, missing: string): SystemJobSummary => {
    const result = cancelSystemJob(ctx, jobId);
    if (result.outcome === 'not-found') throw notFound(missing);
    if (result.outcome === 'not-cancelable') throw forbidden(`System job with ID <${jobId}> cannot be cancelled`);
    return result.job;
  };

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/jobs',
      auth: 'authenticated',
      handler: ({ caller }) => ({ jobs: readable(caller.permissions) }),
    }),
    route({
      method: 'GET',
      url: '/system/jobs/:jobId',
      auth: { permission: ({ jobId }) => `systemjobs:read:${permissionTarget(jobId)}` },
      schema: { params: JobParams },
      handler: ({ params }) => findSystemJob(ctx, params.jobId) ?? notFoundJob(`No system job with ID <${params.jobId}> found`),
    }),
    route({
      method: 'DELETE',
      url: '/system/jobs/:jobId',
      auth: { permission: ({ jobId }) => cancelPermission(jobId) },
      schema: { params: JobParams },
      handler: ({ params }) => cancel(params.jobId, `No system job with ID <${params.jobId}> found`),
    }),
    route({
      method: 'GET',
      url: '/cluster/jobs',
      auth: 'authenticated',
      handler: ({ caller }) => ({ [ctx.node.nodeId]: { jobs: readable(caller.permissions) } }),
    }),
    route({
      method: 'GET',
      url: '/cluster/jobs/:jobId',
      auth: { permission: ({ jobId }) => `systemjobs:read:${permissionTarget(jobId)}` },
      schema: { params: JobParams },
      handler: ({ params }) => findSystemJob(ctx, params.jobId) ?? notFoundJob(`System job with id ${params.jobId} not found!`),
    }),
    route({
      method: 'DELETE',
      url: '/cluster/jobs/:jobId',
      auth: { permission: ({ jobId }) => cancelPermission(jobId) },
      schema: { params: JobParams },
      handler: ({ params }) => cancel(params.jobId, `System job with ID <${params.jobId}> not found!`),
    }),
  ]);
}

function notFoundJob(message: string): never {
  throw notFound(message);
}

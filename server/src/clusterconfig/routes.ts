// Graylog's /system/cluster_config (ClusterConfigResource): which classes are stored, and reading, writing and
// removing one class's value. A known class never stored reads as its defaults, the value Graylog's own start-up
// migrations store for it.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { assertPermitted } from '../auth/hook';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { CLUSTER_CONFIG_CLASSES, type ClusterConfigClass, findConfigClass, removeClusterConfig, saveClusterConfig } from './registry';

const ClassParams = Type.Object({ configClass: Type.String({ minLength: 1, maxLength: 500 }) });

function knownClass(className: string): ClusterConfigClass {
  const entry = findConfigClass(className);
  if (!entry) throw notFound(`Couldn't find configuration class "${className}"`);
  return entry;
}

export function registerClusterConfigRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/cluster_config',
      auth: { permission: 'clusterconfigentry:read' },
      handler: () => {
        const classes = CLUSTER_CONFIG_CLASSES.filter((entry) => entry.isStored(db)).map((entry) => entry.className);
        return { total: classes.length, classes };
      },
    }),
    route({
      method: 'GET',
      url: '/system/cluster_config/:configClass',
      auth: { permission: 'clusterconfigentry:read' },
      schema: { params: ClassParams },
      handler: ({ params }) => knownClass(params.configClass).read(db),
    }),
    route({
      method: 'PUT',
      url: '/system/cluster_config/:configClass',
      // Graylog requires both: writing may create the entry or change it.
      auth: { permission: 'clusterconfigentry:edit' },
      schema: { params: ClassParams, body: Type.Unknown() },
      status: 202,
      handler: ({ params, body, request }) => {
        assertPermitted(request, 'clusterconfigentry:create');
        return saveClusterConfig(db, knownClass(params.configClass), body);
      },
    }),
    route({
      method: 'DELETE',
      url: '/system/cluster_config/:configClass',
      auth: { permission: 'clusterconfigentry:delete' },
      schema: { params: ClassParams },
      handler: ({ params }) => {
        removeClusterConfig(db, knownClass(params.configClass));
      },
    }),
  ]);
}

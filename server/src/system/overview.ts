// The Graylog 4 shapes describing this (single) node.
import os from 'node:os';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { nodeStatus } from './nodeStatus';

// The newest Graylog 4.0 release: the API spoken is 4.0's, and content packs exported by any 4.0.x server
// (their entities say `server-version >=4.0.<n>`) install here.
export const SERVER_VERSION = '4.0.17';
export const CODENAME = 'Noir';
export const TAGLINE = "Manage your logs in the dark and have lasers going and make it look like you're from space!";

export function systemOverview(ctx: ServerContext) {
  const status = nodeStatus(ctx);
  return {
    facility: 'graylog-server',
    codename: CODENAME,
    node_id: ctx.node.nodeId,
    cluster_id: ctx.node.clusterId,
    version: SERVER_VERSION,
    started_at: ctx.node.startedAt,
    hostname: os.hostname(),
    lifecycle: status.lifecycleName,
    lb_status: status.loadBalancerStatus.toLowerCase(),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    operating_system: `${os.type()} ${os.release()}`,
    is_processing: status.isProcessing,
  };
}

export function clusterNode(ctx: ServerContext) {
  const { host, port, prefix } = ctx.settings;
  return {
    cluster_id: ctx.node.clusterId,
    node_id: ctx.node.nodeId,
    type: 'server',
    transport_address: `http://${host.includes(':') ? `[${host}]` : host}:${port}${prefix}/api/`,
    last_seen: new Date(ctx.now()).toISOString(),
    short_node_id: ctx.node.nodeId.slice(0, 8),
    hostname: os.hostname(),
    is_master: true,
    is_leader: true,
  };
}

/** This is a one-node cluster: any other node id is unknown (Graylog's NodeNotFoundException, 404). */
export function requireThisNode(ctx: ServerContext, nodeId: string): void {
  if (nodeId !== ctx.node.nodeId) throw notFound(`Unable to find node ${nodeId}`);
}

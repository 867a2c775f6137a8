// What an operator does to a node, with the confirmations they need: pausing processing, forcing a load
// balancer status and shutting down each ask first, naming the node; resuming does not (it only undoes a pause).
import React, { useState } from 'react';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { LoadBalancerStatus, NodeRef } from '@/stores/nodes/NodeDetailsStore';
import { NodeDetailsActions } from '@/stores/nodes/NodeDetailsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

type Request = { kind: 'pause' } | { kind: 'loadBalancer', status: LoadBalancerStatus } | { kind: 'shutdown' };

export type NodePermissions = {
  changeProcessing: boolean,
  changeLoadBalancer: boolean,
  shutdown: boolean,
  metrics: boolean,
  /** Reading the node's JVM (here: V8) memory and runtime facts. */
  jvm: boolean,
  threadDump: boolean,
  processBufferDump: boolean,
  logging: boolean,
};

/** What the current user may do with node `nodeId`, with Graylog's permission strings. */
export const useNodePermissions = (nodeId: string): NodePermissions => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  return {
    changeProcessing: isPermitted(permissions, `processing:changestate:${nodeId}`),
    changeLoadBalancer: isPermitted(permissions, 'lbstatus:change'),
    shutdown: isPermitted(permissions, `node:shutdown:${nodeId}`),
    metrics: isPermitted(permissions, 'metrics:allkeys'),
    jvm: isPermitted(permissions, `jvmstats:read:${nodeId}`),
    threadDump: isPermitted(permissions, `threads:dump:${nodeId}`),
    processBufferDump: isPermitted(permissions, `processbuffer:dump:${nodeId}`),
    logging: isPermitted(permissions, 'loggers:read'),
  };
};

const NodeName = ({ node }: { node: NodeRef }) => <><strong>{node.hostname}</strong> (<code>{node.node_id}</code>)</>;

const useNodeControls = (node: NodeRef) => {
  const [request, setRequest] = useState<Request | undefined>();
  const close = () => setRequest(undefined);
  const run = (action: () => Promise<void>) => action().then(close);

  const dialogs = (
    <>
      <ConfirmDialog show={request?.kind === 'pause'} title="Pause message processing" confirmLabel="Pause processing"
                     onConfirm={() => run(() => NodeDetailsActions.pauseProcessing(node))} onCancel={close}>
        Do you really want to pause message processing on node <NodeName node={node} />? Messages it receives meanwhile are
        kept in its journal, unsearchable, until processing is resumed.
      </ConfirmDialog>
      <ConfirmDialog show={request?.kind === 'loadBalancer'} title="Override load balancer status"
                     confirmLabel={request?.kind === 'loadBalancer' ? `Mark as ${request.status}` : 'Confirm'}
                     variant={request?.kind === 'loadBalancer' && request.status === 'ALIVE' ? 'primary' : 'danger'}
                     onConfirm={() => (request?.kind === 'loadBalancer' ? run(() => NodeDetailsActions.overrideLoadBalancer(node, request.status)) : undefined)}
                     onCancel={close}>
        Do you really want to mark node <NodeName node={node} /> as
        {' '}<strong>{request?.kind === 'loadBalancer' ? request.status : ''}</strong> for load balancers? Its load balancer
        status call answers accordingly until the status is changed again or the node restarts.
      </ConfirmDialog>
      <ConfirmDialog show={request?.kind === 'shutdown'} title="Shut down node" confirmLabel="Shut down"
                     onConfirm={() => run(() => NodeDetailsActions.shutdown(node))} onCancel={close}>
        Do you really want to shut down node <NodeName node={node} />? It stops receiving messages, finishes what it is
        processing and exits; it does not start again by itself.
      </ConfirmDialog>
    </>
  );

  return {
    askPause: () => setRequest({ kind: 'pause' }),
    resume: () => NodeDetailsActions.resumeProcessing(node).catch(() => {}),
    askLoadBalancer: (status: LoadBalancerStatus) => setRequest({ kind: 'loadBalancer', status }),
    askShutdown: () => setRequest({ kind: 'shutdown' }),
    dialogs,
  };
};

export default useNodeControls;

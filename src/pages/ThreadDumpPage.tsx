import React from 'react';

import NodeDumpPage from '@/components/nodes/NodeDumpPage';
import { ClusterOverviewActions } from '@/stores/nodes/ClusterOverviewStore';

const loadThreadDump = (nodeId: string) => ClusterOverviewActions.threadDump(nodeId);

/** `/system/threaddump/{id}`: what every thread and worker of the node is doing, taken when the page opened. */
const ThreadDumpPage = () => (
  <NodeDumpPage what="thread dump" load={loadThreadDump} toText={(dump) => dump}
                description="The state of the node's threads and workers at the moment it was taken, for diagnosing a server that hangs or is slow." />
);

export default ThreadDumpPage;

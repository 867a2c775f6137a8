import React from 'react';

import { processBufferDumpText } from '@/components/nodes/DumpText';
import NodeDumpPage from '@/components/nodes/NodeDumpPage';
import { ClusterOverviewActions } from '@/stores/nodes/ClusterOverviewStore';

const loadDump = (nodeId: string) => ClusterOverviewActions.processBufferDump(nodeId);

/** `/system/processbufferdump/{id}`: what each processor of the node's process buffer is working on right now. */
const ProcessBufferDumpPage = () => (
  <NodeDumpPage what="process buffer dump" load={loadDump} toText={processBufferDumpText}
                description="The messages each processor of the node's process buffer is working on at the moment the dump was taken." />
);

export default ProcessBufferDumpPage;

import React from 'react';

import PageHeader from '@/components/common/PageHeader';
import NodesList from '@/components/nodes/NodesList';
import useClusterNodes from '@/components/nodes/useClusterNodes';
import DocsHelper from '@/util/DocsHelper';

/** `/system/nodes`: the cluster's nodes and their state, refreshed every 5 seconds while the tab is visible. */
const NodesPage = () => {
  const cluster = useClusterNodes();
  return (
    <>
      <PageHeader
        title="Nodes"
        description="The server nodes of this cluster: whether they process messages, what their journal holds, their throughput and memory."
        documentationLink={{ title: 'Configuration', path: DocsHelper.PAGES.CONFIGURATION }}>
        The list refreshes every 5 seconds.
      </PageHeader>
      <NodesList cluster={cluster} />
    </>
  );
};

export default NodesPage;

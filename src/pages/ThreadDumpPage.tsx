import React from 'react';
import { Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import DumpText from '@/components/nodes/DumpText';
import useNodeName from '@/components/nodes/useNodeName';
import Routes from '@/routing/Routes';
import { ClusterOverviewActions } from '@/stores/nodes/ClusterOverviewStore';
import '@/components/nodes/nodes.css';

const loadThreadDump = (nodeId: string) => ClusterOverviewActions.threadDump(nodeId);

/** `/system/threaddump/{id}`: what every thread and worker of the node is doing, taken when the page opened. */
const ThreadDumpPage = () => {
  const { nodeId } = useParams<{ nodeId: string }>();
  const name = useNodeName(nodeId);
  const dump = useLoaded(loadThreadDump, nodeId);
  return (
    <>
      <PageHeader
        title={`Thread dump of node ${name}`}
        description="The state of the node's threads and workers at the moment it was taken, for diagnosing a server that hangs or is slow."
        actions={(
          <div className="d-flex gap-2">
            <Button size="sm" variant="outline-primary" onClick={dump.reload}>Take a new dump</Button>
            <Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.NODES.show(nodeId)}>Back to the node</Link>
          </div>
        )} />
      {dump.failed && <LoadFailure what="thread dump" reason={dump.reason} onRetry={dump.reload} />}
      {!dump.failed && (dump.value === undefined ? <Spinner text="Taking the thread dump…" /> : <DumpText label="Thread dump" text={dump.value} />)}
    </>
  );
};

export default ThreadDumpPage;

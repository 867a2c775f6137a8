import React from 'react';
import { Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import DumpText, { processBufferDumpText } from '@/components/nodes/DumpText';
import useNodeName from '@/components/nodes/useNodeName';
import Routes from '@/routing/Routes';
import { ClusterOverviewActions } from '@/stores/nodes/ClusterOverviewStore';
import '@/components/nodes/nodes.css';

const loadDump = (nodeId: string) => ClusterOverviewActions.processBufferDump(nodeId);

/** `/system/processbufferdump/{id}`: what each processor of the node's process buffer is working on right now. */
const ProcessBufferDumpPage = () => {
  const { nodeId } = useParams<{ nodeId: string }>();
  const name = useNodeName(nodeId);
  const dump = useLoaded(loadDump, nodeId);
  return (
    <>
      <PageHeader
        title={`Process buffer dump of node ${name}`}
        description="The messages each processor of the node's process buffer is working on at the moment the dump was taken."
        actions={(
          <div className="d-flex gap-2">
            <Button size="sm" variant="outline-primary" onClick={dump.reload}>Take a new dump</Button>
            <Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.NODES.show(nodeId)}>Back to the node</Link>
          </div>
        )} />
      {dump.failed && <LoadFailure what="process buffer dump" reason={dump.reason} onRetry={dump.reload} />}
      {!dump.failed && (dump.value === undefined
        ? <Spinner text="Taking the process buffer dump…" />
        : <DumpText label="Process buffer dump" text={processBufferDumpText(dump.value)} />)}
    </>
  );
};

export default ProcessBufferDumpPage;

import React from 'react';
import { Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import SectionCard from '@/components/common/SectionCard';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import BufferUsage from '@/components/nodes/BufferUsage';
import HeapUsage from '@/components/nodes/HeapUsage';
import InputTypesTable from '@/components/nodes/InputTypesTable';
import JournalDetails from '@/components/nodes/JournalDetails';
import NodeActionsMenu from '@/components/nodes/NodeActionsMenu';
import PluginsTable from '@/components/nodes/PluginsTable';
import ProcessingStatus from '@/components/nodes/ProcessingStatus';
import SystemInformation from '@/components/nodes/SystemInformation';
import useClusterNodes from '@/components/nodes/useClusterNodes';
import { useNodePermissions } from '@/components/nodes/useNodeControls';
import ThroughputChart from '@/components/throughput/ThroughputChart';
import NotFoundPage from '@/pages/NotFoundPage';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { InputTypesActions } from '@/stores/inputs/InputTypesStore';
import { ClusterOverviewActions } from '@/stores/nodes/ClusterOverviewStore';
import { NodeDetailsActions } from '@/stores/nodes/NodeDetailsStore';
import type { Node } from '@/stores/nodes/NodesStore';
import { NodesActions } from '@/stores/nodes/NodesStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import '@/components/nodes/nodes.css';

const loadNode = (nodeId: string) => NodesActions.get(nodeId);
const loadJvm = (nodeId: string) => ClusterOverviewActions.jvm(nodeId);
/** A user who may not read the node's memory is not asked to (and not toasted a refusal). */
const noJvm = () => Promise.resolve(undefined);
const loadPlugins = (nodeId: string) => NodeDetailsActions.plugins(nodeId);
const loadInputTypes = () => InputTypesActions.list();

/** The page of a node that exists: its own loads start only then, so an unknown id raises no toast of theirs. */
const NodeDetails = ({ nodeId, loadedNode }: { nodeId: string, loadedNode: Node }) => {
  const { nodes, overview: clusterOverview, failure } = useClusterNodes();
  const can = useNodePermissions(nodeId);
  const jvm = useLoaded(can.jvm ? loadJvm : noJvm, nodeId);
  const plugins = useLoaded(loadPlugins, nodeId);
  const inputTypes = useLoaded(loadInputTypes);

  // The polled list is the fresher; before its first answer the node as the page loaded it.
  const node = nodes ? nodes[nodeId] : loadedNode;
  const overview = clusterOverview?.[nodeId];
  if (!node) {
    return <NotFoundPage message={`No active node has the id ${nodeId} any more. It may have been shut down.`} />;
  }

  return (
    <>
      <PageHeader
        title={`Node ${node.hostname}`}
        documentTitle={`Node ${node.hostname}`}
        description={<>Node <code>{node.node_id}</code>{node.is_master ? ', the leader of this cluster' : ''}.</>}
        actions={(
          <div className="d-flex gap-2">
            {can.metrics && <Link className="btn btn-sm btn-outline-primary" to={Routes.SYSTEM.METRICS(node.node_id)}>Metrics</Link>}
            <NodeActionsMenu node={node} overview={overview} withMetrics={false} />
          </div>
        )}
      />

      {failure && <p className="text-warning-emphasis">The node&apos;s state could not be refreshed: {failure}</p>}
      {overview ? <ProcessingStatus node={node} overview={overview} />
        : <p className="text-body-secondary">{overview === null ? 'This node did not describe itself.' : 'Loading the node\u2019s state…'}</p>}

      <SectionCard title="Throughput" description="Messages this node received (in) and wrote to its indices (out), per second over the last minute.">
        <ThroughputChart nodeId={node.node_id} />
      </SectionCard>

      <Row className="g-3">
        <Col lg={6}>
          <SectionCard title="Memory" description="The server's heap: what its messages, searches and caches use.">
            <HeapUsage nodeId={node.node_id} />
          </SectionCard>
        </Col>
        <Col lg={6}>
          <SectionCard title="Buffers" description="Messages wait here for a moment between receiving, processing and writing.">
            <Row className="g-3">
              <Col sm={6}><BufferUsage nodeId={node.node_id} type="input" title="Input buffer" withMetricsLink={can.metrics} /></Col>
              <Col sm={6}><BufferUsage nodeId={node.node_id} type="process" title="Process buffer" withMetricsLink={can.metrics} /></Col>
            </Row>
          </SectionCard>
        </Col>
      </Row>

      <SectionCard title="Disk journal"
               description="Received messages are written to the journal first, so none is lost when the server stops or processing is paused; processing reads them from there.">
        <JournalDetails nodeId={node.node_id} />
      </SectionCard>

      <Row className="g-3">
        <Col lg={6}>
          <SectionCard title="System">
            {overview ? <SystemInformation node={node} overview={overview} jvm={jvm.value} /> : <Spinner />}
          </SectionCard>
        </Col>
        <Col lg={6}>
          <SectionCard title={plugins.value ? `Installed plugins (${plugins.value.length})` : 'Installed plugins'}>
            {plugins.value && <PluginsTable plugins={plugins.value} />}
            {!plugins.value && (plugins.failed ? <p className="mb-0 text-body-secondary">The plugins could not be listed.</p> : <Spinner />)}
          </SectionCard>
          <SectionCard title={inputTypes.value ? `Available input types (${Object.keys(inputTypes.value).length})` : 'Available input types'}
                   description="The kinds of input this node can run.">
            {inputTypes.value && <InputTypesTable types={inputTypes.value} />}
            {!inputTypes.value && (inputTypes.failed ? <p className="mb-0 text-body-secondary">The input types could not be listed.</p> : <Spinner />)}
          </SectionCard>
        </Col>
      </Row>
    </>
  );
};

/**
 * `/system/nodes/{id}`: one node's states (with pause and resume, load balancer override and shutdown), throughput,
 * memory, buffers, journal, system facts, plugins and input types. States refresh every 5 seconds, figures every 2.
 * An unknown node is the not-found page and a refused one the missing-permissions page (the fetch layer reports
 * both), without any toast.
 */
const NodeDetailsPage = () => {
  const { nodeId } = useParams<{ nodeId: string }>();
  const loaded = useLoaded(loadNode, nodeId);
  const serverUp = useStore(ServerAvailabilityStore, (state) => state.server.up);

  // While the server is away its dialog says so; the node loads again by itself once it is back.
  if (loaded.value === undefined && (!loaded.failed || !serverUp)) return <Spinner page text="Loading node…" />;
  if (loaded.value === undefined) {
    return loaded.reason ? <LoadFailure what="node" reason={loaded.reason} onRetry={loaded.reload} /> : null;
  }
  return <NodeDetails key={nodeId} nodeId={nodeId} loadedNode={loaded.value} />;
};

export default NodeDetailsPage;

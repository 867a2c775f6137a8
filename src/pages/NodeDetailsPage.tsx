import React from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import ErrorPage from '@/components/common/ErrorPage';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import BufferUsage from '@/components/nodes/BufferUsage';
import HeapUsage from '@/components/nodes/HeapUsage';
import JournalDetails from '@/components/nodes/JournalDetails';
import NodeActionsMenu from '@/components/nodes/NodeActionsMenu';
import NodeStateBadges from '@/components/nodes/NodeStateBadges';
import PluginsTable from '@/components/nodes/PluginsTable';
import ProcessingStatus from '@/components/nodes/ProcessingStatus';
import SystemInformation from '@/components/nodes/SystemInformation';
import useClusterNodes from '@/components/nodes/useClusterNodes';
import { useNodePermissions } from '@/components/nodes/useNodeControls';
import ThroughputChart from '@/components/throughput/ThroughputChart';
import Routes from '@/routing/Routes';
import { ClusterOverviewActions } from '@/stores/nodes/ClusterOverviewStore';
import { NodeDetailsActions } from '@/stores/nodes/NodeDetailsStore';
import '@/components/nodes/nodes.css';

const loadJvm = (nodeId: string) => ClusterOverviewActions.jvm(nodeId);
const loadPlugins = (nodeId: string) => NodeDetailsActions.plugins(nodeId);

const Section = ({ title, description, children }: { title: string, description?: string, children: React.ReactNode }) => (
  <Card as="section" className="console-node-section" aria-label={title}>
    <Card.Body>
      <h2 className="h5">{title}</h2>
      {description && <p className="text-body-secondary small">{description}</p>}
      {children}
    </Card.Body>
  </Card>
);

/**
 * `/system/nodes/{id}`: one node's states (with pause and resume, load balancer override and shutdown), throughput,
 * memory, buffers, journal, system facts and plugins. States refresh every 5 seconds, figures every 2.
 */
const NodeDetailsPage = () => {
  const { nodeId } = useParams<{ nodeId: string }>();
  const { nodes, overview: clusterOverview, failure, reload } = useClusterNodes();
  const jvm = useLoaded(loadJvm, nodeId);
  const plugins = useLoaded(loadPlugins, nodeId);
  const can = useNodePermissions(nodeId);

  const node = nodes?.[nodeId];
  const overview = clusterOverview?.[nodeId];
  if (!nodes) {
    return failure ? (
      <ErrorPage title="The node could not be loaded" description={failure}>
        <button type="button" className="btn btn-primary" onClick={reload}>Try again</button>
      </ErrorPage>
    ) : <Spinner page text="Loading node…" />;
  }
  if (!node) {
    return (
      <ErrorPage title="Node not found" description={`No active node has the id ${nodeId}. It may have been shut down.`}>
        <Link className="btn btn-primary" to={Routes.SYSTEM.NODES.LIST}>Go to the nodes</Link>
      </ErrorPage>
    );
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
        )}>
        {overview && <NodeStateBadges overview={overview} />}
      </PageHeader>

      {failure && <p className="text-warning-emphasis">The node&apos;s state could not be refreshed: {failure}</p>}
      {overview ? <ProcessingStatus node={node} overview={overview} />
        : <p className="text-body-secondary">{overview === null ? 'This node did not describe itself.' : 'Loading the node\u2019s state…'}</p>}

      <Section title="Throughput" description="Messages this node received (in) and wrote to its indices (out), per second over the last minute.">
        <ThroughputChart nodeId={node.node_id} />
      </Section>

      <Row className="g-3">
        <Col lg={6}>
          <Section title="Memory" description="The server's heap: what its messages, searches and caches use.">
            <HeapUsage nodeId={node.node_id} />
          </Section>
        </Col>
        <Col lg={6}>
          <Section title="Buffers" description="Messages wait here for a moment between receiving, processing and writing.">
            <Row className="g-3">
              <Col sm={6}><BufferUsage nodeId={node.node_id} type="input" title="Input buffer" withMetricsLink={can.metrics} /></Col>
              <Col sm={6}><BufferUsage nodeId={node.node_id} type="process" title="Process buffer" withMetricsLink={can.metrics} /></Col>
            </Row>
          </Section>
        </Col>
      </Row>

      <Section title="Disk journal"
               description="Received messages are written to the journal first, so none is lost when the server stops or processing is paused; processing reads them from there.">
        <JournalDetails nodeId={node.node_id} />
      </Section>

      <Row className="g-3">
        <Col lg={6}>
          <Section title="System">
            {overview ? <SystemInformation node={node} overview={overview} jvm={jvm.value} /> : <Spinner />}
          </Section>
        </Col>
        <Col lg={6}>
          <Section title={plugins.value ? `Installed plugins (${plugins.value.length})` : 'Installed plugins'}>
            {plugins.value && <PluginsTable plugins={plugins.value} />}
            {!plugins.value && (plugins.failed ? <p className="mb-0 text-body-secondary">The plugins could not be listed.</p> : <Spinner />)}
          </Section>
        </Col>
      </Row>
    </>
  );
};

export default NodeDetailsPage;

import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Badge, Card, Col, Row } from 'react-bootstrap';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import Timestamp from '@/components/common/Timestamp';
import { useStore } from '@/stores/connect';
import type { SystemOverview } from '@/stores/system/SystemStore';
import { SystemActions, SystemStore } from '@/stores/system/SystemStore';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import { relativeDifference } from '@/util/DateTime';

const Fact = ({ label, children }: { label: string, children: React.ReactNode }) => (
  <>
    <dt className="col-sm-4">{label}</dt>
    <dd className="col-sm-8">{children}</dd>
  </>
);

const lifecycleVariant = (lifecycle: string) => (lifecycle.toLowerCase() === 'running' ? 'success' : 'warning');
const lbVariant = (status: string) => (status.toLowerCase() === 'alive' ? 'success' : 'warning');

const NodeFacts = ({ system }: { system: SystemOverview }) => (
  <dl className="row mb-0 console-facts">
    <Fact label="Node ID"><code>{system.node_id}</code></Fact>
    <Fact label="Cluster ID"><code>{String(system.cluster_id).toUpperCase()}</code></Fact>
    <Fact label="Version">{system.version}{system.codename ? ` (${system.codename})` : ''}</Fact>
    <Fact label="Hostname">{system.hostname}</Fact>
    <Fact label="Operating system">{system.operating_system}</Fact>
    <Fact label="Time zone">{system.timezone}</Fact>
    <Fact label="Started">
      <Timestamp dateTime={system.started_at} />
      <span className="text-body-secondary ms-2">({relativeDifference(system.started_at)})</span>
    </Fact>
  </dl>
);

const StatusFacts = ({ system }: { system: SystemOverview }) => (
  <dl className="row mb-0 console-facts">
    <Fact label="Lifecycle"><Badge bg={lifecycleVariant(system.lifecycle)}>{system.lifecycle}</Badge></Fact>
    <Fact label="Load balancer">
      <Badge bg={lbVariant(system.lb_status)}>{system.lb_status}</Badge>
    </Fact>
    <Fact label="Message processing">
      {system.is_processing
        ? <Badge bg="success">running</Badge>
        : <Badge bg="danger">paused</Badge>}
    </Fact>
  </dl>
);

/** How often the page asks for the overview again while it is on screen, so that the uptime stays current. */
export const REFRESH_INTERVAL_MS = 10000;

/**
 * `/system/overview`: what the node the console talks to says about itself, kept current while on screen:
 * asked again every 10 s, and at once when the server is back after an outage or a restart.
 */
const SystemOverviewPage = () => {
  const system = useStore(SystemStore, (state) => state.system);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);

  // Refreshes are polling calls: they neither extend the session nor toast; a success ends a failure.
  const refresh = useCallback(() => {
    SystemActions.refresh().then(() => { if (mounted.current) setFailed(false); }, () => {});
  }, []);

  useEffect(() => {
    mounted.current = true;
    // The store reports what failed; the page keeps showing what it had, or says it has nothing.
    SystemActions.info().catch(() => { if (mounted.current) setFailed(true); });
    const timer = window.setInterval(refresh, REFRESH_INTERVAL_MS);
    return () => {
      mounted.current = false;
      window.clearInterval(timer);
    };
  }, [refresh]);

  useReloadOnReconnect(refresh);

  const placeholder = failed
    ? <Alert variant="warning">The system overview could not be loaded. It is asked for again every few seconds.</Alert>
    : <Spinner />;

  return (
    <>
      <PageHeader title="System overview" subtitle="The state of the server node this console is connected to." />
      {!system ? placeholder : (
        <Row className="g-3">
          <Col lg={7}>
            <Card>
              <Card.Header as="h2" className="h6 mb-0">Node</Card.Header>
              <Card.Body><NodeFacts system={system} /></Card.Body>
            </Card>
          </Col>
          <Col lg={5}>
            <Card>
              <Card.Header as="h2" className="h6 mb-0">Status</Card.Header>
              <Card.Body><StatusFacts system={system} /></Card.Body>
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
};

export default SystemOverviewPage;

import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';

import { Fact, Facts } from '@/components/common/Facts';
import PageHeader from '@/components/common/PageHeader';
import SectionCard from '@/components/common/SectionCard';
import Spinner from '@/components/common/Spinner';
import Timestamp from '@/components/common/Timestamp';
import TimeConfiguration from '@/components/configurations/TimeConfiguration';
import NodeStateBadges from '@/components/nodes/NodeStateBadges';
import IndexerClusterHealth from '@/components/notifications/IndexerClusterHealth';
import SystemNotificationsList from '@/components/notifications/SystemNotificationsList';
import IndexerFailuresCount from '@/components/indices/IndexerFailuresCount';
import SystemJobsList from '@/components/systemjobs/SystemJobsList';
import SystemMessagesList from '@/components/systemjobs/SystemMessagesList';
import ThroughputChart from '@/components/throughput/ThroughputChart';
import { isPermitted } from '@/logic/permissions';
import usePolling from '@/stores/polling/usePolling';
import { useStore } from '@/stores/connect';
import { IndexerClusterActions, IndexerClusterStore } from '@/stores/indices/IndexerClusterStore';
import { SystemNotificationsActions, SystemNotificationsStore } from '@/stores/notifications/SystemNotificationsStore';
import type { SystemOverview } from '@/stores/system/SystemStore';
import { SystemActions, SystemStore } from '@/stores/system/SystemStore';
import { SystemJobsActions, SystemJobsStore } from '@/stores/systemjobs/SystemJobsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { relativeDifference } from '@/util/DateTime';

const NodeFacts = ({ system }: { system: SystemOverview }) => (
  <Facts>
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
  </Facts>
);

const StatusFacts = ({ system }: { system: SystemOverview }) => (
  <div className="mb-0"><NodeStateBadges overview={system} /></div>
);

const Section = ({ title, children }: { title: string, children: React.ReactNode }) => (
  <SectionCard title={title} className="h-100">{children}</SectionCard>
);

/** How often the page asks for the overview, notifications and indexer health again while it is visible. */
export const REFRESH_INTERVAL_MS = 10000;
/** Running jobs are asked for more often, so that their progress moves. */
export const JOBS_REFRESH_INTERVAL_MS = 2000;

const ignore = () => {};

/**
 * `/system/overview`: the node the console talks to, what the server has to report (notifications), what it
 * is doing in the background (jobs), the indexer's health, the time in each zone and the throughput, kept
 * current while the tab is visible and asked again at once when the server is back after an outage.
 */
const SystemOverviewPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const system = useStore(SystemStore, (state) => state.system);
  const notifications = useStore(SystemNotificationsStore, (state) => state.notifications);
  const jobsById = useStore(SystemJobsStore, (state) => state.jobs);
  const health = useStore(IndexerClusterStore, (state) => state.health);
  const [failed, setFailed] = useState(false);
  const [healthFailed, setHealthFailed] = useState(false);
  const mounted = useRef(true);

  const mayReadNotifications = isPermitted(permissions, 'notifications:read');
  const mayReadJobs = isPermitted(permissions, 'systemjobs:read');
  const mayReadHealth = isPermitted(permissions, 'indexercluster:read');

  const loadHealth = useCallback(() => {
    IndexerClusterActions.health().then(
      () => { if (mounted.current) setHealthFailed(false); },
      () => { if (mounted.current) setHealthFailed(true); },
    );
  }, []);

  // Refreshes are polling calls: they neither extend the session nor toast; a success ends a failure.
  const refresh = useCallback(() => {
    const calls: Array<Promise<unknown>> = [
      SystemActions.refresh().then(() => { if (mounted.current) setFailed(false); }, ignore),
    ];
    if (mayReadNotifications) calls.push(SystemNotificationsActions.list().catch(ignore));
    if (mayReadHealth) loadHealth();
    return Promise.all(calls);
  }, [mayReadNotifications, mayReadHealth, loadHealth]);

  const refreshJobs = useCallback(() => SystemJobsActions.list().catch(ignore), []);

  useEffect(() => {
    mounted.current = true;
    // The store reports what failed; the page keeps showing what it had, or says it has nothing.
    SystemActions.info().catch(() => { if (mounted.current) setFailed(true); });
    return () => { mounted.current = false; };
  }, []);

  useEffect(() => {
    if (mayReadNotifications) SystemNotificationsActions.list().catch(ignore);
  }, [mayReadNotifications]);
  useEffect(() => {
    if (mayReadJobs) refreshJobs();
  }, [mayReadJobs, refreshJobs]);
  useEffect(() => {
    if (mayReadHealth) loadHealth();
  }, [mayReadHealth, loadHealth]);

  usePolling(refresh, REFRESH_INTERVAL_MS);
  usePolling(refreshJobs, JOBS_REFRESH_INTERVAL_MS, mayReadJobs);

  const placeholder = failed
    ? <Alert variant="warning">The system overview could not be loaded. It is asked for again every few seconds.</Alert>
    : <Spinner />;

  return (
    <>
      <PageHeader title="System overview" subtitle="The state of the server node this console is connected to." />
      <Row className="g-3">
        {mayReadNotifications && (
          <Col lg={mayReadJobs ? 7 : 12}>
            <Section title={`Notifications${notifications && notifications.length > 0 ? ` (${notifications.length})` : ''}`}>
              <SystemNotificationsList notifications={notifications} mayDismiss={isPermitted(permissions, 'notifications:delete')} />
            </Section>
          </Col>
        )}
        {mayReadJobs && (
          <Col lg={mayReadNotifications ? 5 : 12}>
            <Section title="System jobs">
              <SystemJobsList jobs={jobsById ? Object.values(jobsById) : undefined} mayCancel={isPermitted(permissions, 'systemjobs:delete')} />
            </Section>
          </Col>
        )}
        {!system ? <Col xs={12}>{placeholder}</Col> : (
          <>
            <Col lg={7}><Section title="Node"><NodeFacts system={system} /></Section></Col>
            <Col lg={5}><Section title="Status"><StatusFacts system={system} /></Section></Col>
          </>
        )}
        {mayReadHealth && (
          <Col lg={4}>
            <Section title="Indexer cluster">
              <IndexerClusterHealth health={health} failed={healthFailed} />
              <div className="mt-2"><IndexerFailuresCount reloadKey={health} /></div>
            </Section>
          </Col>
        )}
        <Col lg={4}><Section title="Time configuration"><TimeConfiguration serverTimezone={system?.timezone} /></Section></Col>
        {isPermitted(permissions, 'throughput:read') && (
          <Col lg={4}><Section title="Throughput"><ThroughputChart /></Section></Col>
        )}
        {isPermitted(permissions, 'systemmessages:read') && (
          <Col xs={12}><Section title="System messages"><SystemMessagesList /></Section></Col>
        )}
      </Row>
    </>
  );
};

export default SystemOverviewPage;

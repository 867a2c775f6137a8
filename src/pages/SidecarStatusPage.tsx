import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import CollectorStatusSection from '@/components/sidecars/CollectorStatusSection';
import { LogFilesSection, NodeDetailsSection } from '@/components/sidecars/NodeDetailsSection';
import SidecarSectionNav from '@/components/sidecars/SidecarSectionNav';
import SidecarStatusText from '@/components/sidecars/SidecarStatusText';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import usePolling from '@/stores/polling/usePolling';
import { CollectorsActions } from '@/stores/sidecars/CollectorsStore';
import { SidecarsActions } from '@/stores/sidecars/SidecarsStore';
import type { Collector, Sidecar } from '@/stores/sidecars/sidecarTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const DOCUMENTATION = { title: 'Graylog Sidecar', path: DocsHelper.PAGES.SIDECARS };
/** The sidecar reports every few seconds; the page follows. */
export const STATUS_REFRESH_MS = 5000;

const loadSidecar = (sidecarId: string) => SidecarsActions.get(sidecarId);

/** `/system/sidecars/{id}/status`: the host, each collector's status with its controls, and the log files. */
const SidecarStatusPage = () => {
  const { sidecarId } = useParams<{ sidecarId: string }>();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value: sidecar, failed, reason, reload, set } = useLoaded<Sidecar>(loadSidecar, sidecarId);
  const [collectors, setCollectors] = useState<Array<Collector> | undefined>();
  // A poll still on its way when the page is left has nowhere to show its answer.
  const mounted = useRef(true);
  useEffect(() => {
    // Only names come from here: without them the collectors show by id.
    let active = true;
    CollectorsActions.all().then((list) => { if (active) setCollectors(list); }, () => { if (active) setCollectors(undefined); });
    return () => {
      active = false;
      mounted.current = false;
    };
  }, []);
  // A failed poll keeps what is shown; the next turn tries again.
  const refresh = useCallback(() => SidecarsActions.get(sidecarId, { sideLoad: true }).then((value) => { if (mounted.current) set(value); }, () => undefined), [sidecarId, set]);
  usePolling(refresh, STATUS_REFRESH_MS, sidecar !== undefined);

  if (failed && !sidecar) return <LoadFailure what="sidecar" reason={reason} onRetry={reload} />;
  if (!sidecar) return <Spinner page />;
  const logFiles = sidecar.node_details?.log_file_list ?? [];
  return (
    <>
      <PageHeader title={`Sidecar ${sidecar.node_name} status`} documentationLink={DOCUMENTATION}
                  description={<>A status overview of the Graylog Sidecar: <SidecarStatusText status={sidecar.node_details?.status?.status} message={sidecar.node_details?.status?.message} />{!sidecar.active && ' (inactive)'}</>}
                  actions={isPermitted(permissions, 'sidecars:update') && <Link className="btn btn-outline-primary" to={Routes.SYSTEM.SIDECARS.ADMINISTRATION}>Manage sidecars</Link>}>
        <SidecarSectionNav />
      </PageHeader>
      <NodeDetailsSection sidecar={sidecar} />
      <CollectorStatusSection sidecar={sidecar} collectors={collectors} mayControl={isPermitted(permissions, 'sidecars:update')} />
      {logFiles.length > 0 && <LogFilesSection files={logFiles} />}
    </>
  );
};

export default SidecarStatusPage;

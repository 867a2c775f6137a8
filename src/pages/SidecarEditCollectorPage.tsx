import React from 'react';
import { useHistory, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import CollectorForm from '@/components/sidecars/forms/CollectorForm';
import SidecarSectionNav from '@/components/sidecars/SidecarSectionNav';
import Routes from '@/routing/Routes';
import { CollectorsActions } from '@/stores/sidecars/CollectorsStore';
import type { Collector } from '@/stores/sidecars/sidecarTypes';
import DocsHelper from '@/util/DocsHelper';

const load = (collectorId: string) => CollectorsActions.get(collectorId);

/** `/system/sidecars/collector/edit/{id}`. */
const SidecarEditCollectorPage = () => {
  const { collectorId } = useParams<{ collectorId: string }>();
  const history = useHistory();
  const { value: collector, failed, reason, reload } = useLoaded<Collector>(load, collectorId);
  if (failed && !collector) return <LoadFailure what="collector" reason={reason} onRetry={reload} />;
  if (!collector) return <Spinner page />;
  return (
    <>
      <PageHeader title={`Log collector "${collector.name}"`} documentationLink={{ title: 'Graylog Sidecar', path: DocsHelper.PAGES.SIDECARS }}
                  description="How sidecars run this collector, and the template its configurations start from.">
        <SidecarSectionNav />
      </PageHeader>
      <CollectorForm key={collector.id} collector={collector} cancelTo={Routes.SYSTEM.SIDECARS.CONFIGURATION}
                     onSaved={() => history.push(Routes.SYSTEM.SIDECARS.CONFIGURATION)} />
    </>
  );
};

export default SidecarEditCollectorPage;

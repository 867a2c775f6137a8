import React from 'react';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import CollectorForm from '@/components/sidecars/forms/CollectorForm';
import SidecarSectionNav from '@/components/sidecars/SidecarSectionNav';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/system/sidecars/collector/new`. */
const SidecarNewCollectorPage = () => {
  const history = useHistory();
  return (
    <>
      <PageHeader title="New log collector" documentationLink={{ title: 'Graylog Sidecar', path: DocsHelper.PAGES.SIDECARS }}
                  description="A log shipper the sidecars can run, for one operating system.">
        <SidecarSectionNav />
      </PageHeader>
      <CollectorForm cancelTo={Routes.SYSTEM.SIDECARS.CONFIGURATION} onSaved={() => history.push(Routes.SYSTEM.SIDECARS.CONFIGURATION)} />
    </>
  );
};

export default SidecarNewCollectorPage;

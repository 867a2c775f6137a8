import React from 'react';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import ConfigurationForm from '@/components/sidecars/forms/ConfigurationForm';
import SidecarSectionNav from '@/components/sidecars/SidecarSectionNav';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/system/sidecars/configuration/new`. */
const SidecarNewConfigurationPage = () => {
  const history = useHistory();
  return (
    <>
      <PageHeader title="New collector configuration" documentationLink={{ title: 'Graylog Sidecar', path: DocsHelper.PAGES.SIDECARS }}
                  description="A configuration file for a collector, with variables filled in for each sidecar it is assigned to.">
        <SidecarSectionNav />
      </PageHeader>
      <ConfigurationForm cancelTo={Routes.SYSTEM.SIDECARS.CONFIGURATION} onSaved={() => history.push(Routes.SYSTEM.SIDECARS.CONFIGURATION)} />
    </>
  );
};

export default SidecarNewConfigurationPage;

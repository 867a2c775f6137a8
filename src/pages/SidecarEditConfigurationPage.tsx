import React from 'react';
import { useHistory, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import ConfigurationForm from '@/components/sidecars/forms/ConfigurationForm';
import SidecarSectionNav from '@/components/sidecars/SidecarSectionNav';
import Routes from '@/routing/Routes';
import { CollectorConfigurationsActions } from '@/stores/sidecars/CollectorConfigurationsStore';
import type { Configuration } from '@/stores/sidecars/sidecarTypes';
import DocsHelper from '@/util/DocsHelper';

const load = (configurationId: string) => CollectorConfigurationsActions.get(configurationId);

/** `/system/sidecars/configuration/edit/{id}`. */
const SidecarEditConfigurationPage = () => {
  const { configurationId } = useParams<{ configurationId: string }>();
  const history = useHistory();
  const { value: configuration, failed, reason, reload } = useLoaded<Configuration>(load, configurationId);
  if (failed && !configuration) return <LoadFailure what="configuration" reason={reason} onRetry={reload} />;
  if (!configuration) return <Spinner page />;
  return (
    <>
      <PageHeader title={`Collector configuration "${configuration.name}"`} documentationLink={{ title: 'Graylog Sidecar', path: DocsHelper.PAGES.SIDECARS }}
                  description="Changes reach every sidecar the configuration is assigned to the next time it asks.">
        <SidecarSectionNav />
      </PageHeader>
      <ConfigurationForm key={configuration.id} configuration={configuration} cancelTo={Routes.SYSTEM.SIDECARS.CONFIGURATION}
                         onSaved={() => history.push(Routes.SYSTEM.SIDECARS.CONFIGURATION)} />
    </>
  );
};

export default SidecarEditConfigurationPage;

import React, { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import SectionCard from '@/components/common/SectionCard';
import CollectorsTable from '@/components/sidecars/configurations/CollectorsTable';
import ConfigurationsTable from '@/components/sidecars/configurations/ConfigurationsTable';
import VariablesTable from '@/components/sidecars/configurations/VariablesTable';
import SidecarSectionNav from '@/components/sidecars/SidecarSectionNav';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const DOCUMENTATION = { title: 'Graylog Sidecar', path: DocsHelper.PAGES.SIDECARS };

/** `/system/sidecars/configuration`: configurations, collectors and configuration variables. */
const SidecarConfigurationPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const may = (permission: string) => isPermitted(permissions, permission);
  // A change to one list may change another (a copied collector, a deleted configuration): all three reload.
  const [reloadKey, setReloadKey] = useState(0);
  const changed = useCallback(() => setReloadKey((key) => key + 1), []);
  return (
    <>
      <PageHeader title="Collectors configuration" documentationLink={DOCUMENTATION}
                  description="The collectors sidecars run, the configurations they receive, and the variables those configurations share.">
        <SidecarSectionNav />
      </PageHeader>
      <SectionCard title="Configurations" description="The configuration files collectors receive, rendered for each sidecar.">
        {may('sidecar_collector_configurations:create') && (
          <p><Link className="btn btn-success btn-sm" to={Routes.SYSTEM.SIDECARS.NEW_CONFIGURATION}>Create configuration</Link></p>
        )}
        <ConfigurationsTable reloadKey={reloadKey} onChanged={changed} mayCreate={may('sidecar_collector_configurations:create')}
                             mayEdit={may('sidecar_collector_configurations:update')} mayDelete={may('sidecar_collector_configurations:delete')} />
      </SectionCard>
      <SectionCard title="Collectors" description="The log shippers sidecars manage, per operating system.">
        {may('sidecar_collectors:create') && <p><Link className="btn btn-success btn-sm" to={Routes.SYSTEM.SIDECARS.NEW_COLLECTOR}>Create collector</Link></p>}
        <CollectorsTable reloadKey={reloadKey} onChanged={changed} mayCreate={may('sidecar_collectors:create')}
                         mayEdit={may('sidecar_collectors:update')} mayDelete={may('sidecar_collectors:delete')} />
      </SectionCard>
      <SectionCard title="Configuration variables" description="Text shared by configurations; a template writes ${user.name} where the variable's content goes.">
        <VariablesTable reloadKey={reloadKey} onChanged={changed} mayCreate={may('sidecar_collector_configurations:create')}
                        mayEdit={may('sidecar_collector_configurations:update')} />
      </SectionCard>
    </>
  );
};

export default SidecarConfigurationPage;

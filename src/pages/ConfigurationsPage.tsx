import React from 'react';
import { Col, Row } from 'react-bootstrap';

import PageHeader from '@/components/common/PageHeader';
import EventsConfigSection from '@/components/configurations/EventsConfigSection';
import LoadedSection from '@/components/configurations/LoadedSection';
import MessageProcessorsSection from '@/components/configurations/MessageProcessorsSection';
import SearchesConfigSection from '@/components/configurations/SearchesConfigSection';
import SidecarConfigSection from '@/components/configurations/SidecarConfigSection';
import UrlWhitelistSection from '@/components/configurations/UrlWhitelistSection';
import { isPermitted } from '@/logic/permissions';
import { ClusterConfigActions } from '@/stores/configurations/ClusterConfigStore';
import { EVENTS_CONFIGURATION, SEARCHES_CLUSTER_CONFIG, SIDECAR_CONFIGURATION } from '@/stores/configurations/clusterConfigTypes';
import { useStore } from '@/stores/connect';
import { UrlWhitelistActions } from '@/stores/events/UrlWhitelistStore';
import { MessageProcessorsActions } from '@/stores/messageprocessors/MessageProcessorsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const loadSearches = () => ClusterConfigActions.get(SEARCHES_CLUSTER_CONFIG);
const loadEvents = () => ClusterConfigActions.get(EVENTS_CONFIGURATION);
const loadSidecar = () => ClusterConfigActions.get(SIDECAR_CONFIGURATION);
const loadMessageProcessors = () => MessageProcessorsActions.load();
const loadWhitelist = () => UrlWhitelistActions.get();

/** `/system/configurations`: every cluster-wide setting the console edits, each with its own form. */
const ConfigurationsPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const mayEdit = isPermitted(permissions, 'clusterconfigentry:edit');
  return (
    <>
      <PageHeader title="Configurations"
                  description="Settings that apply to the whole cluster. Changes take effect at once, without a restart."
                  documentationLink={{ title: 'Server configuration', path: DocsHelper.PAGES.CONFIGURATION }} />
      <Row className="g-3">
        <Col xl={6}>
          <LoadedSection title="Search configuration" load={loadSearches}>
            {(config, set) => <SearchesConfigSection config={config} mayEdit={mayEdit} onSaved={set} />}
          </LoadedSection>
        </Col>
        <Col xl={6}>
          <LoadedSection title="Message processors configuration" load={loadMessageProcessors}>
            {(config, set) => <MessageProcessorsSection config={config} mayEdit={mayEdit} onSaved={set} />}
          </LoadedSection>
        </Col>
        <Col xl={6}>
          <LoadedSection title="Events configuration" load={loadEvents}>
            {(config, set) => <EventsConfigSection config={config} mayEdit={mayEdit} onSaved={set} />}
          </LoadedSection>
        </Col>
        {isPermitted(permissions, 'urlwhitelist:read') && (
          <Col xl={6}>
            <LoadedSection title="URL whitelist configuration" load={loadWhitelist}>
              {(whitelist, set) => <UrlWhitelistSection whitelist={whitelist} mayEdit={isPermitted(permissions, 'urlwhitelist:write')} onSaved={set} />}
            </LoadedSection>
          </Col>
        )}
        <Col xl={6}>
          <LoadedSection title="Sidecars configuration" load={loadSidecar}>
            {(config, set) => <SidecarConfigSection config={config} mayEdit={mayEdit} onSaved={set} />}
          </LoadedSection>
        </Col>
      </Row>
    </>
  );
};

export default ConfigurationsPage;

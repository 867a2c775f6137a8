import React from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import ConditionsTable from '@/components/legacyalerts/ConditionsTable';
import LegacyAlertsLinks from '@/components/legacyalerts/LegacyAlertsLinks';
import LoadFailure from '@/components/legacyalerts/LoadFailure';
import useLegacyAlertsData from '@/components/legacyalerts/useLegacyAlertsData';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const NEEDS = { conditionTypes: true };

/** `/legacy/alerts/conditions`: every legacy alert condition of the streams the user may read. */
const LegacyAlertConditionsPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { data, error, retry } = useLegacyAlertsData(NEEDS);
  const create = <Link className="btn btn-primary" to={Routes.LEGACY_ALERTS.NEW_CONDITION}>Add new condition</Link>;
  return (
    <>
      <PageHeader
        title="Alert conditions"
        description="The legacy alert conditions of your streams: each checks its stream's messages and opens an alert when it triggers."
        documentationLink={{ title: 'Alerts', path: DocsHelper.PAGES.ALERTS }}
        actions={<LegacyAlertsLinks current="conditions">{create}</LegacyAlertsLinks>} />
      {error !== undefined && <LoadFailure what="streams and condition types" error={error} onRetry={retry} />}
      {data === undefined && error === undefined && <Spinner text="Loading streams and condition types…" />}
      {data && (
        <ConditionsTable id="legacy-alert-conditions" streams={data.streams} types={data.conditionTypes} permissions={permissions}
                         emptyState={<p className="mb-0">No conditions yet on the streams you may read. <Link to={Routes.LEGACY_ALERTS.NEW_CONDITION}>Add the first one</Link>.</p>} />
      )}
    </>
  );
};

export default LegacyAlertConditionsPage;

import React, { useMemo } from 'react';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import AlertsTable from '@/components/legacyalerts/AlertsTable';
import LegacyAlertsLinks from '@/components/legacyalerts/LegacyAlertsLinks';
import { streamTitlesOf } from '@/components/legacyalerts/legacyAlertTexts';
import LoadFailure from '@/components/legacyalerts/LoadFailure';
import useLegacyAlertsData from '@/components/legacyalerts/useLegacyAlertsData';
import DocsHelper from '@/util/DocsHelper';

const NEEDS = { conditions: true, conditionTypes: true, callbackTypes: true };

/** `/legacy/alerts`: the alerts of every stream the user may read, newest first, with the state filter. */
const LegacyAlertsPage = () => {
  const { data, error, retry } = useLegacyAlertsData(NEEDS);
  const titles = useMemo(() => streamTitlesOf(data?.streams ?? []), [data]);
  return (
    <>
      <PageHeader
        title="Legacy alerts"
        description="Alerts opened by the alert conditions of streams, as Graylog alerted before event definitions."
        documentationLink={{ title: 'Alerts', path: DocsHelper.PAGES.ALERTS }}
        actions={<LegacyAlertsLinks current="alerts" />}>
        A condition checks its stream&apos;s messages on a schedule. When it triggers, an alert opens and the stream&apos;s notifications are
        called; the alert is resolved once the condition no longer triggers.
      </PageHeader>
      {error !== undefined && <LoadFailure what="streams and conditions" error={error} onRetry={retry} />}
      {data === undefined && error === undefined && <Spinner text="Loading streams and conditions…" />}
      {data && (
        <AlertsTable id="legacy-alerts" streamTitles={titles} conditions={data.conditions} conditionTypes={data.conditionTypes}
                     callbackTypes={data.callbackTypes} />
      )}
    </>
  );
};

export default LegacyAlertsPage;

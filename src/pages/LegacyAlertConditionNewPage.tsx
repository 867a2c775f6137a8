import React, { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import CreateConfiguredForm from '@/components/legacyalerts/CreateConfiguredForm';
import { conditionTypeName } from '@/components/legacyalerts/legacyAlertTexts';
import LoadFailure from '@/components/legacyalerts/LoadFailure';
import StreamAndTypeChoice from '@/components/legacyalerts/StreamAndTypeChoice';
import useLegacyAlertsData from '@/components/legacyalerts/useLegacyAlertsData';
import useStreamChoice from '@/components/legacyalerts/useStreamChoice';
import Routes from '@/routing/Routes';
import { AlertConditionsActions } from '@/stores/alerts/AlertConditionsStore';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const NEEDS = { conditionTypes: true };

/** `/legacy/alerts/conditions/new` (`?stream_id=` chooses the stream): a stream, a condition type, then its settings. */
const LegacyAlertConditionNewPage = () => {
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { data, error, retry } = useLegacyAlertsData(NEEDS);
  const { choices, streamId, setStreamId } = useStreamChoice(data?.streams, permissions);
  const [typeName, setTypeName] = useState('');
  const types = data?.conditionTypes ?? {};
  const typeChoices = Object.values(types)
    .map((type) => ({ value: type.type, label: conditionTypeName(types, type.type) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const type = types[typeName];

  return (
    <>
      <PageHeader
        title="New alert condition"
        description="A condition checks the messages of its stream on a schedule and opens an alert when it triggers."
        documentationLink={{ title: 'Alerts', path: DocsHelper.PAGES.ALERTS }} />
      {error !== undefined && <LoadFailure what="streams and condition types" error={error} onRetry={retry} />}
      {data === undefined && error === undefined && <Spinner text="Loading streams and condition types…" />}
      {data && choices.length === 0 && <Alert variant="info">You may not edit any stream, so there is none to add a condition to.</Alert>}
      {data && choices.length > 0 && (
        <div className="row"><div className="col-lg-10 col-xl-8">
          <StreamAndTypeChoice idPrefix="new-condition" entity="condition"
                               streams={choices} streamId={streamId} onStreamChange={setStreamId}
                               types={typeChoices} type={typeName} onTypeChange={setTypeName} />
          {type && streamId !== '' && (
            <CreateConfiguredForm key={type.type} requested={type.requested_configuration} typeName={conditionTypeName(types, type.type)}
                                  linkToDocs={type.link_to_docs} submitLabel="Create condition" cancelTo={Routes.LEGACY_ALERTS.CONDITIONS}
                                  titleHelp="Names the condition in lists and in its alerts."
                                  create={(title, parameters) => AlertConditionsActions.create(streamId, { type: type.type, title, parameters })}
                                  onCreated={() => history.push(Routes.LEGACY_ALERTS.CONDITIONS)} />
          )}
        </div></div>
      )}
    </>
  );
};

export default LegacyAlertConditionNewPage;

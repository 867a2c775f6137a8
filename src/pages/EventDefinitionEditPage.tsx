import React from 'react';
import { useHistory, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import LoadFailure from '@/components/common/LoadFailure';
import EventDefinitionWizard from '@/components/events/definitions/EventDefinitionWizard';
import { mayEditDefinition } from '@/components/events/eventPermissions';
import useLoaded from '@/components/common/useLoaded';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { EventDefinitionsActions } from '@/stores/events/EventDefinitionsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** `/alerts/definitions/:definitionId/edit`: the definition's wizard, for those who may edit it. */
const EventDefinitionEditPage = () => {
  const { definitionId } = useParams<{ definitionId: string }>();
  const history = useHistory();
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const { value, failed, reload } = useLoaded(EventDefinitionsActions.get, definitionId);
  if (!mayEditDefinition(currentUser, definitionId)) return <MissingPermissions />;
  if (failed && value === undefined) return <LoadFailure what="event definition" onRetry={reload} />;
  if (!value) return <Spinner page />;
  const { eventDefinition, scheduler } = value;
  return (
    <>
      <PageHeader title={`Edit Event Definition "${eventDefinition.title}"`} description="Change its details, condition, fields and notifications."
                  documentationLink={{ title: 'Alerts and events', path: DocsHelper.PAGES.ALERTS }} />
      <EventDefinitionWizard key={eventDefinition.id} definition={eventDefinition} scheduled={scheduler.is_scheduled}
                             cancelTo={Routes.ALERTS.DEFINITIONS.show(eventDefinition.id)}
                             onSaved={() => history.push(Routes.ALERTS.DEFINITIONS.show(eventDefinition.id))} />
    </>
  );
};

export default EventDefinitionEditPage;

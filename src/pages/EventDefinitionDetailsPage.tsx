import React, { useEffect, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import Timestamp from '@/components/common/Timestamp';
import LoadFailure from '@/components/common/LoadFailure';
import AlertsNavigation from '@/components/events/AlertsNavigation';
import DefinitionSummary from '@/components/events/definitions/DefinitionSummary';
import { SchedulingBadge } from '@/components/events/definitions/definitionsTable';
import { definitionTypeOf } from '@/components/events/eventTypeRegistry';
import { mayEditDefinition } from '@/components/events/eventPermissions';
import { Fact, Facts, None } from '@/components/common/Facts';
import useLoaded from '@/components/common/useLoaded';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { EventDefinitionsActions } from '@/stores/events/EventDefinitionsStore';
import type { EventNotification } from '@/stores/events/EventNotificationsStore';
import { EventNotificationsActions } from '@/stores/events/EventNotificationsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** `/alerts/definitions/:definitionId`: one definition with its scheduler state (last and next run) and notifications. */
const EventDefinitionDetailsPage = () => {
  const { definitionId } = useParams<{ definitionId: string }>();
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const types = usePluginEntities('eventDefinitionTypes');
  const { value, failed, reload } = useLoaded(EventDefinitionsActions.get, definitionId);
  const [notifications, setNotifications] = useState<Array<EventNotification> | undefined>();
  const [switching, setSwitching] = useState(false);
  useEffect(() => {
    EventNotificationsActions.listAll().then(setNotifications, () => setNotifications([]));
  }, []);

  if (failed && value === undefined) return <LoadFailure what="event definition" onRetry={reload} />;
  if (!value) return <Spinner page />;
  const { eventDefinition: definition, scheduler } = value;
  const mayEdit = mayEditDefinition(currentUser, definition.id);
  const toggle = () => {
    setSwitching(true);
    (scheduler.is_scheduled ? EventDefinitionsActions.disable(definition) : EventDefinitionsActions.enable(definition))
      .then(reload, () => {}).finally(() => setSwitching(false));
  };
  return (
    <>
      <PageHeader title={`Event Definition "${definition.title}"`} description={definition.description || 'An event definition.'}
                  documentationLink={{ title: 'Alerts and events', path: DocsHelper.PAGES.ALERTS }}
                  actions={mayEdit && (
                    <>
                      <Button variant="outline-secondary" onClick={toggle} disabled={switching}>{scheduler.is_scheduled ? 'Disable' : 'Enable'}</Button>
                      <Link className="btn btn-primary ms-2" to={Routes.ALERTS.DEFINITIONS.edit(definition.id)}>Edit</Link>
                    </>
                  )}>
        <AlertsNavigation />
      </PageHeader>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h6">Scheduler</h2>
          <Facts>
            <Fact label="Status"><SchedulingBadge scheduler={scheduler} />{scheduler.status && <span className="ms-2 text-body-secondary">{scheduler.status}</span>}</Fact>
            <Fact label="Last run">{scheduler.triggered_at ? <Timestamp dateTime={scheduler.triggered_at} /> : <None>Not run yet</None>}</Fact>
            <Fact label="Next run">{scheduler.is_scheduled && scheduler.next_time ? <Timestamp dateTime={scheduler.next_time} /> : <None>Not scheduled</None>}</Fact>
            {scheduler.data?.timerange_from && scheduler.data.timerange_to && (
              <Fact label="Next search covers"><Timestamp dateTime={scheduler.data.timerange_from} /> to <Timestamp dateTime={scheduler.data.timerange_to} /></Fact>
            )}
          </Facts>
        </Card.Body>
      </Card>
      <Card>
        <Card.Body>
          <DefinitionSummary definition={definition} conditionType={definitionTypeOf(types, definition.config)} notifications={notifications} />
        </Card.Body>
      </Card>
    </>
  );
};

export default EventDefinitionDetailsPage;

import React, { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import PageHeader from '@/components/common/PageHeader';
import AlertsNavigation from '@/components/events/AlertsNavigation';
import DefinitionRowActions from '@/components/events/definitions/DefinitionRowActions';
import { definitionColumns } from '@/components/events/definitions/definitionsTable';
import { mayDeleteDefinition, mayEditDefinition, mayShareDefinition } from '@/components/events/eventPermissions';
import { isPermitted } from '@/logic/permissions';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { EventDefinition, EventDefinitionsPage as DefinitionsPage, SchedulerContext } from '@/stores/events/EventDefinitionsStore';
import { EventDefinitionsActions } from '@/stores/events/EventDefinitionsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'event definition', plural: 'event definitions' };

/** `/alerts/definitions`: the event definitions the user may read, 10 a page, with their scheduling state. */
const EventDefinitionsPage = () => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const types = usePluginEntities('eventDefinitionTypes');
  const [scheduler, setScheduler] = useState<{ [id: string]: SchedulerContext }>({});
  const columns = useMemo(() => definitionColumns(types, (definition) => scheduler[definition.id]), [types, scheduler]);
  const onPageLoaded = useCallback((page: DefinitionsPage) => setScheduler(page.scheduler), []);
  const mayCreate = isPermitted(currentUser?.permissions, 'eventdefinitions:create');

  return (
    <>
      <PageHeader title="Event Definitions"
                  description="Event definitions create events, and alerts when they notify someone, from conditions evaluated on a schedule."
                  documentationLink={{ title: 'Alerts and events', path: DocsHelper.PAGES.ALERTS }}
                  actions={mayCreate && <Link className="btn btn-primary" to={Routes.ALERTS.DEFINITIONS.CREATE}>Create event definition</Link>}>
        <AlertsNavigation />
      </PageHeader>
      <PaginatedEntityTable<EventDefinition, DefinitionsPage>
        id="event-definitions"
        entityName={ENTITY_NAME}
        fetchPage={EventDefinitionsActions.listPaginated}
        onPageLoaded={onPageLoaded}
        columns={columns}
        defaultSort={{ field: 'title', order: 'asc' }}
        defaultPerPage={10}
        getId={(definition) => definition.id}
        getTitle={(definition) => definition.title}
        searchPlaceholder="Search by title or description"
        emptyState={(
          <p className="mb-0">
            No event definitions to show: none exist yet, or none is shared with you.{mayCreate && <> <Link to={Routes.ALERTS.DEFINITIONS.CREATE}>Create one</Link> to be told when something happens.</>}
          </p>
        )}
        rowActions={(definition, table) => (
          <DefinitionRowActions definition={definition} scheduled={scheduler[definition.id]?.is_scheduled ?? false}
                                mayEdit={mayEditDefinition(currentUser, definition.id)} mayDelete={mayDeleteDefinition(currentUser, definition.id)}
                                mayShare={mayShareDefinition(currentUser, definition.id)} onChange={table.reload} />
        )} />
    </>
  );
};

export default EventDefinitionsPage;

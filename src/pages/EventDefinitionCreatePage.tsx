import React from 'react';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import EventDefinitionWizard from '@/components/events/definitions/EventDefinitionWizard';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/alerts/definitions/new`: a new event definition, step by step. */
const EventDefinitionCreatePage = () => {
  const history = useHistory();
  return (
    <>
      <PageHeader title="New Event Definition" description="Name it, set its condition and fields, and choose who is notified."
                  documentationLink={{ title: 'Alerts and events', path: DocsHelper.PAGES.ALERTS }} />
      <EventDefinitionWizard cancelTo={Routes.ALERTS.DEFINITIONS.LIST}
                             onSaved={(saved) => history.push(Routes.ALERTS.DEFINITIONS.show(saved.id))} />
    </>
  );
};

export default EventDefinitionCreatePage;

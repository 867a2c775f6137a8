import React from 'react';
import { useHistory } from 'react-router-dom';

import EntityForm from '@/components/common/form/EntityForm';
import useEntityForm from '@/components/common/form/useEntityForm';
import PageHeader from '@/components/common/PageHeader';
import type { DashboardDetailsValues } from '@/components/dashboards/dashboardDetails';
import { EMPTY_DETAILS, trimmedDetails, validateDetails } from '@/components/dashboards/dashboardDetails';
import DashboardDetailsFields from '@/components/dashboards/DashboardDetailsFields';
import { newDashboard } from '@/components/dashboards/dashboardContent';
import Routes from '@/routing/Routes';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';
import DocsHelper from '@/util/DocsHelper';

/** `/dashboards/new`: a new, empty dashboard; widgets are added on the dashboard itself. */
const NewDashboardPage = () => {
  const history = useHistory();
  const form = useEntityForm<DashboardDetailsValues>({
    initialValues: EMPTY_DETAILS,
    validate: validateDetails,
    onSubmit: (values) => {
      const { view, search, state } = newDashboard(trimmedDetails(values));
      return ViewsActions.saveView(view, search, state);
    },
    onSuccess: (created) => history.push(Routes.dashboard((created as View).id)),
  });
  return (
    <>
      <PageHeader title="Create dashboard"
                  description="Name the dashboard; you add its widgets on the dashboard itself."
                  documentationLink={{ title: 'Dashboards', path: DocsHelper.PAGES.DASHBOARDS }} />
      <div className="row">
        <div className="col-lg-8 col-xl-6">
          <EntityForm form={form} submitLabel="Create dashboard" cancelTo={Routes.DASHBOARDS}>
            <DashboardDetailsFields form={form} />
          </EntityForm>
        </div>
      </div>
    </>
  );
};

export default NewDashboardPage;

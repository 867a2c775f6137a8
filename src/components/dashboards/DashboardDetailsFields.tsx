import React from 'react';

import FormField from '@/components/common/form/FormField';
import type { EntityFormState } from '@/components/common/form/useEntityForm';

import type { DashboardDetailsValues } from './dashboardDetails';

/** Title, summary and description of a dashboard. */
const DashboardDetailsFields = ({ form }: { form: EntityFormState<DashboardDetailsValues> }) => (
  <>
    <FormField form={form} name="title" label="Title" required autoComplete="off" />
    <FormField form={form} name="summary" label="Summary" autoComplete="off" help="One line, shown in the dashboards list." />
    <FormField form={form} type="textarea" name="description" label="Description" rows={3}
               help="What the dashboard is for and how to read it; shown on the dashboard." />
  </>
);

export default DashboardDetailsFields;

import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';

import type { DashboardDetailsValues } from './dashboardDetails';
import { detailsOf, trimmedDetails, validateDetails } from './dashboardDetails';
import DashboardDetailsFields from './DashboardDetailsFields';

type Props = {
  /** The whole dashboard as stored: saving sends it back with the new details. */
  view: View,
  onSaved: (view: View) => void,
  onClose: () => void,
};

/** Changes a dashboard's title, summary and description; its widgets stay as stored. */
const DashboardDetailsDialog = ({ view, onSaved, onClose }: Props) => {
  const form = useEntityForm<DashboardDetailsValues>({
    initialValues: detailsOf(view),
    validate: validateDetails,
    onSubmit: (values) => ViewsActions.update({ ...view, ...trimmedDetails(values) }),
    onSuccess: (saved) => onSaved(saved as View),
  });
  return (
    <EntityFormDialog form={form} title={`Edit details of ${view.title}`} submitLabel="Save details" onClose={onClose}>
      <DashboardDetailsFields form={form} />
    </EntityFormDialog>
  );
};

export default DashboardDetailsDialog;

import React, { useState } from 'react';
import { Modal } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
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

let dialogCounter = 0;

/** Changes a dashboard's title, summary and description; its widgets stay as stored. */
const DashboardDetailsDialog = ({ view, onSaved, onClose }: Props) => {
  const [titleId] = useState(() => { dialogCounter += 1; return `dashboard-details-dialog-${dialogCounter}`; });
  const form = useEntityForm<DashboardDetailsValues>({
    initialValues: detailsOf(view),
    validate: validateDetails,
    onSubmit: (values) => ViewsActions.update({ ...view, ...trimmedDetails(values) }),
    onSuccess: (saved) => onSaved(saved as View),
  });
  const close = () => { if (!form.submitting) onClose(); };
  return (
    <Modal show onHide={close} aria-labelledby={titleId}>
      <Modal.Header closeButton={!form.submitting}>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">Edit details of {view.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <EntityForm form={form} submitLabel="Save details" onCancel={close}>
          <DashboardDetailsFields form={form} />
        </EntityForm>
      </Modal.Body>
    </Modal>
  );
};

export default DashboardDetailsDialog;

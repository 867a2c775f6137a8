import React, { useState } from 'react';
import { Modal } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import type { View } from '@/stores/views/ViewsStore';

type TitleValues = { title: string };

type Props = {
  /** "Save search as", "Rename saved search". */
  heading: string,
  submitLabel: string,
  initialTitle: string,
  /** Saves under the trimmed title; the store toasts the outcome. */
  onSubmit: (title: string) => Promise<View>,
  onSaved: (view: View) => void,
  onClose: () => void,
};

let dialogCounter = 0;

const validate = (values: TitleValues) => requireFields(values, { title: 'Title' });

/** Asks for a saved search's title: for "Save as" and for "Rename". */
const SavedSearchTitleDialog = ({ heading, submitLabel, initialTitle, onSubmit, onSaved, onClose }: Props) => {
  const [titleId] = useState(() => { dialogCounter += 1; return `saved-search-title-dialog-${dialogCounter}`; });
  const form = useEntityForm<TitleValues>({
    initialValues: { title: initialTitle },
    validate,
    onSubmit: (values) => onSubmit(values.title.trim()),
    onSuccess: (view) => onSaved(view as View),
  });
  const close = () => { if (!form.submitting) onClose(); };

  return (
    <Modal show onHide={close} aria-labelledby={titleId}>
      <Modal.Header closeButton={!form.submitting}>
        <Modal.Title id={titleId} as="h2" className="h5">{heading}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <EntityForm form={form} submitLabel={submitLabel} onCancel={close}>
          <FormField form={form} name="title" label="Title" required autoComplete="off"
                     help="How the search is listed when you open saved searches." />
        </EntityForm>
      </Modal.Body>
    </Modal>
  );
};

export default SavedSearchTitleDialog;

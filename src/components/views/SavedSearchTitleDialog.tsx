import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
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

const validate = (values: TitleValues) => requireFields(values, { title: 'Title' });

/** Asks for a saved search's title: for "Save as" and for "Rename". */
const SavedSearchTitleDialog = ({ heading, submitLabel, initialTitle, onSubmit, onSaved, onClose }: Props) => {
  const form = useEntityForm<TitleValues>({
    initialValues: { title: initialTitle },
    validate,
    onSubmit: (values) => onSubmit(values.title.trim()),
    onSuccess: (view) => onSaved(view as View),
  });

  return (
    <EntityFormDialog form={form} title={heading} submitLabel={submitLabel} onClose={onClose}>
      <FormField form={form} name="title" label="Title" required autoComplete="off"
                 help="How the search is listed when you open saved searches." />
    </EntityFormDialog>
  );
};

export default SavedSearchTitleDialog;

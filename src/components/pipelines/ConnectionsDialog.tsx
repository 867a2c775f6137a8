import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import useEntityForm from '@/components/common/form/useEntityForm';

import type { MultiSelectOption } from './SearchableMultiSelect';
import SearchableMultiSelect from './SearchableMultiSelect';

type Values = { chosen: Array<string> };

type Props = {
  title: React.ReactNode,
  label: string,
  /** What one choice is called, e.g. "stream". */
  itemName: string,
  help: React.ReactNode,
  /** What is connected now. */
  connected: ReadonlyArray<string>,
  options: ReadonlyArray<MultiSelectOption>,
  /** Saves exactly the chosen ids (a store action). */
  save: (chosen: Array<string>) => Promise<unknown>,
  onClose: () => void,
  onSaved: () => void,
};

/** The pipelines of a stream or the streams of a pipeline, chosen from a filterable list and saved whole. */
const ConnectionsDialog = ({ title, label, itemName, help, connected, options, save, onClose, onSaved }: Props) => {
  const form = useEntityForm<Values>({
    initialValues: { chosen: [...connected] },
    onSubmit: (values) => save(values.chosen),
    onSuccess: onSaved,
  });
  return (
    <EntityFormDialog form={form} title={title} submitLabel="Update connections" onClose={onClose}>
      <SearchableMultiSelect id={`${form.formId}-chosen`} label={label} itemName={itemName} value={form.values.chosen}
                             onChange={(chosen) => form.setValue('chosen', chosen)} options={options} disabled={form.submitting}
                             error={form.errors.chosen} help={help} />
    </EntityFormDialog>
  );
};

export default ConnectionsDialog;

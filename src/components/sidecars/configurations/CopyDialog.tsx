import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';

type Props = {
  /** "configuration" or "collector". */
  noun: string,
  sourceName: string,
  /** The store's copy action; a refused name is shown under the field. */
  onCopy: (name: string) => Promise<unknown>,
  onClose: () => void,
  onCopied: () => void,
};

/** Asks for the copy's name, then copies; Graylog checks the name as it does a new entity's. */
const CopyDialog = ({ noun, sourceName, onCopy, onClose, onCopied }: Props) => {
  const form = useEntityForm<{ name: string }>({
    initialValues: { name: `${sourceName}-copy` },
    validate: (values) => ({ name: values.name.trim() === '' ? 'Enter a name for the copy.' : undefined }),
    onSubmit: (values) => onCopy(values.name.trim()),
    onSuccess: onCopied,
  });
  return (
    <EntityFormDialog form={form} title={`Copy ${noun} "${sourceName}"`} submitLabel="Copy" onClose={onClose}>
      <FormField form={form} name="name" label="Name" required help={`The name of the new ${noun}.`} />
    </EntityFormDialog>
  );
};

export default CopyDialog;

import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import useEntityForm from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import type { GrokPattern } from '@/stores/grok/GrokPatternsStore';
import { GrokPatternsActions } from '@/stores/grok/GrokPatternsStore';

import GrokPatternTester from './GrokPatternTester';
import MonospaceTextField from './MonospaceTextField';

export type GrokPatternValues = { name: string, pattern: string, sampleData: string };

/** Names are referred to as %{NAME}: grok accepts letters, digits and underscores there. */
const NAME_FORMAT = /^\w+$/;

export const validateGrokPattern = (values: GrokPatternValues): FieldErrors<GrokPatternValues> => {
  const errors: FieldErrors<GrokPatternValues> = requireFields(values, { name: 'Name', pattern: 'Pattern' });
  if (!errors.name && !NAME_FORMAT.test(values.name.trim())) {
    errors.name = 'Use letters, digits and underscores only, so that other patterns can refer to it as %{NAME}.';
  }
  return errors;
};

type Props = {
  /** The pattern to edit; without it the dialog creates one. */
  pattern?: GrokPattern,
  onClose: () => void,
  /** After the server saved it (the store has said so in a toast). */
  onSaved: () => void,
};

/** Create or edit a grok pattern: name, pattern, and a test against sample data before saving. */
const GrokPatternDialog = ({ pattern, onClose, onSaved }: Props) => {
  const form = useEntityForm<GrokPatternValues>({
    initialValues: { name: pattern?.name ?? '', pattern: pattern?.pattern ?? '', sampleData: '' },
    validate: validateGrokPattern,
    onSubmit: (values) => GrokPatternsActions.savePattern({
      id: pattern?.id ?? '',
      name: values.name.trim(),
      pattern: values.pattern,
      content_pack: pattern?.content_pack ?? null,
    }),
    onSuccess: onSaved,
  });
  const title = pattern ? `Edit Grok pattern ${pattern.name}` : 'Create Grok pattern';

  return (
    <EntityFormDialog form={form} title={title} submitLabel={pattern ? 'Update pattern' : 'Create pattern'} onClose={onClose} size="lg">
      <FormField form={form} name="name" label="Name" required autoComplete="off"
                 help="Other patterns and extractors refer to it as %{NAME}." />
      <MonospaceTextField form={form} name="pattern" label="Pattern" required
                          help="A regular expression that may use other patterns, e.g. %{INT:status}." />
      <MonospaceTextField form={form} name="sampleData" label="Sample data"
                          help="Text to test the pattern against; it is not saved." />
      <GrokPatternTester name={form.values.name} pattern={form.values.pattern} sampleData={form.values.sampleData} disabled={form.submitting} />
    </EntityFormDialog>
  );
};

export default GrokPatternDialog;

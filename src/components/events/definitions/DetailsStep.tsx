import React from 'react';

import FormField from '@/components/common/form/FormField';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import { PRIORITY_NAMES } from '@/stores/events/EventDefinitionsStore';

import type { DefinitionFormValues } from './definitionFormValues';

const PRIORITY_OPTIONS = Object.entries(PRIORITY_NAMES).map(([value, label]) => ({ value, label }));

/** Step 1: what the definition is called and how urgent its events are. */
const DetailsStep = ({ form }: { form: EntityFormState<DefinitionFormValues> }) => (
  <>
    <FormField form={form} name="title" label="Title" required help="Names the definition and, by default, the events it creates." />
    <FormField form={form} name="description" label="Description" type="textarea" rows={3} help="What the definition watches for, and what to do about it." />
    <FormField form={form} name="priority" label="Priority" type="select" options={PRIORITY_OPTIONS} help="Given to each event the definition creates." />
  </>
);

export default DetailsStep;

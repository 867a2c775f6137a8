import React from 'react';

import FormField from '@/components/common/form/FormField';
import type { EntityFormState } from '@/components/common/form/useEntityForm';

import type { WizardValues } from './wizardValues';

/** Step 1: what the pack is and who made it. */
const GeneralStep = ({ form }: { form: EntityFormState<WizardValues> }) => (
  <>
    <FormField form={form} name="name" label="Name" required help="A descriptive name for this content pack." />
    <FormField form={form} name="summary" label="Summary" required help="A short summary of the content pack." />
    <FormField form={form} type="textarea" name="description" label="Description" rows={6} help="A longer description of what the pack holds and how to use it." />
    <FormField form={form} name="vendor" label="Vendor" required help="Who made this content pack and how they can be reached, e.g. a name and an e-mail address." />
    <FormField form={form} name="url" label="URL" help="Where the content pack can be found, e.g. its repository." />
  </>
);

export default GeneralStep;

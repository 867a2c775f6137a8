import React from 'react';

import ConfigurationFields from '@/components/common/configuration/ConfigurationFields';
import FormField from '@/components/common/form/FormField';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

import type { ConfigurationFormValues } from './configurationForm';

type Props = {
  form: EntityFormState<ConfigurationFormValues>,
  requested: RequestedConfiguration,
  /** e.g. "Message Count Alert Condition", for the fieldset's legend. */
  typeName: string,
  titleHelp: string,
};

/** The title, then the fields the chosen type asks for. */
const TitleAndConfigurationFields = ({ form, requested, typeName, titleHelp }: Props) => (
  <>
    <FormField form={form} name="title" label="Title" required autoComplete="off" help={titleHelp} />
    {Object.keys(requested).length > 0 && (
      <fieldset className="border-top pt-3 mt-2">
        <legend className="h6 text-body-secondary">{typeName} configuration</legend>
        <ConfigurationFields form={form} requested={requested} />
      </fieldset>
    )}
  </>
);

export default TitleAndConfigurationFields;

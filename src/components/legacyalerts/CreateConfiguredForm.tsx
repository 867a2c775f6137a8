import React from 'react';

import EntityForm from '@/components/common/form/EntityForm';
import useEntityForm from '@/components/common/form/useEntityForm';
import ExternalLink from '@/components/common/ExternalLink';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

import type { ConfigurationFormValues } from './configurationForm';
import { configurationOf, initialConfigurationValues, titleOf, validateConfiguration, withFormFieldNames } from './configurationForm';
import TitleAndConfigurationFields from './TitleAndConfigurationFields';

type Props = {
  requested: RequestedConfiguration,
  typeName: string,
  linkToDocs?: string,
  submitLabel: string,
  titleHelp: string,
  /** The store's create action with the form's title and configuration. */
  create: (title: string, configuration: { [name: string]: unknown }) => Promise<unknown>,
  onCreated: () => void,
  cancelTo: string,
};

/**
 * A new condition's or notification's title and configuration, for the type chosen above it. Mounted anew
 * for each type (its fields start at that type's defaults); a refusal lands at the field it names.
 */
const CreateConfiguredForm = ({ requested, typeName, linkToDocs, submitLabel, titleHelp, create, onCreated, cancelTo }: Props) => {
  const form = useEntityForm<ConfigurationFormValues>({
    initialValues: initialConfigurationValues(requested, '', undefined),
    validate: (values) => validateConfiguration(requested, values),
    onSubmit: (values) => create(titleOf(values), configurationOf(requested, values))
      .catch((error: unknown) => { throw withFormFieldNames(error, requested); }),
    onSuccess: onCreated,
  });
  return (
    <EntityForm form={form} submitLabel={submitLabel} cancelTo={cancelTo}>
      {linkToDocs && (
        <p className="small">
          <ExternalLink href={linkToDocs}>Documentation of {typeName}<span className="visually-hidden"> (opens in a new tab)</span></ExternalLink>
        </p>
      )}
      <TitleAndConfigurationFields form={form} requested={requested} typeName={typeName} titleHelp={titleHelp} />
    </EntityForm>
  );
};

export default CreateConfiguredForm;

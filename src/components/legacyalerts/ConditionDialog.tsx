import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { AlertCondition, AlertConditionType } from '@/stores/alerts/AlertConditionsStore';
import { AlertConditionsActions } from '@/stores/alerts/AlertConditionsStore';

import type { ConfigurationFormValues } from './configurationForm';
import { configurationOf, initialConfigurationValues, titleOf, validateConfiguration, withFormFieldNames } from './configurationForm';
import TitleAndConfigurationFields from './TitleAndConfigurationFields';

type Props = {
  streamId: string,
  condition: AlertCondition,
  type: AlertConditionType,
  onSaved: () => void,
  onClose: () => void,
};

/** Edit a condition's title and parameters; its stream and type stay as they were created. */
const ConditionDialog = ({ streamId, condition, type, onSaved, onClose }: Props) => {
  const requested = type.requested_configuration;
  const form = useEntityForm<ConfigurationFormValues>({
    initialValues: initialConfigurationValues(requested, condition.title, condition.parameters),
    validate: (values) => validateConfiguration(requested, values),
    onSubmit: (values) => AlertConditionsActions.update(streamId, condition.id, { type: condition.type, title: titleOf(values), parameters: configurationOf(requested, values) })
      .catch((error: unknown) => { throw withFormFieldNames(error, requested); }),
    onSuccess: onSaved,
  });
  const typeName = type.human_name || type.name;
  return (
    <EntityFormDialog form={form} title={`Edit condition ${condition.title || typeName}`} submitLabel="Update condition" onClose={onClose} size="lg">
      <TitleAndConfigurationFields form={form} requested={requested} typeName={typeName} titleHelp="Names the condition in lists and in its alerts." />
    </EntityFormDialog>
  );
};

export default ConditionDialog;

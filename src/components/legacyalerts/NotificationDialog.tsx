import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { AlarmCallback } from '@/stores/alerts/AlarmCallbacksStore';
import { AlarmCallbacksActions } from '@/stores/alerts/AlarmCallbacksStore';
import type { AlarmCallbackType } from '@/stores/alerts/AlertNotificationsStore';

import type { ConfigurationFormValues } from './configurationForm';
import { configurationOf, initialConfigurationValues, titleOf, validateConfiguration, withFormFieldNames } from './configurationForm';
import TitleAndConfigurationFields from './TitleAndConfigurationFields';

type Props = {
  callback: AlarmCallback,
  type: AlarmCallbackType,
  onSaved: () => void,
  onClose: () => void,
};

/** Edit a notification's title and configuration; its stream and type stay as they were created. */
const NotificationDialog = ({ callback, type, onSaved, onClose }: Props) => {
  const requested = type.requested_configuration;
  const form = useEntityForm<ConfigurationFormValues>({
    initialValues: initialConfigurationValues(requested, callback.title, callback.configuration),
    validate: (values) => validateConfiguration(requested, values),
    onSubmit: (values) => AlarmCallbacksActions.update(callback.stream_id, callback.id, { type: callback.type, title: titleOf(values), configuration: configurationOf(requested, values) })
      .catch((error: unknown) => { throw withFormFieldNames(error, requested); }),
    onSuccess: onSaved,
  });
  return (
    <EntityFormDialog form={form} title={`Edit notification ${callback.title || type.name}`} submitLabel="Update notification" onClose={onClose} size="lg">
      <TitleAndConfigurationFields form={form} requested={requested} typeName={type.name} titleHelp="Names the notification in lists and in alert histories." />
    </EntityFormDialog>
  );
};

export default NotificationDialog;

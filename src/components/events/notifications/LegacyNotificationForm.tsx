import React, { useEffect, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';

import ConfigurationFields from '@/components/common/configuration/ConfigurationFields';
import { configurationFormValues } from '@/components/common/configuration/configurationFormValues';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import Spinner from '@/components/common/Spinner';
import type { EventTypeFormProps } from '@/plugin-api/PluginExports';
import type { EventNotificationConfig, LegacyAlarmCallbackTypes } from '@/stores/events/EventNotificationsStore';
import { EventNotificationsActions } from '@/stores/events/EventNotificationsStore';

import { legacyConfigOf } from './notificationConfigs';

/** The legacy alarm callback types; undefined while loading, null when they could not be loaded (toasted). */
export const useLegacyTypes = (): LegacyAlarmCallbackTypes | undefined | null => {
  const [types, setTypes] = useState<LegacyAlarmCallbackTypes | undefined | null>();
  useEffect(() => {
    let active = true;
    EventNotificationsActions.legacyTypes().then((loaded) => { if (active) setTypes(loaded); }, () => { if (active) setTypes(null); });
    return () => { active = false; };
  }, []);
  return types;
};

/** A legacy alarm callback run as a notification: the callback type and the configuration that type asks for. */
const LegacyNotificationForm = ({ config: stored, onChange, errors, idPrefix, disabled = false }: EventTypeFormProps<EventNotificationConfig>) => {
  const config = legacyConfigOf(stored);
  const types = useLegacyTypes();
  const id = `${idPrefix}-callback-type`;
  if (types === undefined) return <Spinner text="Loading legacy alarm callback types…" />;
  if (types === null) return <Alert variant="danger">The legacy alarm callback types could not be loaded.</Alert>;
  const requested = types[config.callback_type]?.configuration;
  const choose = (callbackType: string) => {
    const chosen = types[callbackType]?.configuration;
    // The notification holds the configuration itself, starting at the type's defaults; no field is named like one of its own.
    onChange({ ...config, callback_type: callbackType, configuration: chosen ? configurationFormValues(chosen, undefined, []) : {} });
  };
  return (
    <>
      <FormGroup label="Callback type" htmlFor={id} error={errors.callback_type} required>
        <Form.Select id={id} value={config.callback_type} disabled={disabled} aria-invalid={Boolean(errors.callback_type)}
                     aria-describedby={describedBy(id, { error: errors.callback_type })} className={errors.callback_type ? 'is-invalid' : undefined}
                     onChange={(event: React.ChangeEvent<HTMLSelectElement>) => choose(event.target.value)}>
          <option value="">Choose a callback type…</option>
          {Object.entries(types).map(([className, type]) => <option key={className} value={className}>{type.name}</option>)}
          {config.callback_type !== '' && !types[config.callback_type] && <option value={config.callback_type}>{config.callback_type}</option>}
        </Form.Select>
      </FormGroup>
      {errors.configuration && <Alert variant="danger">{errors.configuration}</Alert>}
      {requested && (
        <ConfigurationFields idPrefix={`${idPrefix}-configuration`} requested={requested} values={config.configuration} errors={errors}
                             disabled={disabled} onChange={(configuration) => onChange({ ...config, configuration })} />
      )}
    </>
  );
};

export default LegacyNotificationForm;

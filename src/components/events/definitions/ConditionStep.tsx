import React from 'react';
import { Alert, Form } from 'react-bootstrap';

import type { ConfigFieldErrors, EventDefinitionType } from '@/plugin-api/PluginExports';
import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';

import RegisteredComponent from '../RegisteredComponent';

type Props = {
  idPrefix: string,
  types: ReadonlyArray<EventDefinitionType>,
  current: EventDefinitionType | undefined,
  config: EventConditionConfig,
  onTypeChange: (type: EventDefinitionType) => void,
  onConfigChange: (config: EventConditionConfig) => void,
  errors: ConfigFieldErrors,
  /** The server's refusal of the configuration as a whole (e.g. an unknown type). */
  configError?: string,
  disabled: boolean,
};

/** Step 2: the kind of condition, then that kind's own form. */
const ConditionStep = ({ idPrefix, types, current, config, onTypeChange, onConfigChange, errors, configError, disabled }: Props) => {
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Condition type</legend>
        {types.map((type) => (
          <Form.Check key={type.key} type="radio" id={`${idPrefix}-type-${type.key}`} name={`${idPrefix}-type`} disabled={disabled}
                      checked={current?.key === type.key} onChange={() => onTypeChange(type)}
                      label={<><strong>{type.displayName}</strong>{type.description && <span className="text-body-secondary ms-2">{type.description}</span>}</>} />
        ))}
      </fieldset>
      {configError && <Alert variant="danger">{configError}</Alert>}
      {!current && config.type !== '' && (
        <Alert variant="warning">This definition&apos;s condition type <code>{config.type}</code> is not available in this console.</Alert>
      )}
      {current && (
        <RegisteredComponent entry={current} component={current.formComponent} loadingText="Loading the condition form…"
                             props={{ config, onChange: onConfigChange, errors, idPrefix: `${idPrefix}-condition`, disabled }} />
      )}
    </>
  );
};

export default ConditionStep;

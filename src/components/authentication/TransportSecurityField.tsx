import React from 'react';
import { Form } from 'react-bootstrap';

import type { EntityFormState } from '@/components/common/form/useEntityForm';
import type { TransportSecurity } from '@/stores/authentication/authenticationTypes';

import type { WizardValues } from './wizardValues';
import { portAfterTransportChange } from './wizardValues';

const OPTIONS: ReadonlyArray<{ value: TransportSecurity, label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'tls', label: 'TLS' },
  { value: 'start_tls', label: 'StartTLS' },
];

/** None, TLS or StartTLS; the port follows a switch to or from TLS while it is still the default one. */
const TransportSecurityField = ({ form }: { form: EntityFormState<WizardValues> }) => {
  const id = `${form.formId}-transport_security`;
  const choose = (next: TransportSecurity) => {
    const { transport_security: current, server_port: port } = form.values;
    form.setValue('transport_security', next);
    const nextPort = portAfterTransportChange(port, current, next);
    if (nextPort !== port) form.setValue('server_port', nextPort);
  };
  return (
    <fieldset className="mb-3 console-form-group" id={id}>
      <legend className="form-label fs-6 mb-1">Transport security</legend>
      {OPTIONS.map((option) => (
        <Form.Check
          key={option.value}
          inline
          type="radio"
          name="transport_security"
          id={`${id}-${option.value}`}
          label={option.label}
          value={option.value}
          disabled={form.submitting}
          checked={form.values.transport_security === option.value}
          onChange={() => choose(option.value)} />
      ))}
    </fieldset>
  );
};

export default TransportSecurityField;

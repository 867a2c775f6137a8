import React from 'react';
import { Col, Row } from 'react-bootstrap';

import FormField from '@/components/common/form/FormField';
import type { EntityFormState } from '@/components/common/form/useEntityForm';

import type { ServiceType } from './serviceTypes';
import TransportSecurityField from './TransportSecurityField';
import type { WizardValues } from './wizardValues';

type Props = {
  form: EntityFormState<WizardValues>,
  serviceType: ServiceType,
  /** Editing a service that has a stored password: an empty field keeps it. */
  passwordIsSet: boolean,
};

/** Step 1: the service's name, where the directory server is, how to reach it, and the system user. */
const ServerConfigFields = ({ form, serviceType, passwordIsSet }: Props) => {
  const removing = form.values.remove_system_user_password;
  const passwordHelp = passwordIsSet
    ? 'A password is stored. Leave this empty to keep it; type a new one to replace it.'
    : serviceType.help.system_user_password;
  return (
    <>
      <FormField form={form} name="title" label="Title" required />
      <FormField form={form} name="description" label="Description" type="textarea" rows={2} />
      <Row>
        <Col sm={8}>
          <FormField form={form} name="server_host" label="Server address" required placeholder="Hostname"
                     help={`The host name or address of the ${serviceType.title} server.`} />
        </Col>
        <Col sm={4}>
          <FormField form={form} type="number" name="server_port" label="Port" required min={1} max={65535} />
        </Col>
      </Row>
      <TransportSecurityField form={form} />
      <FormField form={form} type="checkbox" name="verify_certificates" label="Verify certificates"
                 help="Refuse servers whose TLS certificate is not trusted. Applies to TLS and StartTLS." />
      <FormField form={form} name="system_user_dn" label="System user DN" help={serviceType.help.system_user_dn} autoComplete="off" />
      <FormField form={form} type="password" name="system_user_password" label="System password" help={passwordHelp}
                 autoComplete="new-password" disabled={removing} />
      {passwordIsSet && (
        <FormField form={form} type="checkbox" name="remove_system_user_password" label="Remove the stored password"
                   help="For servers that let the system user search without a password." />
      )}
    </>
  );
};

export default ServerConfigFields;

// A collector: name, how the sidecar runs it, the operating system, the executable and its parameters, and the
// default template configurations start from; checked by the server's validate call as the user types.
import React from 'react';
import { Card } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import { useServerValidation, withServerReasons } from '@/components/common/form/serverValidation';
import UnplacedServerReasons from '@/components/common/form/UnplacedServerReasons';
import useEntityForm from '@/components/common/form/useEntityForm';
import MonospaceTextField from '@/components/grok/MonospaceTextField';
import { CollectorsActions } from '@/stores/sidecars/CollectorsStore';
import type { Collector, CollectorRequest } from '@/stores/sidecars/sidecarTypes';
import { COLLECTOR_OPERATING_SYSTEMS, DEFAULT_SERVICE_TYPE, SERVICE_TYPES } from '@/stores/sidecars/sidecarTypes';

export type CollectorValues = {
  name: string,
  service_type: string,
  node_operating_system: string,
  executable_path: string,
  execute_parameters: string,
  validation_parameters: string,
  default_template: string,
};

type Props = { collector?: Collector, cancelTo: string, onSaved: (saved: Collector) => void };

const FIELDS = ['name', 'service_type', 'node_operating_system', 'executable_path', 'execute_parameters', 'validation_parameters', 'default_template'];

export const collectorValuesOf = (collector?: Collector): CollectorValues => ({
  name: collector?.name ?? '',
  service_type: collector?.service_type ?? DEFAULT_SERVICE_TYPE,
  node_operating_system: collector?.node_operating_system ?? '',
  executable_path: collector?.executable_path ?? '',
  execute_parameters: collector?.execute_parameters ?? '',
  validation_parameters: collector?.validation_parameters ?? '',
  default_template: collector?.default_template ?? '',
});

/** Optional parameters left empty are sent as null, as Graylog stores them. */
export const collectorRequestOf = (values: CollectorValues): CollectorRequest => ({
  ...values,
  name: values.name.trim(),
  execute_parameters: values.execute_parameters === '' ? null : values.execute_parameters,
  validation_parameters: values.validation_parameters === '' ? null : values.validation_parameters,
});

const CollectorForm = ({ collector, cancelTo, onSaved }: Props) => {
  const form = useEntityForm<CollectorValues>({
    initialValues: collectorValuesOf(collector),
    validate: (values) => ({
      name: values.name.trim() === '' ? 'Enter a name.' : undefined,
      node_operating_system: values.node_operating_system === '' ? 'Choose an operating system.' : undefined,
      executable_path: values.executable_path.trim() === '' ? 'Enter the path to the collector executable.' : undefined,
    }),
    onSubmit: (values) => (collector ? CollectorsActions.update(collector.id, collectorRequestOf(values)) : CollectorsActions.create(collectorRequestOf(values))),
    onSuccess: (saved) => onSaved(saved as Collector),
  });
  // Graylog asks once a name and a system are chosen: before that every answer would be about them.
  const ready = form.values.name !== '' && form.values.node_operating_system !== '';
  const reasons = useServerValidation({ ...collectorRequestOf(form.values), id: collector?.id }, CollectorsActions.validate, ready && (collector !== undefined || form.dirty));
  const shown = withServerReasons(form, reasons);
  return (
    <EntityForm form={shown} submitLabel={collector ? 'Update collector' : 'Create collector'} cancelTo={cancelTo} className="col-xl-9">
      <Card className="mb-3">
        <Card.Body>
          <FormField form={shown} name="name" label="Name" required help="A name for this collector: letters, digits, _, - and ." />
          <FormField form={shown} type="select" name="service_type" label="Process management" required options={SERVICE_TYPES}
                     help="How the sidecar runs the collector; Windows collectors may also run as a Windows service." />
          <FormField form={shown} type="select" name="node_operating_system" label="Operating system" required options={COLLECTOR_OPERATING_SYSTEMS}
                     placeholder="Choose an operating system" help="The operating system this collector is meant for." />
          <FormField form={shown} name="executable_path" label="Executable path" required help="Path to the collector executable." />
          <FormField form={shown} name="execute_parameters" label="Execute parameters"
                     help={<>Parameters the collector is started with. <strong>%s is replaced by the path to the configuration file.</strong></>} />
          <FormField form={shown} name="validation_parameters" label="Parameters for configuration validation"
                     help={<>Parameters that validate the configuration file. <strong>%s is replaced by the path to the configuration file.</strong></>} />
          <MonospaceTextField form={shown} name="default_template" label="Default template" rows={12} help="The configuration a new configuration for this collector starts from." />
          <UnplacedServerReasons reasons={reasons} fieldNames={FIELDS} />
        </Card.Body>
      </Card>
    </EntityForm>
  );
};

export default CollectorForm;

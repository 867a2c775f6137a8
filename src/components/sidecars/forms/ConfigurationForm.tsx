// A collector configuration: name, colour, collector and the template, checked by the server's validate call as the
// user types, with the variables a template may use and a rendered preview beside it.
import React, { useEffect, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import { useServerValidation, withServerReasons } from '@/components/common/form/serverValidation';
import UnplacedServerReasons from '@/components/common/form/UnplacedServerReasons';
import useEntityForm from '@/components/common/form/useEntityForm';
import { CollectorConfigurationsActions } from '@/stores/sidecars/CollectorConfigurationsStore';
import { CollectorsActions } from '@/stores/sidecars/CollectorsStore';
import type { Collector, Configuration, ConfigurationRequest } from '@/stores/sidecars/sidecarTypes';
import { operatingSystemLabel } from '@/stores/sidecars/sidecarTypes';

import ConfigurationPreview from './ConfigurationPreview';
import TemplateVariables from './TemplateVariables';

export type ConfigurationValues = { name: string, color: string, collector_id: string, template: string };

type Props = {
  /** The saved configuration when editing. */
  configuration?: Configuration,
  cancelTo: string,
  onSaved: (saved: Configuration) => void,
};

const FIELDS = ['name', 'color', 'collector_id', 'template'];

const COLLECTOR_HELP = 'The log collector this configuration is meant for.';
const TEMPLATE_HELP = 'The collector\'s configuration file, with variables where each sidecar\'s values go.';

/** Graylog's console starts a configuration white. */
const DEFAULT_COLOR = '#FFFFFF';

const ConfigurationForm = ({ configuration, cancelTo, onSaved }: Props) => {
  const [collectors, setCollectors] = useState<{ list?: Array<Collector>, failed?: boolean }>({});
  const [offeredTemplate, setOfferedTemplate] = useState<Collector | undefined>();
  useEffect(() => {
    let active = true;
    CollectorsActions.all().then((list) => { if (active) setCollectors({ list }); }, () => { if (active) setCollectors({ failed: true }); });
    return () => { active = false; };
  }, []);
  const form = useEntityForm<ConfigurationValues>({
    initialValues: {
      name: configuration?.name ?? '', color: configuration?.color ?? DEFAULT_COLOR, collector_id: configuration?.collector_id ?? '', template: configuration?.template ?? '',
    },
    validate: (values) => ({
      name: values.name.trim() === '' ? 'Enter a name.' : undefined,
      collector_id: values.collector_id === '' ? 'Choose a collector.' : undefined,
      template: values.template.trim() === '' ? 'Enter the template.' : undefined,
    }),
    onSubmit: (values) => {
      const request: ConfigurationRequest = { ...values, name: values.name.trim() };
      return configuration ? CollectorConfigurationsActions.update(configuration.id, request) : CollectorConfigurationsActions.create(request);
    },
    onSuccess: (saved) => onSaved(saved as Configuration),
  });
  const { values } = form;
  const reasons = useServerValidation({ ...values, id: configuration?.id }, CollectorConfigurationsActions.validate, configuration !== undefined || form.dirty);
  const shown = withServerReasons(form, reasons);

  const chooseCollector = (collectorId: string) => {
    form.setValue('collector_id', collectorId);
    const collector = collectors.list?.find((entry) => entry.id === collectorId);
    if (!collector?.default_template) { setOfferedTemplate(undefined); return; }
    // An empty template takes the collector's default at once; typed work is replaced only when asked.
    if (values.template.trim() === '') form.setValue('template', collector.default_template);
    else setOfferedTemplate(collector);
  };

  const templateId = `${form.formId}-template`;
  const insert = (text: string) => {
    const area = document.getElementById(templateId) as HTMLTextAreaElement | null;
    const at = area ? area.selectionStart : values.template.length;
    const end = area ? area.selectionEnd : at;
    form.setValue('template', `${values.template.slice(0, at)}${text}${values.template.slice(end)}`);
  };
  const collectorId = `${form.formId}-collector_id`;
  const collectorError = shown.errors.collector_id;
  const templateError = shown.errors.template;

  return (
    <EntityForm form={shown} submitLabel={configuration ? 'Update configuration' : 'Create configuration'} cancelTo={cancelTo}>
      <div className="row">
        <div className="col-lg-7">
          <Card className="mb-3">
            <Card.Body>
              <FormField form={shown} name="name" label="Name" required help="A name for this configuration." />
              <FormGroup label="Color" htmlFor={`${form.formId}-color`} help="Shown next to the configuration where it is assigned." error={shown.errors.color}>
                <input id={`${form.formId}-color`} type="color" className="form-control form-control-color" value={/^#[0-9a-f]{6}$/i.test(values.color) ? values.color : DEFAULT_COLOR}
                       disabled={form.submitting} onChange={(event) => form.setValue('color', event.target.value)} />
              </FormGroup>
              <FormGroup label="Collector" htmlFor={collectorId} error={collectorError} required help={COLLECTOR_HELP}>
                <select id={collectorId} name="collector_id" className={`form-select${collectorError ? ' is-invalid' : ''}`} value={values.collector_id} required
                        disabled={form.submitting || !collectors.list} aria-invalid={Boolean(collectorError)}
                        aria-describedby={describedBy(collectorId, { error: collectorError, help: COLLECTOR_HELP })}
                        onBlur={() => form.markTouched('collector_id')} onChange={(event) => chooseCollector(event.target.value)}>
                  <option value="">{collectors.list ? 'Choose a collector' : 'Loading collectors…'}</option>
                  {(collectors.list ?? []).map((collector) => <option key={collector.id} value={collector.id}>{`${collector.name} on ${operatingSystemLabel(collector.node_operating_system)}`}</option>)}
                </select>
              </FormGroup>
              {collectors.failed && <Alert variant="danger" className="py-2">The collectors could not be loaded, so none can be chosen now.</Alert>}
              {offeredTemplate && (
                <Alert variant="info" className="py-2 d-flex flex-wrap gap-2 align-items-center">
                  <span>Use the default template of {offeredTemplate.name} instead of the current template?</span>
                  <Button size="sm" variant="outline-primary" onClick={() => { form.setValue('template', offeredTemplate.default_template ?? ''); setOfferedTemplate(undefined); }}>Use default template</Button>
                  <Button size="sm" variant="link" onClick={() => setOfferedTemplate(undefined)}>Keep mine</Button>
                </Alert>
              )}
              <FormGroup label="Configuration" htmlFor={templateId} error={templateError} required help={TEMPLATE_HELP}>
                <textarea id={templateId} name="template" rows={16} spellCheck={false} required className={`form-control font-monospace${templateError ? ' is-invalid' : ''}`}
                          value={values.template} disabled={form.submitting} aria-invalid={Boolean(templateError)}
                          aria-describedby={describedBy(templateId, { error: templateError, help: TEMPLATE_HELP })}
                          onBlur={() => form.markTouched('template')} onChange={(event) => form.setValue('template', event.target.value)} />
              </FormGroup>
              <UnplacedServerReasons reasons={reasons} fieldNames={FIELDS} />
            </Card.Body>
          </Card>
          <Card className="mb-3">
            <Card.Header as="h2" className="h6 mb-0">Preview</Card.Header>
            <Card.Body>
              <ConfigurationPreview configurationId={configuration?.id} template={values.template} unsaved={configuration === undefined || values.template !== configuration.template} />
            </Card.Body>
          </Card>
        </div>
        <div className="col-lg-5">
          <Card className="mb-3">
            <Card.Header as="h2" className="h6 mb-0">Collector configuration reference</Card.Header>
            <Card.Body><TemplateVariables onInsert={insert} disabled={form.submitting} /></Card.Body>
          </Card>
        </div>
      </div>
    </EntityForm>
  );
};

export default ConfigurationForm;

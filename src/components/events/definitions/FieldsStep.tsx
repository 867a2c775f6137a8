import React from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';

import type { EntityFormState } from '@/components/common/form/useEntityForm';

import type { DefinitionFormValues, FieldRow } from './definitionFormValues';
import { LOOKUP_PROVIDER, newFieldRow, TEMPLATE_PROVIDER } from './definitionFormValues';

type Props = {
  form: EntityFormState<DefinitionFormValues>,
  /** The value providers the server offers (`template-v1`, and `lookup-v1` when it has lookup tables). */
  providerTypes: ReadonlyArray<string>,
};

const FieldEditor = ({ id, row, index, onChange, onRemove, providerTypes, disabled }: {
  id: string, row: FieldRow, index: number, onChange: (row: FieldRow) => void, onRemove: () => void,
  providerTypes: ReadonlyArray<string>, disabled: boolean,
}) => {
  const label = `Field ${index + 1}`;
  const change = <K extends keyof FieldRow>(key: K, value: FieldRow[K]) => onChange({ ...row, [key]: value });
  return (
    <Card className="mb-2" role="group" aria-label={label}>
      <Card.Body className="py-2">
        <div className="row g-2 align-items-end">
          <div className="col-md-4">
            <Form.Label htmlFor={`${id}-name`} className="small mb-1">Name</Form.Label>
            <Form.Control id={`${id}-name`} value={row.name} disabled={disabled} className="font-monospace" placeholder="e.g. source_host"
                          onChange={(event: React.ChangeEvent<HTMLInputElement>) => change('name', event.target.value)} />
          </div>
          <div className="col-md-3">
            <Form.Label htmlFor={`${id}-provider`} className="small mb-1">Value from</Form.Label>
            <Form.Select id={`${id}-provider`} value={row.providerType} disabled={disabled}
                         onChange={(event: React.ChangeEvent<HTMLSelectElement>) => change('providerType', event.target.value)}>
              <option value={TEMPLATE_PROVIDER}>Template</option>
              {(providerTypes.includes(LOOKUP_PROVIDER) || row.providerType === LOOKUP_PROVIDER) && <option value={LOOKUP_PROVIDER}>Lookup table</option>}
            </Form.Select>
          </div>
          <div className="col-md-3">
            <Form.Check type="checkbox" id={`${id}-key`} label="Use as event key" checked={row.isKey} disabled={disabled}
                        onChange={(event: React.ChangeEvent<HTMLInputElement>) => change('isKey', event.target.checked)} />
          </div>
          <div className="col-md-2 text-end">
            <Button variant="outline-danger" size="sm" onClick={onRemove} disabled={disabled} aria-label={`Remove field ${index + 1}`}>Remove</Button>
          </div>
        </div>
        {row.providerType === LOOKUP_PROVIDER ? (
          <div className="row g-2 mt-1">
            <div className="col-md-6">
              <Form.Label htmlFor={`${id}-table`} className="small mb-1">Lookup table</Form.Label>
              <Form.Control id={`${id}-table`} value={row.tableName} disabled={disabled}
                            onChange={(event: React.ChangeEvent<HTMLInputElement>) => change('tableName', event.target.value)} />
            </div>
            <div className="col-md-6">
              <Form.Label htmlFor={`${id}-key-field`} className="small mb-1">Key field of the message</Form.Label>
              <Form.Control id={`${id}-key-field`} value={row.keyField} disabled={disabled} className="font-monospace"
                            onChange={(event: React.ChangeEvent<HTMLInputElement>) => change('keyField', event.target.value)} />
            </div>
          </div>
        ) : (
          <div className="mt-2">
            <Form.Label htmlFor={`${id}-template`} className="small mb-1">Template</Form.Label>
            <Form.Control id={`${id}-template`} value={row.template} disabled={disabled} className="font-monospace" placeholder="${source.source}"
                          onChange={(event: React.ChangeEvent<HTMLInputElement>) => change('template', event.target.value)} />
            <Form.Check type="checkbox" id={`${id}-require`} className="mt-1" label="Require values: no event when the template renders empty" checked={row.requireValues}
                        disabled={disabled} onChange={(event: React.ChangeEvent<HTMLInputElement>) => change('requireValues', event.target.checked)} />
          </div>
        )}
      </Card.Body>
    </Card>
  );
};

/** Step 3: custom fields each event carries, with their values from templates or lookup tables. */
const FieldsStep = ({ form, providerTypes }: Props) => {
  const rows = form.values.field_spec;
  const set = (next: Array<FieldRow>) => form.setValue('field_spec', next);
  const error = form.errors.field_spec;
  return (
    <section aria-labelledby={`${form.formId}-fields-title`}>
      <h2 id={`${form.formId}-fields-title`} className="h6">Custom event fields</h2>
      <p className="text-body-secondary small">
        Optional. A template reads the event&apos;s source, e.g. <code>{'${source.source}'}</code> for an aggregation&apos;s group value or a filter&apos;s message field.
        Fields marked as event key group the events.
      </p>
      {rows.length === 0 && <p className="text-body-secondary">No custom fields: events carry the condition&apos;s fields only.</p>}
      {rows.map((row, index) => (
        <FieldEditor key={index} id={`${form.formId}-field-${index}`} row={row} index={index} providerTypes={providerTypes} disabled={form.submitting}
                     onChange={(changed) => set(rows.map((old, at) => (at === index ? changed : old)))}
                     onRemove={() => set(rows.filter((_, at) => at !== index))} />
      ))}
      {error && <Alert variant="danger" className="py-2" role="alert">{error}</Alert>}
      <Button variant="outline-secondary" size="sm" onClick={() => set([...rows, newFieldRow()])} disabled={form.submitting}>Add custom field</Button>
    </section>
  );
};

export default FieldsStep;

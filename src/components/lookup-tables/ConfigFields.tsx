import React from 'react';

import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import type { EntityFormState } from '@/components/common/form/useEntityForm';

import type { ConfiguredFormValues } from './configuredFormValues';
import type { ConfigFieldSpec } from './lookupTypeForms';
import { TIME_UNIT_OPTIONS } from './lookupTypeForms';
import WhitelistedUrlField from './WhitelistedUrlField';

type Props = { form: EntityFormState<ConfiguredFormValues>, fields: Array<ConfigFieldSpec> };

type DurationSpec = Extract<ConfigFieldSpec, { kind: 'duration' }>;

/** A number and its time unit on one line. */
const DurationField = ({ form, field }: { form: EntityFormState<ConfiguredFormValues>, field: DurationSpec }) => {
  const id = `${form.formId}-${field.name}`;
  const error = form.errors[field.name];
  const value = form.values[field.name];
  const unit = form.values[field.unitName];
  return (
    <FormGroup label={field.label} htmlFor={id} error={error} help={field.help} required={field.required}>
      <div className="input-group">
        <input id={id} name={field.name} type="number" min={0} step={1} className={`form-control${error ? ' is-invalid' : ''}`}
               value={typeof value === 'number' ? value : ''} disabled={form.submitting} aria-invalid={Boolean(error)}
               aria-describedby={describedBy(id, { error, help: field.help })} onBlur={() => form.markTouched(field.name)}
               onChange={(event) => form.setValue(field.name, event.target.value === '' ? undefined : Number(event.target.value))} />
        <select className="form-select" style={{ maxWidth: '11rem' }} aria-label={`${field.label} unit`} name={field.unitName}
                value={typeof unit === 'string' ? unit : 'SECONDS'} disabled={form.submitting}
                onChange={(event) => form.setValue(field.unitName, event.target.value)}>
          {TIME_UNIT_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      </div>
    </FormGroup>
  );
};

/** The configuration fields of one cache or adapter type. */
const ConfigFields = ({ form, fields }: Props) => (
  <>
    {fields.map((field) => {
      const common = { form, name: field.name, label: field.label, help: field.help, required: field.required };
      switch (field.kind) {
        case 'number':
          return <FormField key={field.name} {...common} type="number" min={field.min} step={1} />;
        case 'checkbox':
          return <FormField key={field.name} {...common} type="checkbox" />;
        case 'select':
          return <FormField key={field.name} {...common} type="select" options={field.options} />;
        case 'url':
          return <WhitelistedUrlField key={field.name} form={form} field={field} />;
        case 'duration':
          return <DurationField key={field.name} form={form} field={field} />;
        case 'pairs':
        case 'lines':
          return <FormField key={field.name} {...common} type="textarea" rows={3} placeholder={field.kind === 'pairs' ? field.placeholder : undefined} />;
        case 'textarea':
          return <FormField key={field.name} {...common} type="textarea" placeholder={field.placeholder} />;
        default:
          return <FormField key={field.name} {...common} placeholder={field.placeholder} />;
      }
    })}
  </>
);

export default ConfigFields;

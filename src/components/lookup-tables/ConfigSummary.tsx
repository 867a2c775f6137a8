import React from 'react';

import type { LookupConfig, LookupTypes } from '@/stores/lookup-tables/lookupPayloads';

import { configFormValues } from './configuredFormValues';
import type { LookupTypeKind } from './lookupTypeForms';
import { lookupTypeForm, TIME_UNIT_OPTIONS } from './lookupTypeForms';

const unitLabel = (unit: unknown) => TIME_UNIT_OPTIONS.find((option) => option.value === unit)?.label.toLowerCase() ?? String(unit ?? '');

/** A cache's or data adapter's settings as label and value, text only. */
const ConfigSummary = ({ kind, config, types }: { kind: LookupTypeKind, config: LookupConfig, types?: LookupTypes }) => {
  const form = lookupTypeForm(kind, config.type, types, config);
  const values = configFormValues(form, config);
  if (form.fields.length === 0) return <p className="mb-0 text-body-secondary">This type has no settings.</p>;
  return (
    <dl className="row mb-0">
      {form.fields.map((field) => {
        const value = values[field.name];
        let shown: string;
        if (field.kind === 'checkbox') shown = value ? 'yes' : 'no';
        else if (field.kind === 'duration') shown = typeof value === 'number' ? `${value} ${unitLabel(values[field.unitName])}` : '(not set)';
        else if (field.kind === 'select') shown = field.options.find((option) => option.value === value)?.label ?? String(value ?? '');
        else shown = value === undefined || value === '' ? '(not set)' : String(value);
        return (
          <React.Fragment key={field.name}>
            <dt className="col-sm-4">{field.label}</dt>
            <dd className="col-sm-8 text-break" style={{ whiteSpace: 'pre-wrap' }}>{shown}</dd>
          </React.Fragment>
        );
      })}
    </dl>
  );
};

export default ConfigSummary;

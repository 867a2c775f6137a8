import React from 'react';

import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import type { EntityFormState } from '@/components/common/form/useEntityForm';

type TextKeys<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

type Props<V> = {
  form: EntityFormState<V>,
  name: TextKeys<V>,
  label: string,
  help?: React.ReactNode,
  required?: boolean,
  rows?: number,
};

/** A form kit text area in monospace, for patterns and the text they are tested on, where every character counts. */
const MonospaceTextField = <V extends object>({ form, name, label, help, required = false, rows = 3 }: Props<V>) => {
  const id = `${form.formId}-${name}`;
  const error = form.errors[name];
  const value = form.values[name];
  return (
    <FormGroup label={label} htmlFor={id} error={error} help={help} required={required}>
      <textarea id={id} name={name} rows={rows} required={required} spellCheck={false}
                className={`form-control font-monospace${error ? ' is-invalid' : ''}`}
                value={typeof value === 'string' ? value : ''}
                disabled={form.submitting}
                aria-invalid={Boolean(error)}
                aria-describedby={describedBy(id, { error, help })}
                onBlur={() => form.markTouched(name)}
                // The cast is safe by construction: `name` only names string fields.
                onChange={(event) => form.setValue(name, event.target.value as V[typeof name])} />
    </FormGroup>
  );
};

export default MonospaceTextField;

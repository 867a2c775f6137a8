import React, { useEffect, useState } from 'react';

import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import { FieldTypesActions } from '@/stores/search/FieldTypesStore';

import type { WidgetFormValues } from './widgetFormValues';

type Props = { form: EntityFormState<WidgetFormValues>, label: string, help: string };

/** The field a widget counts values of, with the fields messages have offered as suggestions. */
const FieldNameField = ({ form, label, help }: Props) => {
  const [fields, setFields] = useState<Array<string>>([]);
  useEffect(() => {
    let current = true;
    // Only suggestions: without them any field name can still be typed (the store says why they failed).
    FieldTypesActions.load([]).then((loaded) => { if (current) setFields(loaded.map((field) => field.name)); }, () => {});
    return () => { current = false; };
  }, []);

  const id = `${form.formId}-field`;
  const error = form.errors.field;
  return (
    <FormGroup label={label} htmlFor={id} error={error} help={help} required>
      <input id={id} name="field" type="text" className={`form-control${error ? ' is-invalid' : ''}`} list={`${id}-suggestions`}
             value={form.values.field} required autoComplete="off" placeholder="e.g. source" disabled={form.submitting}
             aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error, help })}
             onChange={(event) => form.setValue('field', event.target.value)} onBlur={() => form.markTouched('field')} />
      <datalist id={`${id}-suggestions`}>
        {fields.map((name) => <option key={name} value={name} />)}
      </datalist>
    </FormGroup>
  );
};

export default FieldNameField;

import React from 'react';

import type { EntityFormState } from '@/components/common/form/useEntityForm';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

import type { FieldBinding } from './ConfigurationControl';
import ConfigurationControl from './ConfigurationControl';
import type { ConfigurationFormValue, ConfigurationFormValues, StoredConfiguration } from './configurationFormValues';
import { formValueOf, MOVED_FIELD_PREFIX, orderedFields } from './configurationFormValues';

/** Inside an entity form whose values come from `configurationFormValues`: each field is a form field. */
type FormProps = {
  form: EntityFormState<ConfigurationFormValues>,
  requested: RequestedConfiguration,
};

/**
 * Bound to a plain configuration object held elsewhere (the legacy-callback notification keeps it inside the
 * notification's configuration): `values` and `errors` by field name, `onChange` with the whole new object.
 */
type PlainProps = {
  requested: RequestedConfiguration,
  values: StoredConfiguration,
  onChange: (values: { [name: string]: unknown }) => void,
  errors: { [name: string]: string | undefined },
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string,
  disabled?: boolean,
};

type Props = FormProps | PlainProps;

/**
 * Where the form holds a field: under its name, or aside (`configuration.<name>`) when `configurationKey` moved it
 * away from one of the form's own fields. The values module decides; the control follows the value.
 */
const formKeyOf = (form: EntityFormState<ConfigurationFormValues>, name: string): string => (
  `${MOVED_FIELD_PREFIX}${name}` in form.values ? `${MOVED_FIELD_PREFIX}${name}` : name
);

const formBinding = (form: EntityFormState<ConfigurationFormValues>, name: string): FieldBinding => {
  const key = formKeyOf(form, name);
  return {
    id: `${form.formId}-${key}`,
    name: key,
    value: form.values[key],
    error: form.errors[key],
    disabled: form.submitting,
    onChange: (value: ConfigurationFormValue) => form.setValue(key, value),
    onBlur: () => form.markTouched(key),
  };
};

/** The fields a type asks for, in its order, each with its label, help and the control its type needs. */
const ConfigurationFields = (props: Props) => {
  const { requested } = props;
  return (
    <>
      {orderedFields(requested).map(([name, field]) => {
        const binding: FieldBinding = 'form' in props ? formBinding(props.form, name) : {
          id: `${props.idPrefix}-${name}`,
          name,
          value: formValueOf(field, props.values[name]),
          error: props.errors[name],
          disabled: props.disabled ?? false,
          onChange: (value: ConfigurationFormValue) => props.onChange({ ...props.values, [name]: value }),
        };
        return <ConfigurationControl key={name} field={field} binding={binding} />;
      })}
    </>
  );
};

export default ConfigurationFields;

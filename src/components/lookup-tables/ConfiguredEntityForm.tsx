// The one form for caches and data adapters: title, description and name, the type (while creating) and
// the type's own fields, checked by the server's validate call as the user types.
import React, { useRef } from 'react';
import { Card } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import useEntityForm from '@/components/common/form/useEntityForm';
import { LookupTableCachesActions } from '@/stores/lookup-tables/LookupTableCachesStore';
import { LookupTableDataAdaptersActions } from '@/stores/lookup-tables/LookupTableDataAdaptersStore';
import type { ConfiguredEntity, ConfiguredEntityRequest, LookupTypes } from '@/stores/lookup-tables/lookupPayloads';

import ConfigFields from './ConfigFields';
import type { ConfiguredFormValues, FieldValue } from './configuredFormValues';
import { configFormValues, configuredFormValuesOf, configuredRequestOf, newConfiguredFormValues, validateConfigured } from './configuredFormValues';
import type { LookupTypeKind } from './lookupTypeForms';
import { lookupTypeForm } from './lookupTypeForms';
import UnplacedServerReasons from '@/components/common/form/UnplacedServerReasons';
import useNameFromTitle from './useNameFromTitle';
import { useServerValidation, withServerReasons } from '@/components/common/form/serverValidation';

const ACTIONS = { cache: LookupTableCachesActions, adapter: LookupTableDataAdaptersActions };

export const KIND_NOUN: Record<LookupTypeKind, string> = { cache: 'cache', adapter: 'data adapter' };

type Props = {
  kind: LookupTypeKind,
  /** The types the server offers, with their default configurations. */
  types: LookupTypes,
  /** The saved one when editing; absent when creating. */
  entity?: ConfiguredEntity,
  /** Preselects a type when creating. */
  initialType?: string,
  onSaved: (saved: ConfiguredEntity) => void,
  cancelTo: string,
};

/** The types offered, by the names shown. */
const typeOptions = (kind: LookupTypeKind, types: LookupTypes) => Object.keys(types)
  .map((type) => ({ value: type, label: lookupTypeForm(kind, type, types).displayName }))
  .sort((a, b) => a.label.localeCompare(b.label));

const ConfiguredEntityForm = ({ kind, types, entity, initialType, onSaved, cancelTo }: Props) => {
  const actions = ACTIONS[kind];
  const noun = KIND_NOUN[kind];
  const creating = entity === undefined;
  const options = typeOptions(kind, types);
  const firstType = entity?.config.type ?? (initialType && types[initialType] ? initialType : options[0]?.value ?? '');
  const formOf = (type: string) => lookupTypeForm(kind, type, types, entity?.config);
  const form = useEntityForm<ConfiguredFormValues>({
    initialValues: entity ? configuredFormValuesOf(entity, formOf(firstType)) : newConfiguredFormValues(firstType, formOf(firstType), types),
    validate: (values) => validateConfigured(formOf(values.type))(values),
    onSubmit: (values) => {
      const request = requestOf(values);
      return entity ? actions.update({ ...request, id: entity.id }) : actions.create(request);
    },
    onSuccess: (saved) => onSaved(saved as ConfiguredEntity),
  });
  const { values } = form;
  const typeForm = formOf(values.type);
  const baseOf = (type: string) => (entity?.config.type === type ? entity.config : types[type]?.default_config);
  function requestOf(current: ConfiguredFormValues): ConfiguredEntityRequest {
    return configuredRequestOf(current, formOf(current.type), baseOf(current.type), entity);
  }
  useNameFromTitle(form, creating);
  const reasons = useServerValidation(requestOf(values), actions.validate, !creating || form.dirty);
  const shown = withServerReasons(form, reasons);
  // The form values of the type's fields (a duration's unit is a field of its own).
  const configFieldNames = typeForm.fields.flatMap((field) => (field.kind === 'duration' ? [field.name, field.unitName] : [field.name]));

  // What was typed for a type stays with it: switching away and back brings it back.
  const typedPerType = useRef<{ [type: string]: { [field: string]: FieldValue } }>({});
  const switchType = (type: string) => {
    typedPerType.current[values.type] = Object.fromEntries(configFieldNames.map((field) => [field, values[field]]));
    const next = typedPerType.current[type] ?? configFormValues(formOf(type), types[type]?.default_config);
    form.setValue('type', type);
    Object.entries(next).forEach(([field, value]) => form.setValue(field, value));
  };

  const typeId = `${form.formId}-type`;
  const typeHelp = typeForm.description;
  return (
    <EntityForm form={shown} submitLabel={creating ? `Create ${noun}` : `Update ${noun}`} cancelTo={cancelTo} className="col-xl-9">
      <Card className="mb-3">
        <Card.Body>
          {creating ? (
            <FormGroup label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} type`} htmlFor={typeId} help={typeHelp} required>
              <select id={typeId} name="type" className="form-select" value={values.type} disabled={form.submitting} required
                      aria-describedby={describedBy(typeId, { help: typeHelp })} onChange={(event) => switchType(event.target.value)}>
                {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
              </select>
            </FormGroup>
          ) : <p className="mb-3"><span className="fw-semibold">Type:</span> {typeForm.displayName} <span className="text-body-secondary">({typeHelp})</span></p>}
          <FormField form={shown} name="title" label="Title" required help={`A short title for this ${noun}.`} />
          <FormField form={shown} name="description" label="Description" help={`What this ${noun} is for.`} />
          <FormField form={shown} name="name" label="Name" required
                     help={`The name that is being used to refer to this ${noun}. Must be unique; letters, digits, - and _.`} />
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header as="h2" className="h5 mb-0">{typeForm.displayName} settings</Card.Header>
        <Card.Body>
          {typeForm.fields.length === 0
            ? <p className="mb-0 text-body-secondary">This type has no settings.</p>
            : <ConfigFields form={shown} fields={typeForm.fields} />}
        </Card.Body>
      </Card>
      <UnplacedServerReasons reasons={reasons} fieldNames={['title', 'description', 'name', ...configFieldNames]} />
    </EntityForm>
  );
};

export default ConfiguredEntityForm;

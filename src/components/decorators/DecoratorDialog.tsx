import React, { useState } from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import useEntityForm from '@/components/common/form/useEntityForm';
import ConfigurationFields from '@/components/common/configuration/ConfigurationFields';
import type { AvailableDecorators, Decorator, DecoratorStream } from '@/stores/decorators/DecoratorsStore';
import { DecoratorsActions, decoratorTypeName } from '@/stores/decorators/DecoratorsStore';

import type { DecoratorFormValues } from './decoratorFormValues';
import { configurationValues, initialDecoratorValues, toDecoratorRequest, validateDecorator } from './decoratorFormValues';

type Props = {
  available: AvailableDecorators,
  streams: ReadonlyArray<DecoratorStream>,
  /** The decorator to edit; without it the dialog creates one. */
  decorator?: Decorator,
  /** The order a new decorator starts with. */
  nextOrder: number,
  onSaved: () => void,
  onClose: () => void,
};

const byName = (available: AvailableDecorators) => Object.values(available).sort((a, b) => (a.human_name || a.name).localeCompare(b.human_name || b.name));

/** The stream choices: all searches, the readable streams, and the decorator's own stream if it is none of them. */
const streamOptions = (streams: ReadonlyArray<DecoratorStream>, current: string | null | undefined) => {
  const options = [{ value: '', label: 'All searches (no stream)' }, ...streams.map((stream) => ({ value: stream.id, label: stream.title }))];
  if (current && !streams.some((stream) => stream.id === current)) options.push({ value: current, label: `Stream ${current}` });
  return options;
};

/** Create or edit a decorator: its type, the stream it applies to, its order, and its type's configuration. */
const DecoratorDialog = ({ available, streams, decorator, nextOrder, onSaved, onClose }: Props) => {
  const types = byName(available);
  const [typeName, setTypeName] = useState(decorator?.type ?? (types.length === 1 ? types[0].type : ''));
  const type = available[typeName];
  const form = useEntityForm<DecoratorFormValues>({
    initialValues: initialDecoratorValues(type, decorator, nextOrder),
    validate: (values) => validateDecorator(available[String(values.type)], values),
    onSubmit: (values) => {
      const request = toDecoratorRequest(available[String(values.type)], values);
      const name = decoratorTypeName(available, request.type);
      return decorator ? DecoratorsActions.update(decorator.id, request, name) : DecoratorsActions.create(request, name);
    },
    onSuccess: onSaved,
  });

  // Another type asks for other fields: they start at that type's defaults.
  const chooseType = (next: string) => {
    setTypeName(next);
    form.setValue('type', next);
    if (available[next]) {
      Object.entries(configurationValues(available[next], decorator)).forEach(([name, value]) => form.setValue(name, value));
    }
  };

  const typeId = `${form.formId}-type`;
  const typeError = form.errors.type;
  const heading = decorator ? `Edit decorator ${type?.human_name || decorator.type}` : 'Create decorator';
  return (
    <EntityFormDialog form={form} title={heading} submitLabel={decorator ? 'Update decorator' : 'Create decorator'} onClose={onClose} size="lg">
      <FormGroup label="Type" htmlFor={typeId} error={typeError} required
                 help={decorator ? 'The type of a decorator stays as it was created.' : 'What the decorator does to each message.'}>
        <select id={typeId} name="type" className={`form-select${typeError ? ' is-invalid' : ''}`} value={typeName} required
                disabled={Boolean(decorator) || form.submitting} aria-invalid={Boolean(typeError)}
                aria-describedby={describedBy(typeId, { error: typeError, help: true })}
                onChange={(event) => chooseType(event.target.value)} onBlur={() => form.markTouched('type')}>
          {!decorator && <option value="">Choose a type…</option>}
          {types.map((candidate) => <option key={candidate.type} value={candidate.type}>{candidate.human_name || candidate.name}</option>)}
          {decorator && !type && <option value={decorator.type}>{decorator.type}</option>}
        </select>
      </FormGroup>
      <FormField form={form} type="select" name="stream" label="Applies to" options={streamOptions(streams, decorator?.stream)}
                 help="Decorators of a stream change the messages of searches in that stream; those without a stream, of searches over all streams." />
      <FormField form={form} type="number" name="order" label="Order" required min={0} step={1}
                 help="Decorators run from the lowest order to the highest; each sees what the earlier ones changed." />
      {type && Object.keys(type.requested_configuration).length > 0 && (
        <fieldset>
          <legend className="h6">Configuration</legend>
          <ConfigurationFields form={form} requested={type.requested_configuration} />
        </fieldset>
      )}
    </EntityFormDialog>
  );
};

export default DecoratorDialog;

import React from 'react';

import ExternalLink from '@/components/common/ExternalLink';
import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import { InputsActions } from '@/stores/inputs/InputsStore';
import type { InputTypeInfo } from '@/stores/inputs/InputTypesStore';

import ConfigurationFields from '@/components/common/configuration/ConfigurationFields';
import type { InputFormValues } from './inputFormValues';
import { initialFormValues, toInputRequest, validateInputForm, withFormFieldNames } from './inputFormValues';

type Props = {
  type: InputTypeInfo,
  /** The input to edit; a new one is launched without it. */
  input?: InputSummary,
  /** The nodes an input that is not global can run on. */
  nodeIds: ReadonlyArray<string>,
  /** After the server accepted it (the store has said so in a toast). */
  onSaved: () => void,
  onCancel: () => void,
};

/**
 * Title, where it runs (every node, or one) and the configuration its type asks for. A refusal lands next
 * to the field it names, or above the form; nothing typed is lost.
 */
const InputForm = ({ type, input, nodeIds, onSaved, onCancel }: Props) => {
  const form = useEntityForm<InputFormValues>({
    initialValues: initialFormValues(type, input, nodeIds),
    validate: (values) => validateInputForm(type, values),
    onSubmit: (values) => {
      const request = toInputRequest(type, values);
      const saved = input ? InputsActions.update(input.id, request) : InputsActions.create(request);
      return saved.catch((error: unknown) => { throw withFormFieldNames(error, type); });
    },
    onSuccess: onSaved,
  });
  const global = form.values.global === true;
  const nodeOptions = nodeIds.map((nodeId) => ({ value: nodeId, label: nodeId }));

  return (
    <EntityForm form={form} submitLabel={input ? 'Update input' : 'Launch input'} onCancel={onCancel}>
      {type.link_to_docs && (
        <p className="small">
          <ExternalLink href={type.link_to_docs}>
            Documentation of {type.name} inputs<span className="visually-hidden"> (opens in a new tab)</span>
          </ExternalLink>
        </p>
      )}
      <FormField form={form} name="title" label="Title" required autoComplete="off" help="Names the input in lists and in messages' details." />
      <FormField form={form} name="global" type="checkbox" label="Global" help="Run this input on every node of the cluster." />
      {!global && (
        <FormField form={form} name="node" type="select" label="Node" required options={nodeOptions}
                   placeholder={nodeOptions.length === 1 ? undefined : 'Select a node'} help="The node this input runs on." />
      )}
      <fieldset className="border-top pt-3 mt-2">
        <legend className="h6 text-body-secondary">{type.name} configuration</legend>
        <ConfigurationFields form={form} requested={type.requested_configuration} />
      </fieldset>
    </EntityForm>
  );
};

export default InputForm;

import React from 'react';

import ExternalLink from '@/components/common/ExternalLink';
import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import ConfigurationFields from '@/components/common/configuration/ConfigurationFields';
import type { Output, OutputType } from '@/stores/outputs/OutputsStore';
import { OutputsActions } from '@/stores/outputs/OutputsStore';

import type { OutputFormValues } from './outputFormValues';
import { initialOutputValues, toCreateRequest, toUpdateRequest, validateOutput, withFormFieldNames } from './outputFormValues';

type Props = {
  type: OutputType,
  /** The output to edit; without it a new output of `type` is created. */
  output?: Output,
  /** After the server accepted it (the store has said so in a toast), with the saved output. */
  onSaved: (saved: Output) => void,
  onClose: () => void,
};

/**
 * Create or edit an output: its title and the configuration its type asks for. A refusal lands next to the
 * field it names (a port out of range at the port), or above the form; nothing typed is lost.
 */
const OutputDialog = ({ type, output, onSaved, onClose }: Props) => {
  const form = useEntityForm<OutputFormValues>({
    initialValues: initialOutputValues(type, output),
    validate: (values) => validateOutput(type, values),
    onSubmit: (values) => {
      const saved = output ? OutputsActions.update(output.id, toUpdateRequest(type, values)) : OutputsActions.create(toCreateRequest(type, values));
      return saved.catch((error: unknown) => { throw withFormFieldNames(error, type); });
    },
    onSuccess: (saved) => onSaved(saved as Output),
  });
  const heading = output ? `Edit output ${output.title}` : `Launch new output: ${type.name}`;
  return (
    <EntityFormDialog form={form} title={heading} submitLabel={output ? 'Update output' : 'Launch output'} onClose={onClose} size="lg" backdrop="static">
      {type.link_to_docs && (
        <p className="small">
          <ExternalLink href={type.link_to_docs}>
            Documentation of {type.name}<span className="visually-hidden"> (opens in a new tab)</span>
          </ExternalLink>
        </p>
      )}
      <FormField form={form} name="title" label="Title" required autoComplete="off" help="Names the output in lists and on the streams that use it." />
      {Object.keys(type.requested_configuration).length > 0 && (
        <fieldset className="border-top pt-3 mt-2">
          <legend className="h6 text-body-secondary">{type.name} configuration</legend>
          <ConfigurationFields form={form} requested={type.requested_configuration} />
        </fieldset>
      )}
    </EntityFormDialog>
  );
};

export default OutputDialog;

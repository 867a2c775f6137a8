import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import { pipelineSourceOf } from '@/stores/pipelines/pipelineSource';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import { PipelinesActions } from '@/stores/pipelines/PipelinesStore';

import { withReadableParseErrors } from './parseErrorText';
import { stagesOf } from './pipelineStages';

type Values = { title: string, description: string };

type Props = {
  /** The pipeline to edit; a new one (with one empty stage 0, as Graylog starts it) when absent. */
  pipeline?: Pipeline,
  onClose: () => void,
  onSaved: (saved: Pipeline) => void,
};

const NEW_PIPELINE_STAGES = [{ stage: 0, match_all: false, rules: [] }];

/** The title and description of a pipeline, new or existing. The title is part of the source, which is rewritten with it. */
const PipelineDetailsDialog = ({ pipeline, onClose, onSaved }: Props) => {
  const form = useEntityForm<Values>({
    initialValues: { title: pipeline?.title ?? '', description: pipeline?.description ?? '' },
    validate: (values) => requireFields(values, { title: 'Title' }),
    onSubmit: (values) => {
      const title = values.title.trim();
      const request = { title, description: values.description, source: pipelineSourceOf(title, pipeline ? stagesOf(pipeline) : NEW_PIPELINE_STAGES) };
      const saved = pipeline ? PipelinesActions.update(pipeline.id, request) : PipelinesActions.create(request);
      return saved.catch(withReadableParseErrors);
    },
    onSuccess: (saved) => onSaved(saved as Pipeline),
  });
  return (
    <EntityFormDialog form={form} title={pipeline ? `Edit pipeline ${pipeline.title}` : 'Create pipeline'}
                      submitLabel={pipeline ? 'Update pipeline' : 'Create pipeline'} onClose={onClose}>
      <FormField form={form} name="title" label="Title" required help="A name that says what the pipeline does." />
      <FormField form={form} name="description" type="textarea" rows={3} label="Description" />
    </EntityFormDialog>
  );
};

export default PipelineDetailsDialog;

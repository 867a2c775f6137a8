import React from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import Routes from '@/routing/Routes';
import type { Rule } from '@/stores/rules/RulesStore';
import { nextStageNumber, pipelineSourceOf, withStage } from '@/stores/pipelines/pipelineSource';
import type { Pipeline, PipelineStage } from '@/stores/pipelines/PipelinesStore';
import { PipelinesActions } from '@/stores/pipelines/PipelinesStore';

import { withReadableParseErrors } from './parseErrorText';
import { MATCH_ALL_TEXT, MATCH_EITHER_TEXT, stagesOf } from './pipelineStages';
import SearchableMultiSelect from './SearchableMultiSelect';

type Values = { stage: number | undefined, matchAll: boolean, rules: Array<string> };

type Props = {
  pipeline: Pipeline,
  /** The stage to edit; a new stage, numbered after the last, when absent. */
  stage?: PipelineStage,
  /** The rules to choose from; undefined while they load. */
  rules: ReadonlyArray<Rule> | undefined,
  /** The rules could not be loaded: the stage's rules can be removed, not added. */
  rulesFailed?: boolean,
  onClose: () => void,
  onSaved: (saved: Pipeline) => void,
};

// Graylog keeps a stage's number in a Java int.
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

const validateStage = (values: Values, taken: ReadonlyArray<number>): FieldErrors<Values> => {
  if (values.stage === undefined || Number.isNaN(values.stage)) {
    return { stage: 'Stage is required.' };
  }
  if (!Number.isInteger(values.stage) || values.stage < INT_MIN || values.stage > INT_MAX) {
    return { stage: 'The stage must be a whole number.' };
  }
  if (taken.includes(values.stage)) {
    return { stage: 'Stage is already in use, please use another number or edit the existing stage.' };
  }
  return {};
};

/**
 * Adds a stage to a pipeline or changes one: its number (its place in the order), when messages go on to the
 * next stage, and its rules. Saving rewrites the pipeline's source; a refusal leaves everything as typed.
 */
const StageDialog = ({ pipeline, stage, rules, rulesFailed = false, onClose, onSaved }: Props) => {
  const stages = stagesOf(pipeline);
  const taken = stages.map((existing) => existing.stage).filter((number) => number !== stage?.stage);
  const form = useEntityForm<Values>({
    initialValues: { stage: stage?.stage ?? nextStageNumber(stages), matchAll: stage?.match_all ?? false, rules: stage?.rules ?? [] },
    validate: (values) => validateStage(values, taken),
    onSubmit: (values) => {
      const edited: PipelineStage = { stage: values.stage ?? 0, match_all: values.matchAll, rules: values.rules };
      const source = pipelineSourceOf(pipeline.title, withStage(stages, edited, stage?.stage));
      return PipelinesActions.update(pipeline.id, { title: pipeline.title, description: pipeline.description, source }).catch(withReadableParseErrors);
    },
    onSuccess: (saved) => onSaved(saved as Pipeline),
  });
  const matchName = `${form.formId}-match`;
  const options = rules?.map((rule) => ({ value: rule.title, label: rule.title, description: rule.description || undefined }));

  return (
    <EntityFormDialog form={form} title={stage ? `Edit stage ${stage.stage}` : 'Add new stage'} submitLabel="Save stage" onClose={onClose} size="lg" backdrop="static">
      <FormField form={form} name="stage" type="number" step={1} label="Stage" required
                 help="Stage priority. The lower the number, the earlier it will execute." />
      <fieldset className="mb-3 console-form-group">
        <legend className="form-label fs-6 mb-1">Continue processing on next stage when</legend>
        <Form.Check type="radio" id={`${matchName}-all`} name={matchName} label={MATCH_ALL_TEXT} checked={form.values.matchAll}
                    disabled={form.submitting} onChange={() => form.setValue('matchAll', true)} />
        <Form.Check type="radio" id={`${matchName}-either`} name={matchName} label={MATCH_EITHER_TEXT} checked={!form.values.matchAll}
                    disabled={form.submitting} onChange={() => form.setValue('matchAll', false)} />
      </fieldset>
      <SearchableMultiSelect id={`${form.formId}-rules`} label="Stage rules" itemName="rule" value={form.values.rules}
                             onChange={(chosen) => form.setValue('rules', chosen)} options={options} disabled={form.submitting} error={form.errors.rules}
                             unavailable={rulesFailed ? 'The rules could not be loaded, so none can be added now.' : undefined}
                             help={<>Select the rules evaluated on this stage, or create one on the <Link to={Routes.SYSTEM.PIPELINES.RULES}>pipeline rules page</Link>.</>} />
    </EntityFormDialog>
  );
};

export default StageDialog;

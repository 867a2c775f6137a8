import React, { useEffect, useState } from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import { useEntityForm } from '@/components/common/form/useEntityForm';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import { InputsActions } from '@/stores/inputs/InputsStore';
import { StreamRulesActions } from '@/stores/streams/StreamRulesStore';
import type { StreamRule, StreamRuleTypeInfo } from '@/stores/streams/streamTypes';
import { StreamRuleType } from '@/stores/streams/streamTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import { ruleSentence, typeTakesField, typeTakesValue } from './streamRuleTexts';
import { initialRuleValues, toRuleRequest, validateRule } from './streamRuleFormValues';
import type { StreamRuleFormValues } from './streamRuleFormValues';

type Props = {
  streamId: string,
  /** The rule to edit; a new rule without it. */
  rule?: StreamRule,
  types: ReadonlyArray<StreamRuleTypeInfo>,
  onClose: () => void,
  onSaved: () => void,
};

/** The inputs a match-input rule can name; undefined when the user may not list them (the id is typed then). */
const useInputs = (wanted: boolean): Array<InputSummary> | undefined => {
  const mayList = useStore(CurrentUserStore, (state) => isPermitted(state.currentUser?.permissions, 'inputs:read'));
  const [inputs, setInputs] = useState<Array<InputSummary> | undefined>();
  useEffect(() => {
    if (!wanted || !mayList || inputs) return undefined;
    let current = true;
    InputsActions.list().then((listed) => { if (current) setInputs(listed); }, () => {});
    return () => { current = false; };
  }, [wanted, mayList, inputs]);
  return inputs;
};

/** Field, type, value, inversion and description of one rule, with the rule read out as a sentence. */
const StreamRuleFormDialog = ({ streamId, rule, types, onClose, onSaved }: Props) => {
  const form = useEntityForm<StreamRuleFormValues>({
    initialValues: initialRuleValues(rule),
    validate: validateRule,
    onSubmit: (values) => (rule
      ? StreamRulesActions.update(streamId, rule.id, toRuleRequest(values))
      : StreamRulesActions.create(streamId, toRuleRequest(values))),
    onSuccess: onSaved,
  });
  const type = Number(form.values.type);
  const inputs = useInputs(type === StreamRuleType.MATCH_INPUT);
  const typeOptions = types.map((ruleType) => ({ value: String(ruleType.id), label: ruleType.short_desc }));
  const inputOptions = (inputs ?? []).map((input) => ({ value: input.id, label: `${input.title} (${input.name})` }));
  const inputTitle = (inputId: string) => inputs?.find((input) => input.id === inputId)?.title;
  const longDescription = types.find((ruleType) => ruleType.id === type)?.long_desc;

  return (
    <EntityFormDialog form={form} title={rule ? 'Edit stream rule' : 'New stream rule'} submitLabel={rule ? 'Save rule' : 'Create rule'} onClose={onClose}>
      <FormField form={form} type="select" name="type" label="Type" required options={typeOptions} help={longDescription} />
      {typeTakesField(type) && (
        <FormField form={form} name="field" label="Field" required placeholder="source" help="The message field the rule looks at." />
      )}
      {typeTakesValue(type) && type === StreamRuleType.MATCH_INPUT && inputs && (
        <FormField form={form} type="select" name="value" label="Input" required options={inputOptions} placeholder="Choose an input" />
      )}
      {typeTakesValue(type) && !(type === StreamRuleType.MATCH_INPUT && inputs) && (
        <FormField form={form} name="value" label={type === StreamRuleType.MATCH_INPUT ? 'Input ID' : 'Value'} required
                   help={type === StreamRuleType.REGEX ? 'A Java regular expression, matched anywhere in the value unless anchored.' : undefined} />
      )}
      <FormField form={form} type="checkbox" name="inverted" label="Inverted" help="The rule matches when its condition does not hold." />
      <FormField form={form} type="textarea" name="description" label="Description" rows={2} />
      <p className="mb-0 small">
        <span className="text-body-secondary">The rule reads: </span>
        <span data-testid="rule-sentence">{ruleSentence(toRuleRequest(form.values), types, inputTitle)}</span>
      </p>
    </EntityFormDialog>
  );
};

export default StreamRuleFormDialog;

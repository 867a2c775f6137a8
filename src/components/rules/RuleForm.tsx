// The rule editor: description, the source in CodeMirror, the parser's verdict while typing, and saving. The title
// is not a field: Graylog takes it from the source's `rule "title"`.
import React, { useRef } from 'react';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import Routes from '@/routing/Routes';
import type { Rule, RuleParseError, RuleRequest } from '@/stores/rules/RulesStore';
import { parseErrorsOf, RulesActions, sourceRefusalOf } from '@/stores/rules/RulesStore';

import RuleSourceField from './RuleSourceField';
import RuleTitle from './RuleTitle';
import { titleFromSource } from './ruleSource';
import useRuleParse from './useRuleParse';

type Values = { description: string, source: string };

type Props = {
  /** The rule edited; none for a new rule. */
  rule?: Rule,
  onSaved: (rule: Rule) => void,
};

const requestOf = (values: Values): RuleRequest => ({ title: titleFromSource(values.source) ?? '', description: values.description, source: values.source });

/** The form's alert when the server refused the source: the errors themselves are at their lines. */
export const refusalSentence = (count: number): string => (count === 1
  ? 'The rule was not saved: the parser found an error, shown at its line below. Your text is kept.'
  : `The rule was not saved: the parser found ${count} errors, shown at their lines below. Your text is kept.`);

/** The form's alert when the server refused the source for another reason (a title in use), listed under the editor. */
export const SOURCE_REFUSAL_SENTENCE = 'The rule was not saved: the server refused its source for the reason listed below. Your text is kept.';

const RuleForm = ({ rule, onSaved }: Props) => {
  // The parse state needs the form's text, and a refused save needs the parse state: the ref breaks the circle.
  const showParseErrors = useRef<(source: string, errors: Array<RuleParseError>) => void>(() => {});
  const form = useEntityForm<Values>({
    initialValues: { description: rule?.description ?? '', source: rule?.source ?? '' },
    validate: (values) => requireFields(values, { source: 'The rule source' }),
    onSubmit: (values) => {
      const request = requestOf(values);
      const saving = rule ? RulesActions.update(rule.id, request) : RulesActions.create(request);
      return saving.catch((error: unknown) => {
        const parseErrors = parseErrorsOf(error);
        const errors = parseErrors ?? sourceRefusalOf(error);
        if (!errors) throw error;
        // Listed under the editor, at their lines; the alert only says the save did not happen.
        showParseErrors.current(values.source, errors);
        throw new Error(parseErrors ? refusalSentence(parseErrors.length) : SOURCE_REFUSAL_SENTENCE);
      });
    },
    onSuccess: (saved) => onSaved(saved as Rule),
  });
  const { source } = form.values;
  const parse = useRuleParse(source);
  showParseErrors.current = parse.show;

  return (
    <EntityForm form={form} submitLabel={rule ? 'Update rule' : 'Create rule'} cancelTo={Routes.SYSTEM.PIPELINES.RULES}>
      <RuleTitle source={source} />
      <FormField form={form} name="description" label="Description" type="textarea" rows={2} />
      <RuleSourceField id={`${form.formId}-source`} value={source} onChange={(next) => form.setValue('source', next)} parse={parse}
                       error={form.errors.source} />
    </EntityForm>
  );
};

export default RuleForm;

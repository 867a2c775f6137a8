// The rule form's values and the request they make: fields a rule type does not use are sent as Graylog's
// own console sends them (empty value, the input field for match-input), so a changed type never carries
// a stale value along.
import type { StreamRule, StreamRuleRequest } from '@/stores/streams/streamTypes';
import { StreamRuleType } from '@/stores/streams/streamTypes';

import { INPUT_FIELD, typeTakesField, typeTakesValue } from './streamRuleTexts';

export type StreamRuleFormValues = {
  field: string,
  /** The rule type's id, as the type select holds it. */
  type: string,
  value: string,
  inverted: boolean,
  description: string,
};

export const initialRuleValues = (rule?: StreamRule): StreamRuleFormValues => ({
  field: rule?.field ?? '',
  type: String(rule?.type ?? StreamRuleType.EXACT),
  value: rule?.value ?? '',
  inverted: rule?.inverted ?? false,
  description: rule?.description ?? '',
});

export const toRuleRequest = (values: StreamRuleFormValues): StreamRuleRequest => {
  const type = Number(values.type);
  let field = '';
  if (typeTakesField(type)) {
    field = values.field.trim();
  } else if (type === StreamRuleType.MATCH_INPUT) {
    field = INPUT_FIELD;
  }
  return {
    field,
    type,
    value: typeTakesValue(type) ? values.value : '',
    inverted: values.inverted,
    description: values.description.trim(),
  };
};

const NUMERIC_TYPES: ReadonlyArray<number> = [StreamRuleType.GREATER, StreamRuleType.SMALLER];

/** The browser's checks; whether a regular expression compiles is the server's to say (Java syntax). */
export const validateRule = (values: StreamRuleFormValues): Partial<Record<keyof StreamRuleFormValues, string>> => {
  const type = Number(values.type);
  const errors: Partial<Record<keyof StreamRuleFormValues, string>> = {};
  if (typeTakesField(type) && values.field.trim() === '') {
    errors.field = 'Field is required.';
  }
  if (typeTakesValue(type) && values.value.trim() === '') {
    errors.value = type === StreamRuleType.MATCH_INPUT ? 'Input is required.' : 'Value is required.';
  } else if (NUMERIC_TYPES.includes(type) && !Number.isFinite(Number(values.value))) {
    errors.value = 'Value must be a number.';
  }
  return errors;
};

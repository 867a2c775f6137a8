import React from 'react';

import FormField from '@/components/common/form/FormField';
import type { EntityFormState } from '@/components/common/form/useEntityForm';

import type { ExtractorFormValues } from './extractorFormValues';
import { conditionTestRequest } from './extractorTests';
import type { ConditionOutcome } from './extractorTests';
import useDebouncedCall from '@/components/common/useDebouncedCall';
import type { DebouncedState } from '@/components/common/useDebouncedCall';

type Props = { form: EntityFormState<ExtractorFormValues>, example: string };

const CONDITION_OPTIONS = [
  { value: 'none', label: 'Always try to extract' },
  { value: 'string', label: 'Only when the field contains a string' },
  { value: 'regex', label: 'Only when the field matches a regular expression' },
];

const ConditionVerdict = ({ state }: { state: DebouncedState<ConditionOutcome> }) => {
  const { result, status } = state;
  if (status === 'idle' || status === 'failed' || !result) {
    return null;
  }
  let text: React.ReactNode;
  if (result.kind === 'invalid') {
    text = <span className="text-danger">{result.message}</span>;
  } else if (result.matches) {
    text = <span className="text-success">The example meets the condition: the extractor would run.</span>;
  } else {
    text = <span className="text-warning-emphasis">The example does not meet the condition: the extractor would not run.</span>;
  }
  return <p className="small mb-3" aria-live="polite" style={{ marginTop: '-0.5rem', opacity: status === 'pending' ? 0.6 : 1 }}>{text}</p>;
};

/**
 * When the extractor runs: always, or only for fields that contain a string or match a regular expression.
 * The value field exists only with a condition; the example tells at once whether it would run.
 */
const ConditionFields = ({ form, example }: Props) => {
  const conditionType = form.values.condition_type;
  const state = useDebouncedCall(conditionTestRequest(form.values, example));
  return (
    <>
      <FormField form={form} name="condition_type" type="select" label="Condition" options={CONDITION_OPTIONS}
                 help="Extracting only from fields that meet a condition avoids wrong extractions and saves processing." />
      {conditionType !== 'none' && (
        <>
          <FormField form={form} name="condition_value" required
                     label={conditionType === 'string' ? 'Field contains string' : 'Field matches regular expression'}
                     placeholder={conditionType === 'string' ? 'GET' : '^GET\\s'} />
          <ConditionVerdict state={state} />
        </>
      )}
    </>
  );
};

export default ConditionFields;

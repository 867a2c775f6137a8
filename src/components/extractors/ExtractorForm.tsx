import React, { useEffect, useState } from 'react';
import { Card } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { EntityFormState } from '@/components/common/form/useEntityForm';

import ConditionFields from './ConditionFields';
import ConvertersEditor from './ConvertersEditor';
import ExampleMessagePanel from './ExampleMessagePanel';
import ExtractorConfigFields from './ExtractorConfigFields';
import type { ExtractorFormValues } from './extractorFormValues';
import { refusalForForm, validateExtractor } from './extractorFormValues';
import ExtractorTestResult from './ExtractorTestResult';
import { extractorTestRequest } from './extractorTests';
import { EXTRACTOR_TYPE_INFO, EXTRACTOR_TYPES, extractorTypeLabel, isEditableType, needsTargetField } from './extractorTypes';
import useDebouncedCall from '@/components/common/useDebouncedCall';
import useExampleMessages, { fieldText } from './useExampleMessages';
import type { MessageReference } from './useExampleMessages';

type Props = {
  inputId: string,
  initialValues: ExtractorFormValues,
  /** The message to try the extractor on; otherwise the input's recent messages. */
  initialMessage?: MessageReference,
  submitLabel: string,
  /** Saves the extractor (a store action); a refusal is placed at the fields. */
  onSubmit: (values: ExtractorFormValues) => Promise<unknown>,
  onSuccess: () => void,
  cancelTo: string,
};

const CURSOR_OPTIONS = [
  { value: 'copy', label: 'Copy: keep the source field as it is' },
  { value: 'cut', label: 'Cut: remove the extracted part from the source field' },
];

const SOURCE_FIELD_HELP = 'The message field to extract from; the example message suggests its fields.';

/** The source field, suggesting the fields of the example message. */
const SourceFieldInput = ({ form, fieldNames }: { form: EntityFormState<ExtractorFormValues>, fieldNames: Array<string> }) => {
  const id = `${form.formId}-source_field`;
  const error = form.errors.source_field;
  return (
    <FormGroup label="Source field" htmlFor={id} error={error} help={SOURCE_FIELD_HELP} required>
      <input id={id} name="source_field" type="text" className={`form-control${error ? ' is-invalid' : ''}`} required
             list={`${id}-suggestions`} value={form.values.source_field} disabled={form.submitting} autoComplete="off"
             aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error, help: SOURCE_FIELD_HELP })}
             onBlur={() => form.markTouched('source_field')} onChange={(event) => form.setValue('source_field', event.target.value)} />
      <datalist id={`${id}-suggestions`}>{fieldNames.map((name) => <option key={name} value={name} />)}</datalist>
    </FormGroup>
  );
};

/**
 * The one form for every extractor type: the example it is tried on, the type and its settings with the
 * result on the example as the user types, the condition, where the result goes, and converters.
 */
const ExtractorForm = ({ inputId, initialValues, initialMessage, submitLabel, onSubmit, onSuccess, cancelTo }: Props) => {
  const form = useEntityForm<ExtractorFormValues>({
    initialValues,
    validate: validateExtractor,
    onSubmit: (values) => onSubmit(values).catch((error: unknown) => { throw refusalForForm(error, values.type); }),
    onSuccess,
  });
  const { values } = form;
  const examples = useExampleMessages(inputId, initialMessage);
  const [example, setExample] = useState('');
  const [followsMessage, setFollowsMessage] = useState(true);

  // The example is the source field of the message on show, until the user types one of their own.
  const messageValue = fieldText(examples.message, values.source_field.trim());
  useEffect(() => {
    if (followsMessage && examples.status === 'loaded') {
      setExample(messageValue ?? '');
    }
  }, [followsMessage, messageValue, examples.status]);

  const test = extractorTestRequest(values, example);
  const blocker = 'blocked' in test ? test : undefined;
  const testState = useDebouncedCall('blocked' in test ? null : test);

  const typeOptions = [
    ...EXTRACTOR_TYPES.map((type) => ({ value: type, label: EXTRACTOR_TYPE_INFO[type].label })),
    ...(isEditableType(values.type) ? [] : [{ value: values.type, label: extractorTypeLabel(values.type) }]),
  ];
  const fieldNames = Object.keys(examples.message?.fields ?? {}).sort();

  return (
    <EntityForm form={form} submitLabel={submitLabel} cancelTo={cancelTo} className="console-extractor-form">
      <Card className="mb-3">
        <Card.Header as="h2" className="h5 mb-0">Example message</Card.Header>
        <Card.Body>
          <ExampleMessagePanel id={`${form.formId}-example`} examples={examples} sourceField={values.source_field.trim()} example={example}
                               followsMessage={followsMessage}
                               onType={(typed) => { setFollowsMessage(false); setExample(typed); }}
                               onFollowMessage={() => setFollowsMessage(true)} />
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Header as="h2" className="h5 mb-0">Extractor configuration</Card.Header>
        <Card.Body>
          <div className="row">
            <div className="col-md-6">
              <FormField form={form} name="type" type="select" label="Extractor type" required options={typeOptions}
                         help={isEditableType(values.type) ? EXTRACTOR_TYPE_INFO[values.type].description : undefined} />
            </div>
            <div className="col-md-6">
              <SourceFieldInput form={form} fieldNames={fieldNames} />
            </div>
          </div>
          <ExtractorConfigFields form={form} />
          <ExtractorTestResult state={testState} blocker={blocker} example={example} />
          <ConditionFields form={form} example={example} />
          <div className="row">
            {needsTargetField(values.type) && (
              <div className="col-md-6">
                <FormField form={form} name="target_field" label="Store as field" required placeholder="http_response_code"
                           help="Letters, digits and underscores only." />
              </div>
            )}
            <div className="col-md-6">
              <FormField form={form} name="cursor_strategy" type="select" label="Extraction strategy" options={CURSOR_OPTIONS} />
            </div>
          </div>
          <FormField form={form} name="title" label="Extractor title" required help="Names the extractor in the list, e.g. Response code." />
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Header as="h2" className="h5 mb-0">Converters</Card.Header>
        <Card.Body>
          <ConvertersEditor form={form} />
        </Card.Body>
      </Card>
    </EntityForm>
  );
};

export default ExtractorForm;

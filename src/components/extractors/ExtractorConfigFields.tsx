import React from 'react';
import { Link } from 'react-router-dom';

import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import LookupTableSelect from '@/components/lookup-tables/LookupTableSelect';
import Routes from '@/routing/Routes';

import type { ExtractorFormValues } from './extractorFormValues';
import { extractorTypeLabel } from './extractorTypes';

type Props = { form: EntityFormState<ExtractorFormValues> };

const GrokFields = ({ form }: Props) => (
  <>
    <FormField form={form} name="grok_pattern" label="Grok pattern" required placeholder="%{IPV4:client} %{WORD:method}"
               help={<>Named captures become fields, e.g. <code>{'%{IPV4:client}'}</code>. See the <Link to={Routes.SYSTEM.GROKPATTERNS}>grok patterns</Link> you can use.</>} />
    <FormField form={form} name="named_captures_only" type="checkbox" label="Named captures only"
               help="Store only the captures you named, not those of the patterns inside them." />
  </>
);

const JsonFields = ({ form }: Props) => (
  <>
    <FormField form={form} name="flatten" type="checkbox" label="Flatten structures"
               help="Store nested objects as one field of key=value pairs instead of one field per key." />
    <div className="row">
      <div className="col-md-4"><FormField form={form} name="list_separator" label="List item separator" help="Joins the items of a list." /></div>
      <div className="col-md-4"><FormField form={form} name="key_separator" label="Key separator" help="Joins nested keys when not flattened." /></div>
      <div className="col-md-4"><FormField form={form} name="kv_separator" label="Key/value separator" help="Joins a key and its value when flattened." /></div>
    </div>
    <FormField form={form} name="key_prefix" label="Key prefix" help="Put in front of every field name, e.g. json_." />
    <FormField form={form} name="replace_key_whitespace" type="checkbox" label="Replace whitespace in keys"
               help="Field names cannot contain spaces; replace them with the text below." />
    {form.values.replace_key_whitespace && (
      <FormField form={form} name="key_whitespace_replacement" label="Key whitespace replacement" />
    )}
  </>
);

const RegexFields = ({ form }: Props) => (
  <FormField form={form} name="regex_value" label="Regular expression" required placeholder="client=(\S+)"
             help="The first matching group is stored, e.g. client=(\S+) stores what follows client=." />
);

const RegexReplaceFields = ({ form }: Props) => (
  <>
    <FormField form={form} name="regex" label="Regular expression" required placeholder="(\d+)ms" />
    <FormField form={form} name="replacement" label="Replacement" placeholder="$1"
               help="Refer to matching groups as $1, $2 and so on." />
    <FormField form={form} name="replace_all" type="checkbox" label="Replace all occurrences" help="Otherwise only the first match is replaced." />
  </>
);

const SplitAndIndexFields = ({ form }: Props) => (
  <div className="row">
    <div className="col-md-6">
      <FormField form={form} name="split_by" label="Split by" required placeholder="," help="Characters to split the field at, e.g. a space or a comma." />
    </div>
    <div className="col-md-6">
      <FormField form={form} name="index" type="number" label="Position" required min={1} step={1} help="Which part to store: 1 is the first." />
    </div>
  </div>
);

const SubstringFields = ({ form }: Props) => (
  <div className="row">
    <div className="col-md-6">
      <FormField form={form} name="begin_index" type="number" label="Begin index" required min={0} step={1} help="The first character stored; 0 is the start." />
    </div>
    <div className="col-md-6">
      <FormField form={form} name="end_index" type="number" label="End index" required min={1} step={1} help="The character after the last one stored." />
    </div>
  </div>
);

const LOOKUP_TABLE_HELP = 'The whole source field is the key; the table\'s single value is stored.';

const LookupTableFields = ({ form }: Props) => {
  const id = `${form.formId}-lookup_table_name`;
  const error = form.errors.lookup_table_name;
  return (
    <FormGroup label="Lookup table" htmlFor={id} error={error} help={LOOKUP_TABLE_HELP} required>
      <LookupTableSelect id={id} value={form.values.lookup_table_name} disabled={form.submitting} invalid={Boolean(error)}
                         describedBy={describedBy(id, { error, help: LOOKUP_TABLE_HELP })}
                         onChange={(name) => { form.setValue('lookup_table_name', name); form.markTouched('lookup_table_name'); }} />
    </FormGroup>
  );
};

/** The settings of the chosen extractor type. */
const ExtractorConfigFields = ({ form }: Props) => {
  switch (form.values.type) {
    case 'copy_input':
      return <p className="text-body-secondary">Copy input has no settings: it copies the whole source field.</p>;
    case 'grok':
      return <GrokFields form={form} />;
    case 'json':
      return <JsonFields form={form} />;
    case 'regex':
      return <RegexFields form={form} />;
    case 'regex_replace':
      return <RegexReplaceFields form={form} />;
    case 'split_and_index':
      return <SplitAndIndexFields form={form} />;
    case 'substring':
      return <SubstringFields form={form} />;
    case 'lookup_table':
      return <LookupTableFields form={form} />;
    default:
      return (
        <p className="text-body-secondary">
          The settings of this {extractorTypeLabel(form.values.type)} extractor cannot be edited here; they are kept as they are.
        </p>
      );
  }
};

export default ExtractorConfigFields;

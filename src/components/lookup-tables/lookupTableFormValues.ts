import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank, requireFields } from '@/components/common/form/validators';
import type { DefaultValueType, LookupTable, LookupTableRequest } from '@/stores/lookup-tables/lookupPayloads';

/** Each of a table's own fields, as the form holds it: text (the value types as chosen in their selects). */
export type LookupTableFormValues = Record<Exclude<keyof LookupTable, 'id' | 'content_pack'>, string>;

export const DEFAULT_VALUE_TYPE_OPTIONS = [
  { value: 'NULL', label: 'Null' },
  { value: 'STRING', label: 'String' },
  { value: 'NUMBER', label: 'Number' },
  { value: 'BOOLEAN', label: 'Boolean' },
  { value: 'OBJECT', label: 'Object' },
];

/** Multi values are maps: only objects (JSON) and null make sense. */
export const MULTI_VALUE_TYPE_OPTIONS = DEFAULT_VALUE_TYPE_OPTIONS.filter((option) => option.value === 'NULL' || option.value === 'OBJECT');

export const emptyLookupTableFormValues = (): LookupTableFormValues => ({
  title: '',
  description: '',
  name: '',
  cache_id: '',
  data_adapter_id: '',
  default_single_value: '',
  default_single_value_type: 'NULL',
  default_multi_value: '',
  default_multi_value_type: 'NULL',
});

export const lookupTableFormValuesOf = (table: LookupTable): LookupTableFormValues => ({
  title: table.title,
  description: table.description,
  name: table.name,
  cache_id: table.cache_id,
  data_adapter_id: table.data_adapter_id,
  default_single_value: table.default_single_value ?? '',
  default_single_value_type: table.default_single_value_type ?? 'NULL',
  default_multi_value: table.default_multi_value ?? '',
  default_multi_value_type: table.default_multi_value_type ?? 'NULL',
});

export const lookupTableRequestOf = (values: LookupTableFormValues, saved?: LookupTable): LookupTableRequest => ({
  ...(saved ?? {}),
  title: values.title.trim(),
  description: values.description.trim(),
  name: values.name.trim(),
  cache_id: values.cache_id,
  data_adapter_id: values.data_adapter_id,
  default_single_value: values.default_single_value,
  default_single_value_type: values.default_single_value_type as DefaultValueType,
  default_multi_value: values.default_multi_value,
  default_multi_value_type: values.default_multi_value_type as DefaultValueType,
});

const NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The browser's checks; the validate call checks the rest (unique name, default values). */
export const validateLookupTable = (values: LookupTableFormValues): FieldErrors<LookupTableFormValues> => {
  const errors: FieldErrors<LookupTableFormValues> = requireFields(values, {
    title: 'Title', name: 'Name', cache_id: 'Cache', data_adapter_id: 'Data adapter',
  });
  if (!errors.name && !NAME_PATTERN.test(values.name.trim())) errors.name = 'Use only letters, digits, - and _.';
  if (values.default_single_value_type !== 'NULL' && isBlank(values.default_single_value)) {
    errors.default_single_value = 'Enter the default value, or choose the type Null.';
  }
  if (values.default_multi_value_type !== 'NULL' && isBlank(values.default_multi_value)) {
    errors.default_multi_value = 'Enter the default value as JSON, or choose the type Null.';
  }
  return errors;
};

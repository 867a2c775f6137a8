// Creating an index set and changing one. The prefix and the analyzer are set once, at creation: the
// prefix names the set's indices and must be unique, so it cannot change afterwards.
import React, { useMemo } from 'react';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import FormGroup from '@/components/common/form/FormGroup';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { IndexSet } from '@/stores/indices/IndexSetsStore';
import { IndexSetsActions } from '@/stores/indices/IndexSetsStore';

import type { IndexSetFormValues, Strategies } from './indexSetFormValues';
import { createRequest, indexSetFormValues, NEW_INDEX_SET, updateRequest, validateIndexSet } from './indexSetFormValues';
import StrategyFields from './StrategyFields';

type Props = {
  /** The set to change; a new set is created without it. */
  indexSet?: IndexSet,
  strategies: Strategies,
  cancelTo: string,
  onSaved: (saved: IndexSet) => void,
};

const ReadOnlyField = ({ id, label, value, help }: { id: string, label: string, value: string, help: string }) => (
  <FormGroup label={label} htmlFor={id} help={help}>
    <input id={id} type="text" className="form-control-plaintext" value={value} readOnly aria-describedby={`${id}-help`} />
  </FormGroup>
);

const IndexSetForm = ({ indexSet, strategies, cancelTo, onSaved }: Props) => {
  const initialValues = useMemo(() => indexSetFormValues(indexSet, strategies), [indexSet, strategies]);
  // A set that is not writable is never rotated, so neither strategy applies to it (as in Graylog's console).
  const maintained = indexSet?.writable !== false;
  const form = useEntityForm<IndexSetFormValues>({
    initialValues,
    validate: (values) => validateIndexSet(values, strategies, maintained),
    onSubmit: (values) => (indexSet
      ? IndexSetsActions.update(indexSet.id, updateRequest(values, strategies, indexSet))
      : IndexSetsActions.create(createRequest(values, strategies, new Date()))),
    onSuccess: (saved) => onSaved(saved as IndexSet),
  });
  const source = indexSet ?? NEW_INDEX_SET;

  return (
    <EntityForm form={form} submitLabel={indexSet ? 'Save index set' : 'Create index set'} cancelTo={cancelTo} className="col-lg-9 col-xxl-7">
      <FormField form={form} name="title" label="Title" required help="A descriptive name of the index set." />
      <FormField form={form} name="description" label="Description" help="What the index set holds, for whoever chooses it for a stream." />
      {indexSet ? (
        <>
          <ReadOnlyField id={`${form.formId}-index_prefix`} label="Index prefix" value={indexSet.index_prefix}
                         help="The prefix of the set's indices; it cannot be changed after creation." />
          <ReadOnlyField id={`${form.formId}-index_analyzer`} label="Analyzer" value={indexSet.index_analyzer}
                         help="The analyzer of the set's indices; it cannot be changed after creation." />
        </>
      ) : (
        <>
          <FormField form={form} name="index_prefix" label="Index prefix" required autoComplete="off"
                     help="A unique prefix for the set's indices (prefix_0, prefix_1, …): lower case letters, digits, '_', '-' and '+', starting with a letter or digit. It cannot be changed later." />
          <FormField form={form} name="index_analyzer" label="Analyzer" required help="The analyzer of the set's indices." />
        </>
      )}
      <div className="row">
        <div className="col-sm-4">
          <FormField form={form} type="number" name="shards" label="Index shards" required min={1} step={1} help="Shards per index." />
        </div>
        <div className="col-sm-4">
          <FormField form={form} type="number" name="replicas" label="Index replicas" required min={0} step={1} help="Replicas per index." />
        </div>
        <div className="col-sm-4">
          <FormField form={form} type="number" name="index_optimization_max_num_segments" label="Max. number of segments" required min={1} step={1}
                     help="Segments per index after optimization." />
        </div>
      </div>
      <FormField form={form} type="checkbox" name="index_optimization_disabled" label="Disable index optimization after rotation"
                 help="Indices are not optimized (force merged) after rotation." />
      <FormField form={form} type="number" name="field_type_refresh_interval" label="Field type refresh interval (seconds)" required min={1} step={1}
                 help="How often the field types of the write index are updated." />
      {maintained && (
        <>
          <StrategyFields form={form} kind="rotation" strategies={strategies.rotation}
                          saved={{ strategyClass: source.rotation_strategy_class, config: source.rotation_strategy }} />
          <StrategyFields form={form} kind="retention" strategies={strategies.retention}
                          saved={{ strategyClass: source.retention_strategy_class, config: source.retention_strategy }} />
        </>
      )}
    </EntityForm>
  );
};

export default IndexSetForm;

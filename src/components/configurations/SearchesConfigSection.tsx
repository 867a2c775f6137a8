import React, { useState } from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { EntityFormState, FieldName } from '@/components/common/form/useEntityForm';
import { ClusterConfigActions } from '@/stores/configurations/ClusterConfigStore';
import type { PeriodOptions, SearchesClusterConfig } from '@/stores/configurations/clusterConfigTypes';
import { SEARCHES_CLUSTER_CONFIG } from '@/stores/configurations/clusterConfigTypes';
import { describePeriod, isZeroPeriod } from '@/util/durations';

import ConfigSection, { Setting } from './ConfigSection';
import type { PeriodOption } from './PeriodOptionsControl';
import PeriodOptionsControl from './PeriodOptionsControl';
import type { SearchesFormValues } from './searchesConfigForm';
import { searchesConfig, searchesFormValues, validateSearches } from './searchesConfigForm';

type Props = {
  config: SearchesClusterConfig,
  mayEdit: boolean,
  onSaved: (config: SearchesClusterConfig) => void,
};

const OptionsSummary = ({ options }: { options: PeriodOptions }) => (
  <ul className="list-unstyled mb-0">
    {Object.entries(options).map(([period, description]) => (
      <li key={period}><code>{period}</code> {description}</li>
    ))}
  </ul>
);

const FieldList = ({ fields }: { fields: Array<string> }) => (
  fields.length > 0 ? <>{fields.map((field) => <code key={field} className="me-2">{field}</code>)}</> : <span className="text-body-secondary">none</span>
);

type OptionsFieldName = FieldName<SearchesFormValues> & ('relative_timerange_options' | 'surrounding_timerange_options');

const OptionsField = ({ form, name, label, itemName, help }: {
  form: EntityFormState<SearchesFormValues>, name: OptionsFieldName, label: string, itemName: string, help: string,
}) => {
  const id = `${form.formId}-${name}`;
  const error = form.errors[name];
  return (
    <FormGroup label={label} htmlFor={id} error={error} help={help}>
      <PeriodOptionsControl id={id} itemName={itemName} options={form.values[name]} showProblems={form.submitCount > 0}
                            disabled={form.submitting} invalid={Boolean(error) && form.submitCount === 0}
                            describedBy={describedBy(id, { error, help })}
                            onChange={(options: Array<PeriodOption>) => form.setValue(name, options)} />
    </FormGroup>
  );
};

const SearchesConfigDialog = ({ config, onClose, onSaved }: { config: SearchesClusterConfig, onClose: () => void, onSaved: Props['onSaved'] }) => {
  const form = useEntityForm<SearchesFormValues>({
    initialValues: searchesFormValues(config),
    validate: validateSearches,
    onSubmit: (values) => ClusterConfigActions.update(SEARCHES_CLUSTER_CONFIG, searchesConfig(values)),
    onSuccess: (saved) => { onSaved(saved as SearchesClusterConfig); onClose(); },
  });
  return (
    <EntityFormDialog form={form} title="Update search configuration" submitLabel="Update configuration" onClose={onClose} size="lg" backdrop="static">
      <FormField form={form} type="checkbox" name="query_time_range_limit_enabled" label="Limit how far back a search may reach" />
      <FormField form={form} name="query_time_range_limit" label="Query time range limit" disabled={!form.values.query_time_range_limit_enabled}
                 help="An ISO 8601 period, e.g. P30D for 30 days. Searches over a longer time range are refused." />
      <OptionsField form={form} name="relative_timerange_options" label="Relative time range options" itemName="Relative option"
                    help="The choices of the time range selector. PT0S searches in all messages." />
      <OptionsField form={form} name="surrounding_timerange_options" label="Surrounding time range options" itemName="Surrounding option"
                    help="How far around a message the surrounding-messages search looks." />
      <FormField form={form} type="textarea" name="surrounding_filter_fields" label="Surrounding search filter fields" rows={4}
                 help="One field name per line: the surrounding-messages search keeps the message's values of these fields." />
      <FormField form={form} type="textarea" name="analysis_disabled_fields" label="Analysis disabled fields" rows={3}
                 help="One field name per line: field analyzers (quick values, statistics) are not offered for them." />
    </EntityFormDialog>
  );
};

/** The search configuration (Graylog's SearchesClusterConfig): its values, and a form to change them. */
const SearchesConfigSection = ({ config, mayEdit, onSaved }: Props) => {
  const [editing, setEditing] = useState(false);
  const limit = config.query_time_range_limit;
  return (
    <ConfigSection title="Search configuration" description="Limits and choices offered when searching." onEdit={mayEdit ? () => setEditing(true) : undefined}>
      <dl className="row mb-0">
        <Setting label="Query time range limit">
          {isZeroPeriod(limit) ? 'No limit' : <><code>{limit}</code> ({describePeriod(limit)})</>}
        </Setting>
        <Setting label="Relative time range options"><OptionsSummary options={config.relative_timerange_options} /></Setting>
        <Setting label="Surrounding time range options"><OptionsSummary options={config.surrounding_timerange_options} /></Setting>
        <Setting label="Surrounding search filter fields"><FieldList fields={config.surrounding_filter_fields} /></Setting>
        <Setting label="Analysis disabled fields"><FieldList fields={config.analysis_disabled_fields} /></Setting>
      </dl>
      {editing && <SearchesConfigDialog config={config} onClose={() => setEditing(false)} onSaved={onSaved} />}
    </ConfigSection>
  );
};

export default SearchesConfigSection;

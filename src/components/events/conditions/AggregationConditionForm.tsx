import React, { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';

import FormGroup from '@/components/common/form/FormGroup';
import QueryInput from '@/components/search/QueryInput';
import type { EventTypeFormProps } from '@/plugin-api/PluginExports';
import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';
import { EntityTypesActions } from '@/stores/events/EntityTypesStore';
import { FieldTypesActions } from '@/stores/search/FieldTypesStore';
import { EVENTS_STREAM_IDS } from '@/stores/streams/streamTypes';

import DurationInput from '../DurationInput';
import ChoicePicker from '../ChoicePicker';
import useStreams from '../useStreams';

import type { Comparison, ComparisonOperator, Threshold } from './aggregationConfig';
import {
  AGGREGATION_FUNCTIONS, aggregationConfigOf, COMPARISON_OPERATORS, DEFAULT_COMPARISON, FUNCTION_NAMES, thresholdOf, withThreshold,
} from './aggregationConfig';

type Props = EventTypeFormProps<EventConditionConfig> & {
  /** An aggregation (group by, functions, threshold); a filter has none of these. */
  withSeries: boolean,
};

/** Why an overlapping window repeats events (Graylog's hopping windows), said where the interval is chosen. */
export const EXECUTE_EVERY_HELP = 'A search window longer than this interval sees the same messages again on the next run: '
  + 'a filter then creates the same event again each time.';

/** The functions to offer: ours that the server lists (all of ours until it answers). */
const useAggregationFunctions = (): Array<string> => {
  const [offered, setOffered] = useState<Array<string>>([...AGGREGATION_FUNCTIONS]);
  useEffect(() => {
    let active = true;
    EntityTypesActions.get().then((types) => {
      if (active) setOffered(AGGREGATION_FUNCTIONS.filter((fn) => types.aggregation_functions.includes(fn)));
    }, () => {});
    return () => { active = false; };
  }, []);
  return offered;
};

/** Field names of the chosen streams' messages, for completing the query. */
const useFieldNames = (streams: ReadonlyArray<string>): Array<string> => {
  const [names, setNames] = useState<Array<string>>([]);
  const key = streams.join(',');
  useEffect(() => {
    let active = true;
    FieldTypesActions.load(key === '' ? [] : key.split(',')).then((fields) => {
      if (active) setNames(fields.map((field) => field.name));
    }, () => {});
    return () => { active = false; };
  }, [key]);
  return names;
};

const ComparisonRow = ({ idPrefix, index, comparison, functions, onChange, onRemove, disabled }: {
  idPrefix: string, index: number, comparison: Comparison, functions: Array<string>,
  onChange: (comparison: Comparison) => void, onRemove: () => void, disabled: boolean,
}) => {
  const id = `${idPrefix}-comparison-${index}`;
  const label = `Condition ${index + 1}`;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2" role="group" aria-label={label}>
      <Form.Select id={`${id}-function`} aria-label={`${label}: function`} value={comparison.function} disabled={disabled} style={{ width: '9rem' }}
                   onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange({ ...comparison, function: event.target.value })}>
        {[...new Set([...functions, comparison.function])].map((fn) => <option key={fn} value={fn}>{FUNCTION_NAMES[fn] ?? `${fn}()`}</option>)}
      </Form.Select>
      <Form.Control aria-label={`${label}: field`} placeholder={comparison.function === 'count' ? 'Field (optional)' : 'Field'}
                    value={comparison.field} disabled={disabled} style={{ width: '14rem' }} className="font-monospace"
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...comparison, field: event.target.value.trim() })} />
      <Form.Select aria-label={`${label}: comparison`} value={comparison.operator} disabled={disabled} style={{ width: '5.5rem' }}
                   onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange({ ...comparison, operator: event.target.value as ComparisonOperator })}>
        {COMPARISON_OPERATORS.map((operator) => <option key={operator} value={operator}>{operator}</option>)}
      </Form.Select>
      <Form.Control aria-label={`${label}: value`} type="number" value={Number.isFinite(comparison.value) ? comparison.value : ''} disabled={disabled}
                    style={{ width: '8rem' }}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...comparison, value: event.target.value === '' ? Number.NaN : Number(event.target.value) })} />
      <Button variant="outline-danger" size="sm" onClick={onRemove} disabled={disabled} aria-label={`Remove condition ${index + 1}`}>Remove</Button>
    </div>
  );
};

const ThresholdEditor = ({ idPrefix, threshold, onChange, error, disabled }: {
  idPrefix: string, threshold: Threshold, onChange: (threshold: Threshold) => void, error?: string, disabled: boolean,
}) => {
  const functions = useAggregationFunctions();
  const replace = (index: number, comparison: Comparison) => onChange({ ...threshold, comparisons: threshold.comparisons.map((old, at) => (at === index ? comparison : old)) });
  return (
    <fieldset className="mb-3 console-form-group" aria-describedby={error ? `${idPrefix}-threshold-error` : undefined}>
      <legend className="form-label fs-6 mb-1">Create events when</legend>
      {threshold.comparisons.length > 1 && (
        <Form.Select aria-label="Conditions that must be met" value={threshold.join} disabled={disabled} className="mb-2" style={{ width: '14rem' }}
                     onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange({ ...threshold, join: event.target.value as Threshold['join'] })}>
          <option value="&&">all conditions are met</option>
          <option value="||">any condition is met</option>
        </Form.Select>
      )}
      {threshold.comparisons.map((comparison, index) => (
        <ComparisonRow key={index} idPrefix={idPrefix} index={index} comparison={comparison} functions={functions} disabled={disabled}
                       onChange={(next) => replace(index, next)}
                       onRemove={() => onChange({ ...threshold, comparisons: threshold.comparisons.filter((_, at) => at !== index) })} />
      ))}
      <Button variant="outline-secondary" size="sm" disabled={disabled}
              onClick={() => onChange({ ...threshold, comparisons: [...threshold.comparisons, DEFAULT_COMPARISON] })}>
        Add condition
      </Button>
      {error && <div id={`${idPrefix}-threshold-error`} className="invalid-feedback d-block">{error}</div>}
      <div className="form-text">Each group&apos;s values are compared over the search window, e.g. count() &gt; 2.</div>
    </fieldset>
  );
};

/**
 * The condition step's form of the filter and the aggregation condition types: query, streams, search
 * window and interval, and for an aggregation the group-by fields and the threshold.
 */
const AggregationConditionForm = ({ config: stored, onChange, errors, idPrefix, disabled = false, withSeries }: Props) => {
  const config = aggregationConfigOf(stored);
  const streams = useStreams();
  const fieldNames = useFieldNames(config.streams);
  const threshold = thresholdOf(config);
  const [groupByText, setGroupByText] = useState(config.group_by.join(', '));
  const update = (changes: Partial<typeof config>) => onChange({ ...config, ...changes });
  const queryError = errors.query;
  // Its own id, not the search bar's default: the condition form must not clash with a search bar on the page.
  const queryId = `${idPrefix}-query`;

  return (
    <>
      <FormGroup label="Search query" htmlFor={queryId}
                 help="Messages matching this query (in the chosen streams) are considered; empty or * for all messages.">
        <QueryInput id={queryId} value={config.query} onChange={(query) => update({ query })} fieldNames={fieldNames}
                    error={queryError ? { description: queryError } : undefined} errorQuery={config.query} />
      </FormGroup>
      <ChoicePicker id={`${idPrefix}-streams`} label="Streams" itemName="stream" value={config.streams} disabled={disabled}
                    // The events streams hold events, not the messages a condition searches.
                    choices={streams?.filter((stream) => !EVENTS_STREAM_IDS.includes(stream.id)).map((stream) => ({ value: stream.id, label: stream.title }))}
                    onChange={(chosen) => update({ streams: chosen })} error={errors.streams}
                    help="Only messages of these streams; none for every stream you may read." />
      <div className="row">
        <div className="col-md-6">
          <DurationInput id={`${idPrefix}-search-within`} label="Search within the last" value={config.search_within_ms} disabled={disabled}
                         onChange={(ms) => update({ search_within_ms: ms })} error={errors.search_within_ms} />
        </div>
        <div className="col-md-6">
          {/* Hopping windows, as in Graylog: a window longer than the interval overlaps the previous run's. */}
          <DurationInput id={`${idPrefix}-execute-every`} label="Execute search every" value={config.execute_every_ms} disabled={disabled}
                         onChange={(ms) => update({ execute_every_ms: ms })} error={errors.execute_every_ms}
                         help={EXECUTE_EVERY_HELP} />
        </div>
      </div>
      {withSeries && (
        <>
          <FormGroup label="Group by" htmlFor={`${idPrefix}-group-by`} error={errors.group_by}
                     help="Field names, separated by commas: one event per combination of their values. Empty for one group.">
            <Form.Control id={`${idPrefix}-group-by`} value={groupByText} disabled={disabled} className="font-monospace"
                          aria-invalid={Boolean(errors.group_by)}
                          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                            setGroupByText(event.target.value);
                            update({ group_by: event.target.value.split(',').map((field) => field.trim()).filter((field) => field !== '') });
                          }} />
          </FormGroup>
          {threshold ? (
            <ThresholdEditor idPrefix={idPrefix} threshold={threshold} disabled={disabled} error={errors.conditions ?? errors.series}
                             onChange={(next) => onChange(withThreshold(config, next))} />
          ) : (
            <Alert variant="info">
              <p className="mb-2">This definition&apos;s threshold has a shape this form cannot edit; it is kept as it is.</p>
              <pre className="mb-2 small">{JSON.stringify(config.conditions?.expression, null, 2)}</pre>
              <Button size="sm" variant="outline-primary" disabled={disabled}
                      onClick={() => onChange(withThreshold(config, { join: '&&', comparisons: [DEFAULT_COMPARISON] }))}>
                Replace it with a new threshold
              </Button>
            </Alert>
          )}
        </>
      )}
    </>
  );
};

export default AggregationConditionForm;

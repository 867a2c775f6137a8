// The rotation or the retention part of the index set form: the strategy, chosen among those the server
// offers, and its settings, one field per property of the strategy's JSON schema.
import React from 'react';

import FormGroup, { describedBy, RequiredMark } from '@/components/common/form/FormGroup';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import type { StrategyConfig } from '@/stores/indices/IndexSetsStore';
import type { StrategyDescription, StrategyKind } from '@/stores/indices/IndexStrategiesStore';

import type { IndexSetFormValues } from './indexSetFormValues';
import { settingsForChoice, strategyOf } from './indexSetFormValues';
import { strategyName } from './indexSetTexts';
import type { SettingField } from './strategySettings';
import { settingFields, settingsProblems } from './strategySettings';

type Props = {
  form: EntityFormState<IndexSetFormValues>,
  kind: StrategyKind,
  strategies: Array<StrategyDescription>,
  /** The strategy the set has (or a new set's default), whose settings come back when it is chosen again. */
  saved: { strategyClass: string, config: StrategyConfig },
};

const TEXTS = {
  rotation: {
    heading: 'Index rotation',
    description: 'Messages are written to one index at a time. The strategy decides when that write index is replaced by a new one.',
    label: 'Rotation strategy',
  },
  retention: {
    heading: 'Index retention',
    description: 'The strategy decides what happens to the oldest indices once there are more than the maximum.',
    label: 'Retention strategy',
  },
};

const FIELDS = {
  rotation: { strategyClass: 'rotation_strategy_class', settings: 'rotation_strategy' },
  retention: { strategyClass: 'retention_strategy_class', settings: 'retention_strategy' },
} as const;

type SettingControlProps = {
  id: string,
  field: SettingField,
  value: string | boolean | undefined,
  invalid: boolean,
  disabled: boolean,
  errorId: string | undefined,
  onChange: (value: string | boolean) => void,
  onBlur: () => void,
};

const SettingControl = ({ id, field, value, invalid, disabled, errorId, onChange, onBlur }: SettingControlProps) => {
  const helpId = field.help ? `${id}-help` : undefined;
  const described = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  if (field.kind === 'boolean') {
    return (
      <div className="mb-3 form-check">
        <input id={id} type="checkbox" className={`form-check-input${invalid ? ' is-invalid' : ''}`} checked={value === true} disabled={disabled}
               aria-describedby={described} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />
        <label htmlFor={id} className="form-check-label">{field.label}</label>
        {field.help && <div id={helpId} className="form-text">{field.help}</div>}
      </div>
    );
  }
  const numeric = field.kind === 'integer' || field.kind === 'number';
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">{field.label}{field.required && <RequiredMark />}</label>
      <input id={id} type={numeric ? 'number' : 'text'} className={`form-control${invalid ? ' is-invalid' : ''}`} value={typeof value === 'string' ? value : ''}
             min={field.minimum} max={field.maximum} step={field.kind === 'integer' ? 1 : undefined} required={field.required} disabled={disabled}
             aria-invalid={invalid} aria-describedby={described} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      {field.help && <div id={helpId} className="form-text">{field.help}</div>}
    </div>
  );
};

const StrategyFields = ({ form, kind, strategies, saved }: Props) => {
  const names = FIELDS[kind];
  const texts = TEXTS[kind];
  const strategyClass = form.values[names.strategyClass];
  const settings = form.values[names.settings];
  const selectId = `${form.formId}-${names.strategyClass}`;
  const selectError = form.errors[names.strategyClass];
  const settingsError = form.errors[names.settings];
  const settingsErrorId = `${form.formId}-${names.settings}-error`;
  const fields = settingFields(strategyOf(strategies, strategyClass));
  // Which settings the message under them is about, so that those controls are marked too.
  const problems = settingsError ? settingsProblems(settings, fields) : {};
  const offered = strategyOf(strategies, strategyClass) !== undefined;

  const choose = (next: string) => {
    form.setValue(names.strategyClass, next);
    form.setValue(names.settings, settingsForChoice(strategies, next, saved));
  };
  const changeSetting = (name: string, value: string | boolean) => form.setValue(names.settings, { ...settings, [name]: value });

  return (
    <fieldset className="mb-4">
      <legend className="h5">{texts.heading}</legend>
      <p className="text-body-secondary small">{texts.description}</p>
      <FormGroup label={texts.label} htmlFor={selectId} error={selectError} required>
        <select id={selectId} name={names.strategyClass} className={`form-select${selectError ? ' is-invalid' : ''}`} value={strategyClass}
                required disabled={form.submitting} aria-invalid={Boolean(selectError)} aria-describedby={describedBy(selectId, { error: selectError })}
                onChange={(event) => choose(event.target.value)} onBlur={() => form.markTouched(names.strategyClass)}>
          {!offered && <option value={strategyClass}>{strategyClass === '' ? 'Choose a strategy' : `${strategyName(strategyClass)} (not offered by the server)`}</option>}
          {strategies.map((strategy) => <option key={strategy.type} value={strategy.type}>{strategyName(strategy.type)}</option>)}
        </select>
      </FormGroup>
      {fields.length > 0 && (
        <div className="console-strategy-settings ps-3 border-start" role="group" aria-label={`${strategyName(strategyClass)} settings`}>
          {fields.map((field) => (
            <SettingControl key={`${strategyClass}-${field.name}`} id={`${form.formId}-${kind}-${field.name}`} field={field} value={settings[field.name]}
                            invalid={problems[field.name] !== undefined || (settingsError !== undefined && Object.keys(problems).length === 0)}
                            errorId={settingsError ? settingsErrorId : undefined} disabled={form.submitting}
                            onChange={(value) => changeSetting(field.name, value)} onBlur={() => form.markTouched(names.settings)} />
          ))}
        </div>
      )}
      {settingsError && <div id={settingsErrorId} className="invalid-feedback d-block">{settingsError}</div>}
    </fieldset>
  );
};

export default StrategyFields;

import React, { useMemo } from 'react';
import moment from 'moment-timezone';

import LookupTableSelect from '@/components/lookup-tables/LookupTableSelect';
import type { ConfigMap } from '@/stores/extractors/extractorPayloads';

type Props = {
  type: string,
  config: ConfigMap,
  onChange: (config: ConfigMap) => void,
  /** Prefix for the controls' ids, unique on the page. */
  idPrefix: string,
  disabled: boolean,
};

type SettingProps = {
  idPrefix: string,
  name: string,
  label: string,
  help?: React.ReactNode,
  config: ConfigMap,
  onChange: (config: ConfigMap) => void,
  disabled: boolean,
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const TextSetting = ({ idPrefix, name, label, help, config, onChange, disabled }: SettingProps) => {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small mb-1">{label}</label>
      <input id={id} type="text" className="form-control form-control-sm" value={text(config[name])} disabled={disabled}
             aria-describedby={help ? `${id}-help` : undefined}
             onChange={(event) => onChange({ ...config, [name]: event.target.value })} />
      {help && <div id={`${id}-help`} className="form-text">{help}</div>}
    </div>
  );
};

const FlagSetting = ({ idPrefix, name, label, help, config, onChange, disabled }: SettingProps) => {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="form-check mb-2">
      <input id={id} type="checkbox" className="form-check-input" checked={config[name] === true} disabled={disabled}
             aria-describedby={help ? `${id}-help` : undefined}
             onChange={(event) => onChange({ ...config, [name]: event.target.checked })} />
      <label htmlFor={id} className="form-check-label small">{label}</label>
      {help && <div id={`${id}-help`} className="form-text">{help}</div>}
    </div>
  );
};

const ZoneSetting = ({ idPrefix, name, label, config, onChange, disabled }: SettingProps) => {
  const id = `${idPrefix}-${name}`;
  const names = useMemo(() => moment.tz.names(), []);
  const value = text(config[name]);
  // A zone this browser does not know (saved elsewhere) must stay selected, not silently change.
  const options = value && !names.includes(value) ? [value, ...names] : names;
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small mb-1">{label}</label>
      <select id={id} className="form-select form-select-sm" value={value} disabled={disabled}
              onChange={(event) => onChange({ ...config, [name]: event.target.value })}>
        {value === '' && <option value="">UTC</option>}
        {options.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
      </select>
    </div>
  );
};

const LookupTableSetting = ({ idPrefix, name, label, config, onChange, disabled }: SettingProps) => {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small mb-1">{label}</label>
      <LookupTableSelect id={id} small value={text(config[name])} disabled={disabled} onChange={(table) => onChange({ ...config, [name]: table })} />
    </div>
  );
};

/** The settings of one converter; most converters have none. */
const ConverterSettingsFields = ({ type, config, onChange, idPrefix, disabled }: Props) => {
  const common = { idPrefix, config, onChange, disabled };
  switch (type) {
    case 'date':
      return (
        <div className="row">
          <div className="col-md-5">
            <TextSetting {...common} name="date_format" label="Format string"
                         help={<>In Joda-Time notation, e.g. <code>yyyy-MM-dd HH:mm:ss</code>.</>} />
          </div>
          <div className="col-md-4"><ZoneSetting {...common} name="time_zone" label="Time zone" /></div>
          <div className="col-md-3"><TextSetting {...common} name="locale" label="Locale" help="e.g. en or de-DE; empty: the server's." /></div>
        </div>
      );
    case 'flexdate':
      return <div className="col-md-5"><ZoneSetting {...common} name="time_zone" label="Time zone" /></div>;
    case 'split_and_count':
      return <div className="col-md-5"><TextSetting {...common} name="split_by" label="Split by" help="The characters between the parts." /></div>;
    case 'csv':
      return (
        <>
          <TextSetting {...common} name="column_header" label="Field names" help="The columns' field names in order, separated by commas." />
          <div className="row">
            <div className="col-sm-4"><TextSetting {...common} name="separator" label="Separator" /></div>
            <div className="col-sm-4"><TextSetting {...common} name="quote_char" label="Quote character" /></div>
            <div className="col-sm-4"><TextSetting {...common} name="escape_char" label="Escape character" /></div>
          </div>
          <FlagSetting {...common} name="strict_quotes" label="Strict quotes" help="Ignore characters outside quotes." />
          <FlagSetting {...common} name="trim_leading_whitespace" label="Trim leading whitespace" />
        </>
      );
    case 'lookup_table':
      return <div className="col-md-6"><LookupTableSetting {...common} name="lookup_table_name" label="Lookup table" /></div>;
    default:
      return null;
  }
};

export default ConverterSettingsFields;

import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import { errorIdOf } from '@/components/common/form/FormGroup';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import type { ConfigMap } from '@/stores/extractors/extractorPayloads';

import ConverterSettingsFields from './ConverterSettingsFields';
import type { ExtractorFormValues } from './extractorFormValues';
import { CONVERTER_TYPE_INFO, CONVERTER_TYPES, converterTypeLabel, DEFAULT_CONVERTER_SETTINGS, isEditableConverter } from './extractorTypes';

type Props = { form: EntityFormState<ExtractorFormValues> };

/**
 * The converters applied to the extracted value, in the order added, each with its settings. A type is
 * added once at most: Graylog keeps converters by type.
 */
const ConvertersEditor = ({ form }: Props) => {
  const { converters } = form.values;
  const available = CONVERTER_TYPES.filter((type) => !converters.some((converter) => converter.type === type));
  const [chosen, setChosen] = useState<string>('');
  const selected = available.find((type) => type === chosen) ?? available[0];
  const selectId = `${form.formId}-add-converter`;
  const error = form.errors.converters;
  const disabled = form.submitting;

  const add = () => {
    if (selected) {
      form.setValue('converters', [...converters, { type: selected, config: { ...DEFAULT_CONVERTER_SETTINGS[selected] } }]);
      setChosen('');
    }
  };
  const remove = (type: string) => form.setValue('converters', converters.filter((converter) => converter.type !== type));
  const change = (type: string, config: ConfigMap) => (
    form.setValue('converters', converters.map((converter) => (converter.type === type ? { type, config } : converter)))
  );

  return (
    <div>
      {converters.length === 0
        ? <p className="text-body-secondary">No converters: the extracted value is stored as it is.</p>
        : (
          <ol className="list-unstyled mb-3">
            {converters.map((converter) => {
              const label = converterTypeLabel(converter.type);
              return (
                <li key={converter.type} className="border rounded p-3 mb-2 bg-white console-extractor-converter">
                  <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                    <div>
                      <div className="fw-semibold">{label}</div>
                      <div className="small text-body-secondary">
                        {isEditableConverter(converter.type) ? CONVERTER_TYPE_INFO[converter.type].description : 'Its settings are kept as they are.'}
                      </div>
                    </div>
                    <Button size="sm" variant="outline-danger" disabled={disabled} onClick={() => remove(converter.type)}
                            aria-label={`Remove the ${label} converter`}>
                      Remove
                    </Button>
                  </div>
                  <ConverterSettingsFields type={converter.type} config={converter.config} disabled={disabled}
                                           idPrefix={`${form.formId}-converter-${converter.type}`}
                                           onChange={(config) => change(converter.type, config)} />
                </li>
              );
            })}
          </ol>
        )}
      {error && <div id={errorIdOf(selectId)} className="invalid-feedback d-block mb-2" role="alert">{error}</div>}
      {available.length > 0 && (
        <div className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <label htmlFor={selectId} className="form-label">Add a converter</label>
            <select id={selectId} className="form-select" value={selected ?? ''} disabled={disabled}
                    aria-invalid={Boolean(error)} aria-describedby={error ? errorIdOf(selectId) : undefined}
                    onChange={(event) => setChosen(event.target.value)}>
              {available.map((type) => <option key={type} value={type}>{CONVERTER_TYPE_INFO[type].label}</option>)}
            </select>
          </div>
          <Button variant="outline-primary" onClick={add} disabled={disabled}>Add converter</Button>
        </div>
      )}
    </div>
  );
};

export default ConvertersEditor;

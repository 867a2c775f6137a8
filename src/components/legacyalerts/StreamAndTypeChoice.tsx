import React from 'react';

import FormGroup, { describedBy } from '@/components/common/form/FormGroup';

export type Choice = { value: string, label: string };

type Props = {
  idPrefix: string,
  streams: ReadonlyArray<Choice>,
  streamId: string,
  onStreamChange: (streamId: string) => void,
  types: ReadonlyArray<Choice>,
  type: string,
  onTypeChange: (type: string) => void,
  /** e.g. "condition": names what is being created in the help texts. */
  entity: string,
};

const Select = ({ id, label, help, value, choices, placeholder, onChange }: {
  id: string, label: string, help: string, value: string, choices: ReadonlyArray<Choice>, placeholder: string, onChange: (value: string) => void,
}) => (
  <FormGroup label={label} htmlFor={id} help={help} required>
    <select id={id} className="form-select" value={value} required aria-describedby={describedBy(id, { help })}
            onChange={(event) => onChange(event.target.value)}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
    </select>
  </FormGroup>
);

/**
 * The two choices made before a legacy condition's or notification's form: the stream it belongs to and its
 * type, whose requested configuration makes the rest of the form.
 */
const StreamAndTypeChoice = ({ idPrefix, streams, streamId, onStreamChange, types, type, onTypeChange, entity }: Props) => (
  <div className="row">
    <div className="col-md-6">
      <Select id={`${idPrefix}-stream`} label="Stream" value={streamId} choices={streams} placeholder="Choose a stream…"
              help={`The ${entity} belongs to this stream: only streams you may edit are listed.`} onChange={onStreamChange} />
    </div>
    <div className="col-md-6">
      <Select id={`${idPrefix}-type`} label="Type" value={type} choices={types} placeholder="Choose a type…"
              help={`What the ${entity} does; its settings follow below.`} onChange={onTypeChange} />
    </div>
  </div>
);

export default StreamAndTypeChoice;

import React, { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';

import { EXTRACTOR_TYPE_INFO, EXTRACTOR_TYPES } from './extractorTypes';
import type { EditableExtractorType } from './extractorTypes';
import { newExtractorPath } from './newExtractorPath';
import useExampleMessages, { fieldText } from './useExampleMessages';

type Props = { inputId: string, nodeId: string };

/** How much of a field's value the preview shows. */
const PREVIEW_LENGTH = 300;

const preview = (value: string | undefined) => {
  if (value === undefined) return undefined;
  return value.length > PREVIEW_LENGTH ? `${value.slice(0, PREVIEW_LENGTH)}…` : value;
};

/**
 * "Add extractor": a field of a message the input received and a type; the create page then starts with
 * them and that message as its example. Without messages the field is typed in.
 */
const AddExtractorPanel = ({ inputId, nodeId }: Props) => {
  const examples = useExampleMessages(inputId);
  const { message, status, count, position } = examples;
  const [type, setType] = useState<EditableExtractorType>('grok');
  const [field, setField] = useState('message');
  const fieldNames = Object.keys(message?.fields ?? {}).filter((name) => !name.startsWith('gl2_') && name !== '_id' && name !== 'streams').sort();
  const value = preview(fieldText(message, field));
  const target = newExtractorPath(inputId, nodeId, {
    extractorType: type, field: field.trim(), exampleIndex: message?.index || undefined, exampleId: message?.id || undefined,
  });

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5 mb-0">Add extractor</Card.Header>
      <Card.Body>
        <p className="text-body-secondary">
          Choose the field to extract from and the type of extractor. The next page tries it on the example as you configure it.
        </p>
        <div className="row g-3 align-items-end">
          <div className="col-md-4">
            <label htmlFor="add-extractor-field" className="form-label">Source field</label>
            {fieldNames.length > 0 ? (
              <select id="add-extractor-field" className="form-select" value={fieldNames.includes(field) ? field : ''} onChange={(event) => setField(event.target.value)}>
                {!fieldNames.includes(field) && <option value="">Choose a field</option>}
                {fieldNames.map((name) => <option key={name} value={name}>{name}</option>)}
              </select>
            ) : (
              <input id="add-extractor-field" type="text" className="form-control" value={field} onChange={(event) => setField(event.target.value)} />
            )}
          </div>
          <div className="col-md-4">
            <label htmlFor="add-extractor-type" className="form-label">Extractor type</label>
            <select id="add-extractor-type" className="form-select" value={type} onChange={(event) => setType(event.target.value as EditableExtractorType)}>
              {EXTRACTOR_TYPES.map((option) => <option key={option} value={option}>{EXTRACTOR_TYPE_INFO[option].label}</option>)}
            </select>
          </div>
          <div className="col-md-4">
            {field.trim() === ''
              ? <Button variant="primary" disabled>Continue</Button>
              : <Link className="btn btn-primary" to={target}>Continue</Link>}
          </div>
        </div>
        <div className="mt-3">
          {status === 'loading' && <Spinner text="Loading a recent message of this input…" />}
          {status === 'forbidden' && (
            <p className="mb-0 small text-body-secondary">You may not read the messages of this input: you can type an example on the next page.</p>
          )}
          {status !== 'loading' && status !== 'forbidden' && !message && (
            <p className="mb-0 small text-body-secondary">No recent message of this input to take an example from: you can type one on the next page.</p>
          )}
          {message && (
            <div className="small">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <span className="text-body-secondary">Example from recent message {position + 1} of {count}:</span>
                {count > 1 && <Button size="sm" variant="link" className="p-0" onClick={examples.showNext}>Load another message</Button>}
              </div>
              {value === undefined
                ? <span className="text-body-secondary">This message has no field &quot;{field}&quot;.</span>
                : <code className="d-block p-2 bg-body-tertiary border rounded text-break text-body">{value}</code>}
            </div>
          )}
        </div>
      </Card.Body>
    </Card>
  );
};

export default AddExtractorPanel;

import React, { useMemo, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import type { AppliedParameter, ValuePath } from '@/stores/contentpacks/contentPackModel';
import { entityTitle, PARAMETER_TYPES, parameterValueText, valuePaths } from '@/stores/contentpacks/contentPackModel';
import type { ContentPackEntity, ContentPackParameter } from '@/stores/contentpacks/contentPackTypes';

type Props = {
  entity: ContentPackEntity,
  parameters: ReadonlyArray<ContentPackParameter>,
  applied: ReadonlyArray<AppliedParameter>,
  onChange: (applied: Array<AppliedParameter>) => void,
  onClose: () => void,
};

let dialogCounter = 0;

/** Parameters that can stand for a value of `valueType`: the same type, or any for a type Graylog's form does not offer. */
const compatible = (parameters: ReadonlyArray<ContentPackParameter>, valueType: string) => (
  (PARAMETER_TYPES as ReadonlyArray<string>).includes(valueType) ? parameters.filter((parameter) => parameter.type === valueType) : [...parameters]
);

/**
 * The type a value has: a value that is already a parameter reference (its @type is "parameter") has the type
 * of the parameter standing there (the one chosen now, which had to match, else the one the revision names,
 * e.g. after a rename), so only parameters of that type may replace it; naming no parameter of the pack, it has
 * no known type.
 */
const typeOfValue = (path: ValuePath, chosenName: string | undefined, parameters: ReadonlyArray<ContentPackParameter>): string => {
  if (!path.isParameter) return path.valueType;
  const typeOf = (name: string | undefined) => parameters.find((parameter) => parameter.name === name)?.type;
  return typeOf(chosenName) ?? typeOf(String(path.value)) ?? path.valueType;
};

/**
 * Turns values of one entity into parameters: each typed value (a reference in Graylog's format) can be
 * replaced by a parameter of its type; the pack then carries {"@type": "parameter", "@value": NAME} there.
 * A value that already is a parameter in the revision being edited can change parameter but not go back:
 * its former value is not in the pack any more.
 */
const ApplyParametersDialog = ({ entity, parameters, applied, onChange, onClose }: Props) => {
  const [ids] = useState(() => { dialogCounter += 1; return `content-pack-apply-${dialogCounter}`; });
  const [filter, setFilter] = useState('');
  const references = useMemo(() => valuePaths(entity.data).filter((path) => path.isReference), [entity.data]);
  const shown = references.filter((path) => path.path.toLowerCase().includes(filter.trim().toLowerCase()));
  const chosen = new Map(applied.map((entry) => [entry.configKey, entry.paramName]));

  const choose = (configKey: string, paramName: string) => {
    const rest = applied.filter((entry) => entry.configKey !== configKey);
    onChange(paramName === '' ? rest : [...rest, { configKey, paramName }]);
  };

  const title = entityTitle(entity, parameters) || entity.id;
  const selectIdOf = (path: ValuePath) => `${ids}-value-${references.indexOf(path)}`;
  const columns: Array<ColumnDefinition<ValuePath>> = [
    {
      id: 'path',
      title: 'Value key',
      render: (path) => <label htmlFor={selectIdOf(path)} className="mb-0"><code className="text-break">{path.path}</code></label>,
    },
    { id: 'valueType', title: 'Type' },
    {
      id: 'value',
      title: 'Value',
      render: (path) => <span className="text-break">{path.isParameter ? <em>parameter {String(path.value)}</em> : parameterValueText(path.value)}</span>,
    },
    {
      id: 'parameter',
      title: 'Parameter',
      render: (path) => {
        const options = compatible(parameters, typeOfValue(path, chosen.get(path.path), parameters));
        const current = chosen.get(path.path) ?? '';
        return (
          <select id={selectIdOf(path)} className="form-select form-select-sm" style={{ minWidth: '14rem' }} value={current} onChange={(event) => choose(path.path, event.target.value)}>
            {!path.isParameter && <option value="">Keep the value</option>}
            {current !== '' && !options.some((parameter) => parameter.name === current) && <option value={current}>{current}</option>}
            {options.map((parameter) => <option key={parameter.name} value={parameter.name}>{parameter.title} ({parameter.name})</option>)}
          </select>
        );
      },
    },
  ];
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={`${ids}-title`} scrollable>
      <Modal.Header closeButton>
        <Modal.Title id={`${ids}-title`} as="h2" className="h5 text-break">Parameters of {entity.type.name} <em>{title}</em></Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {references.length === 0 && <p className="mb-0">This entity has no values that can become parameters.</p>}
        {references.length > 10 && (
          <div className="mb-2">
            <label htmlFor={`${ids}-filter`} className="form-label">Filter values by key</label>
            <input id={`${ids}-filter`} type="search" className="form-control" value={filter} onChange={(event) => setFilter(event.target.value)} />
          </div>
        )}
        {references.length > 0 && (
          <EntityDataTable rows={shown} columns={columns} getId={(path) => path.path} caption={`Values of ${title}`} compact />
        )}
        {parameters.length === 0 && <p className="text-body-secondary mt-2 mb-0">Create a parameter first.</p>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>Done</Button>
      </Modal.Footer>
    </Modal>
  );
};

export default ApplyParametersDialog;

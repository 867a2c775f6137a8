// The inputs table's columns. The state and figures cells read their stores themselves, so a poll
// re-renders them without a new set of columns.
import React from 'react';
import { Badge } from 'react-bootstrap';

import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import { localPage } from '@/components/common/entity-table/localPage';
import Timestamp from '@/components/common/Timestamp';
import { isPermitted } from '@/logic/permissions';
import type { ConfigurationValue, InputSummary } from '@/stores/inputs/InputsStore';

import InputStateCell, { shortNodeId } from './InputStateCell';
import { MalformedCell, ThroughputCell } from './InputTrafficCells';
import StaticFieldsCell from './StaticFieldsCell';

/** Title, type, where it runs, and the id (searched for as gl2_source_input). */
const TitleCell = ({ input }: { input: InputSummary }) => (
  <div>
    <div className="fw-semibold text-break">{input.title}</div>
    <div className="d-flex flex-wrap align-items-center gap-1 mt-1">
      <span className="small">{input.name}</span>
      {input.global
        ? <Badge bg="primary">Global</Badge>
        : input.node && <Badge bg="light" text="dark" className="border" title={`Node ${input.node}`}>Node {shortNodeId(input.node)}</Badge>}
    </div>
    <div className="small text-body-secondary text-nowrap">ID {input.id}</div>
  </div>
);

const shownValue = (value: ConfigurationValue): string => {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

const ConfigurationCell = ({ input }: { input: InputSummary }) => {
  const entries = Object.entries(input.attributes ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return <span className="text-body-secondary">None</span>;
  return (
    <dl className="small mb-0">
      {entries.map(([key, value]) => (
        <div key={key} className="text-break">
          <dt className="d-inline fw-normal text-body-secondary">{key}: </dt>
          <dd className="d-inline mb-0">{shownValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
};

type Options = {
  permissions: ReadonlyArray<string> | undefined,
  /** After a static field was removed. */
  onChanged: () => void,
};

/** Whether the user may read metrics: without, the figures are left out rather than shown as missing. */
export const mayReadMetrics = (permissions: ReadonlyArray<string> | undefined) => isPermitted(permissions, 'metrics:read');

export const inputColumns = ({ permissions, onChanged }: Options): Array<ColumnDefinition<InputSummary>> => [
  { id: 'title', title: 'Title', sortable: true, render: (input) => <TitleCell input={input} /> },
  // The title cell names the type too; the column is there to sort by it.
  { id: 'name', title: 'Type', sortable: true, hiddenByDefault: true },
  { id: 'state', title: 'State', render: (input) => <InputStateCell input={input} /> },
  ...(mayReadMetrics(permissions) ? [{ id: 'throughput', title: 'Throughput', render: (input: InputSummary) => <ThroughputCell input={input} /> }] : []),
  { id: 'malformed', title: 'Malformed messages', width: '16rem', render: (input) => <MalformedCell input={input} /> },
  {
    id: 'static_fields',
    title: 'Static fields',
    render: (input) => <StaticFieldsCell input={input} mayEdit={isPermitted(permissions, `inputs:edit:${input.id}`)} onChanged={onChanged} />,
  },
  { id: 'configuration', title: 'Configuration', hiddenByDefault: true, render: (input) => <ConfigurationCell input={input} /> },
  { id: 'created_at', title: 'Created', sortable: true, hiddenByDefault: true, render: (input) => <Timestamp dateTime={input.created_at} /> },
];

/**
 * The page the table asks for, out of the whole list: only inputs of `type` when any has it (a type whose
 * last input is gone filters nothing), searched by title and type name, sorted case-insensitively.
 */
export const inputsPage = (inputs: ReadonlyArray<InputSummary>, request: PageRequest, type: string) => {
  const ofType = type !== '' && inputs.some((input) => input.type === type) ? inputs.filter((input) => input.type === type) : inputs;
  const page = localPage(ofType, request, {
    searchText: (input) => [input.title, input.name],
    sortValue: (input, field) => {
      if (field === 'created_at') return Date.parse(input.created_at) || null;
      return field === 'name' ? input.name : input.title;
    },
  });
  // Filtered by type, "none at all" still means none of any type.
  return { ...page, pagination: { ...page.pagination, grandTotal: inputs.length } };
};

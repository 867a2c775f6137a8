// A node's metrics by namespace, narrowed by a filter. Only the metrics in open groups are asked for (through
// the metrics store, every 2 seconds while the tab is visible), and never more than MAX_LIVE_METRICS at once:
// a node has thousands, and asking for all of them every 2 seconds would cost more than the page is worth.
import React, { useMemo, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import { useMetrics } from '@/stores/metrics/useMetrics';
import formatCount from '@/util/formatCount';

import { filterTest, groupByNamespace } from './metricNames';
import MetricValue from './MetricValue';
import './metrics.css';

export const MAX_LIVE_METRICS = 100;
/** Up to this many matches, every group starts open. */
export const OPEN_ALL_UP_TO = 50;

const counted = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

type Props = {
  nodeId: string,
  names: ReadonlyArray<string>,
  filter: string,
  onFilterChange: (filter: string) => void,
};

const MetricsBrowser = ({ nodeId, names, filter, onFilterChange }: Props) => {
  const matching = useMemo(() => names.filter(filterTest(filter)), [names, filter]);
  const groups = useMemo(() => groupByNamespace(matching), [matching]);
  // What the user opened or closed; the rest follows the default, which depends on how many names match.
  const [toggled, setToggled] = useState<{ [namespace: string]: boolean }>({});
  const openByDefault = matching.length <= OPEN_ALL_UP_TO;
  const isOpen = (namespace: string) => toggled[namespace] ?? openByDefault;
  const toggle = (namespace: string) => setToggled((current) => ({ ...current, [namespace]: !isOpen(namespace) }));

  const shown = useMemo(() => groups.filter((group) => toggled[group.namespace] ?? openByDefault).flatMap((group) => group.names),
    [groups, toggled, openByDefault]);
  const live = shown.slice(0, MAX_LIVE_METRICS);
  const liveNames = new Set(live);
  const metrics = useMetrics(live)?.[nodeId];
  const columns: Array<ColumnDefinition<string>> = [
    { id: 'name', title: 'Metric', width: '45%', render: (name) => <span className="font-monospace console-metric-name">{name}</span> },
    { id: 'type', title: 'Type', width: '8%', render: (name) => <span className="text-body-secondary">{metrics?.[name]?.type ?? ''}</span> },
    {
      id: 'value',
      title: 'Value',
      render: (name) => (liveNames.has(name) ? <MetricValue name={name} metric={metrics?.[name]} /> : <span className="text-body-secondary">not shown</span>),
    },
  ];

  return (
    <div>
      <Form.Group className="mb-3" controlId="metrics-filter">
        <Form.Label>Filter</Form.Label>
        <Form.Control type="search" value={filter} placeholder="Part of a name, or a regular expression"
                      onChange={(event) => onFilterChange(event.target.value)} />
        <Form.Text aria-live="polite">
          {filter.trim() === ''
            ? `${counted(names.length, 'metric', 'metrics')} in ${counted(groups.length, 'namespace', 'namespaces')}.`
            : `${formatCount(matching.length)} of ${counted(names.length, 'metric', 'metrics')} match, in ${counted(groups.length, 'namespace', 'namespaces')}.`}
          {' '}Values of open namespaces refresh every 2 seconds.
        </Form.Text>
      </Form.Group>
      {shown.length > MAX_LIVE_METRICS && (
        <Alert variant="info">
          Values are shown for the first {MAX_LIVE_METRICS} of the {formatCount(shown.length)} metrics in open namespaces.
          Close some namespaces or narrow the filter to see the others.
        </Alert>
      )}
      {matching.length === 0 && (
        <p>
          No metric matches this filter.{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => onFilterChange('')}>Reset filter</Button>
        </p>
      )}
      <ul className="list-unstyled console-metrics-groups">
        {groups.map((group) => {
          const open = isOpen(group.namespace);
          const listId = `metrics-${group.namespace.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
          return (
            <li key={group.namespace} className="border-bottom">
              <Button variant="link" className="console-metrics-group-toggle" aria-expanded={open} aria-controls={listId}
                      onClick={() => toggle(group.namespace)}>
                <span aria-hidden="true" className="me-2">{open ? '▾' : '▸'}</span>
                <span className="font-monospace">{group.namespace}</span>
                <span className="text-body-secondary ms-2">({formatCount(group.names.length)})</span>
              </Button>
              {open && (
                // The id is on a wrapper because the toggle's aria-controls names it and the shared table takes no id.
                <div id={listId} className="console-metrics-table">
                  <EntityDataTable rows={group.names} columns={columns} getId={(name) => name} caption={`Metrics in ${group.namespace}`} compact />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};

export default MetricsBrowser;

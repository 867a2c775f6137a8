import React from 'react';

import type { AdministrationFilters as Filters, Collector, ConfigurationSummary } from '@/stores/sidecars/sidecarTypes';
import { COLLECTOR_OPERATING_SYSTEMS, SIDECAR_STATUS, statusName } from '@/stores/sidecars/sidecarTypes';

type Props = {
  filters: Filters,
  onChange: (filters: Filters) => void,
  collectors: Array<Collector>,
  configurations: Array<ConfigurationSummary>,
};

const STATUSES = Object.values(SIDECAR_STATUS).map((code) => ({ value: String(code), label: statusName(code) }));

/** Narrows the administration list by collector, configuration, operating system and status (all must match). */
const AdministrationFilters = ({ filters, onChange, collectors, configurations }: Props) => {
  const select = (name: keyof Filters, label: string, options: Array<{ value: string, label: string }>) => (
    <select className="form-select form-select-sm w-auto" aria-label={`Filter by ${label}`} value={filters[name] ?? ''}
            onChange={(event) => {
              const next = { ...filters };
              if (event.target.value === '') delete next[name]; else next[name] = event.target.value;
              onChange(next);
            }}>
      <option value="">Any {label}</option>
      {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
    </select>
  );
  return (
    <div className="d-flex flex-wrap gap-2">
      {select('collector', 'collector', collectors.map((collector) => ({ value: collector.id, label: `${collector.name} (${collector.node_operating_system})` })))}
      {select('configuration', 'configuration', configurations.map((configuration) => ({ value: configuration.id, label: configuration.name })))}
      {select('os', 'operating system', COLLECTOR_OPERATING_SYSTEMS)}
      {select('status', 'status', STATUSES)}
    </div>
  );
};

export default AdministrationFilters;

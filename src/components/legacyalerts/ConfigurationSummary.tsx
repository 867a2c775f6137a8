import React from 'react';

import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

import { configurationValueText } from './legacyAlertTexts';

type Props = {
  configuration: { [name: string]: unknown },
  /** The type's fields, for their human names and to hide secrets; a type the server no longer offers shows raw names. */
  requested: RequestedConfiguration | undefined,
};

/** A condition's parameters or a callback's configuration, as text (never as markup), in the type's order. */
const ConfigurationSummary = ({ configuration, requested }: Props) => {
  const order = Object.keys(requested ?? {});
  const entries = Object.entries(configuration ?? {}).sort(([a], [b]) => {
    const [ia, ib] = [order.indexOf(a), order.indexOf(b)];
    return (ia === -1 ? order.length : ia) - (ib === -1 ? order.length : ib) || a.localeCompare(b);
  });
  if (entries.length === 0) return <span className="text-body-secondary">No configuration</span>;
  return (
    <dl className="mb-0 small">
      {entries.map(([name, value]) => {
        const field = requested?.[name];
        return (
          <div key={name} className="d-flex flex-wrap column-gap-1">
            <dt className="fw-normal text-body-secondary">{field?.human_name ?? name}:</dt>
            <dd className="mb-0 text-break">{configurationValueText(value, field)}</dd>
          </div>
        );
      })}
    </dl>
  );
};

export default ConfigurationSummary;

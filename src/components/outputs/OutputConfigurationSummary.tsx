import React from 'react';

import { orderedFields } from '@/components/common/configuration/configurationFormValues';
import { fieldValueText } from '@/components/messages/messageFields';
import type { Output, OutputType } from '@/stores/outputs/OutputsStore';

type Props = {
  output: Output,
  /** Undefined when the server does not offer the output's type (a plugin that is no longer loaded). */
  type: OutputType | undefined,
};

type Entry = { name: string, label: string, text: string };

const isDefault = (value: unknown, defaultValue: unknown): boolean => (
  value === defaultValue || (value !== null && value !== undefined && defaultValue !== null && defaultValue !== undefined && String(value) === String(defaultValue))
);

/**
 * What tells outputs of one type apart: the fields the type requires and those set to something other than
 * their default, in the type's order. Secrets (fields marked `is_password`) show only whether they are set.
 */
export const configurationEntries = (output: Output, type: OutputType): { entries: Array<Entry>, atDefault: number } => {
  const entries: Array<Entry> = [];
  let atDefault = 0;
  orderedFields(type.requested_configuration).forEach(([name, field]) => {
    const value = output.configuration[name];
    if (value === undefined) return;
    if (field.is_optional && isDefault(value, field.default_value)) {
      atDefault += 1;
      return;
    }
    const text = field.attributes.includes('is_password')
      ? (fieldValueText(value) === '' ? 'not set' : 'set (hidden)')
      : fieldValueText(value) || '—';
    entries.push({ name, label: field.human_name, text });
  });
  return { entries, atDefault };
};

/** An output's configuration as text, never as markup. Without the type nothing says which fields are secret, so no value is shown. */
const OutputConfigurationSummary = ({ output, type }: Props) => {
  if (!type) {
    return <span className="text-body-secondary">The type {output.type} is not available on this server: its configuration cannot be shown or edited.</span>;
  }
  const { entries, atDefault } = configurationEntries(output, type);
  return (
    <div className="small">
      {entries.length > 0 && (
        <dl className="mb-0">
          {entries.map(({ name, label, text }) => (
            <div key={name} className="d-flex flex-wrap gap-1">
              <dt className="fw-normal text-body-secondary">{label}:</dt>
              <dd className="mb-0 font-monospace text-break">{text}</dd>
            </div>
          ))}
        </dl>
      )}
      {atDefault > 0 && <div className="text-body-secondary">{atDefault === 1 ? '1 more setting' : `${atDefault} more settings`} at the default</div>}
      {entries.length === 0 && atDefault === 0 && <span className="text-body-secondary">No configuration</span>}
    </div>
  );
};

export default OutputConfigurationSummary;

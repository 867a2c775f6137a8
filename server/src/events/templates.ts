// Field values of events from `template-v1` providers: Graylog's template syntax over the source message
// (or, for an aggregation, the aggregation's own fields) as `source`.
import { renderTemplate } from '../notify/template';
import type { MessageFields } from '../messages/types';
import type { FieldSpec } from './types';

const VARIABLE = /\$\{([^}]*)\}/g;
const KEYWORDS = /^(foreach|if|else|end)\b/;

/** The value of one field of an event; undefined when a required value is missing (Graylog's error value). */
export function fieldValue(spec: FieldSpec, source: MessageFields): string | undefined {
  let value: string | undefined;
  for (const provider of spec.providers) {
    const model = { source };
    if (provider.require_values && missingVariable(provider.template, model)) {
      value = undefined;
      continue;
    }
    value = renderTemplate(provider.template, model);
  }
  return value;
}

function missingVariable(template: string, model: Record<string, unknown>): boolean {
  for (const match of template.matchAll(VARIABLE)) {
    const name = match[1].trim();
    if (name === '' || KEYWORDS.test(name)) continue;
    if (renderTemplate(`\${${name}}`, model) === '') return true;
  }
  return false;
}

/** Every field of the spec that has a value. */
export function eventFields(fieldSpec: Record<string, FieldSpec>, source: MessageFields): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, spec] of Object.entries(fieldSpec)) {
    const value = fieldValue(spec, source);
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

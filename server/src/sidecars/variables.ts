// Configuration variables: named texts that templates insert as ${user.NAME}. Renaming one rewrites the
// templates that use it (as Graylog does); deleting one that a template still uses is refused.
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import { escapeRegex } from '../search/glob';
import { TemplateError, templateReferences } from './template';
import type { Configuration, ConfigurationVariable, ConfigurationVariableInput } from './types';
import { ValidationResult } from './validationResult';

const VALID_NAME = /^[A-Za-z0-9_]+$/;

export function allVariables(db: Db): ConfigurationVariable[] {
  return db.prepare('SELECT id, name, description, content FROM sidecar_configuration_variables ORDER BY name')
    .all() as ConfigurationVariable[];
}

export function findVariable(db: Db, id: string): ConfigurationVariable | undefined {
  return db.prepare('SELECT id, name, description, content FROM sidecar_configuration_variables WHERE id = ?')
    .get(id) as ConfigurationVariable | undefined;
}

/** The values templates see under `user`. */
export function variableValues(db: Db): Record<string, string> {
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const variable of allVariables(db)) values[variable.name] = variable.content;
  return values;
}

/**
 * Where the template names the variable: the start of each NAME in `${user.NAME}`, found by the template reader,
 * so spaces (`${ user.NAME }`) and defaults (`${user.NAME!"x"}`) count as the renderer counts them. A stored
 * template that no longer parses is searched as text instead, tolerating spaces after "${".
 */
export function variableUses(template: string, name: string): number[] {
  try {
    return templateReferences(template).filter((r) => r.namespace === 'user' && r.name === name).map((r) => r.at);
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    const pattern = new RegExp(`\\$\\{\\s*user\\.(${escapeRegex(name)})(?![A-Za-z0-9_])`, 'g');
    return [...template.matchAll(pattern)].map((match) => (match.index ?? 0) + match[0].length - name.length);
  }
}

/** The configurations whose template refers to the variable. */
export function configurationsUsing(db: Db, name: string): Configuration[] {
  // The name as plain text is a cheap first cut; the reader decides.
  const candidates = db.prepare('SELECT id, collector_id, name, color, template FROM sidecar_configurations WHERE instr(template, ?) > 0 ORDER BY name')
    .all(name) as Configuration[];
  return candidates.filter((configuration) => variableUses(configuration.template, name).length > 0);
}

/** The template with every reference to variable `from` naming `to` instead; everything else is kept as written. */
export function renameInTemplate(template: string, from: string, to: string): string {
  let result = template;
  // From the end, so earlier positions stay valid.
  for (const at of variableUses(template, from).reverse()) result = result.slice(0, at) + to + result.slice(at + from.length);
  return result;
}

/** Graylog's checks; `id` is the variable being updated (its own name is no conflict). */
export function validateVariable(db: Db, variable: ConfigurationVariableInput, id?: string): ValidationResult {
  const result = new ValidationResult();
  if (variable.name === '') result.addError('name', 'Variable name can not be empty.');
  else if (!VALID_NAME.test(variable.name)) result.addError('name', 'Variable name can only contain the following characters: A-Z,a-z,0-9,_');
  else if (/^[0-9]/.test(variable.name)) result.addError('name', 'Variable name can not start with numbers.');
  const clash = db.prepare('SELECT id FROM sidecar_configuration_variables WHERE name = ?').get(variable.name) as { id: string } | undefined;
  if (clash && clash.id !== id) result.addError('name', 'A variable with that name already exists.');
  if (variable.content === '') result.addError('content', 'Variable content can not be empty.');
  return result;
}

export function createVariable(db: Db, input: ConfigurationVariableInput, nowMs: number): ConfigurationVariable {
  validateVariable(db, input).assertPassed();
  const variable: ConfigurationVariable = { id: newObjectId(nowMs), ...input };
  db.prepare('INSERT INTO sidecar_configuration_variables (id, name, description, content) VALUES (@id, @name, @description, @content)')
    .run(variable);
  return variable;
}

/** Updates a variable; a new name is written into every template that used the old one. */
export function updateVariable(db: Db, previous: ConfigurationVariable, input: ConfigurationVariableInput): ConfigurationVariable {
  validateVariable(db, input, previous.id).assertPassed();
  const variable: ConfigurationVariable = { id: previous.id, ...input };
  if (previous.name !== input.name) {
    const rewrite = db.prepare('UPDATE sidecar_configurations SET template = ? WHERE id = ?');
    for (const configuration of configurationsUsing(db, previous.name)) {
      rewrite.run(renameInTemplate(configuration.template, previous.name, input.name), configuration.id);
    }
  }
  db.prepare('UPDATE sidecar_configuration_variables SET name = @name, description = @description, content = @content WHERE id = @id')
    .run(variable);
  return variable;
}

export function deleteVariable(db: Db, id: string): void {
  db.prepare('DELETE FROM sidecar_configuration_variables WHERE id = ?').run(id);
}

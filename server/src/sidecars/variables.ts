// Configuration variables: named texts that templates insert as ${user.NAME}. Renaming one rewrites the
// templates that use it (as Graylog does); deleting one that a template still uses is refused.
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
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

/** How a template refers to the variable. */
export const variableReference = (name: string): string => `\${user.${name}}`;

/** The configurations whose template refers to the variable (the text `${user.NAME}`, as Graylog matches it). */
export function configurationsUsing(db: Db, name: string): Configuration[] {
  return db.prepare("SELECT id, collector_id, name, color, template FROM sidecar_configurations WHERE instr(template, ?) > 0 ORDER BY name")
    .all(variableReference(name)) as Configuration[];
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
    const from = variableReference(previous.name);
    const to = variableReference(input.name);
    const rewrite = db.prepare('UPDATE sidecar_configurations SET template = ? WHERE id = ?');
    for (const configuration of configurationsUsing(db, previous.name)) rewrite.run(configuration.template.split(from).join(to), configuration.id);
  }
  db.prepare('UPDATE sidecar_configuration_variables SET name = @name, description = @description, content = @content WHERE id = @id')
    .run(variable);
  return variable;
}

export function deleteVariable(db: Db, id: string): void {
  db.prepare('DELETE FROM sidecar_configuration_variables WHERE id = ?').run(id);
}

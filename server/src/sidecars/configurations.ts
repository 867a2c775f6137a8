// The sidecar_configurations table, Graylog's configuration rules, and rendering a configuration's template
// for one sidecar (or with placeholder values, for the editor's preview and for checking a template on save).
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import { findCollector } from './collectors';
import { renderTemplate, TemplateError } from './template';
import type { Configuration, ConfigurationInput, Sidecar } from './types';
import { ValidationResult } from './validationResult';
import { variableValues } from './variables';

// The sidecar writes a file named after the configuration, so names must not hold shell or path-breaking characters.
const VALID_NAME = /^[^;*?"<>|&]+$/;

/** The sidecar values a preview shows, as Graylog's preview names them. */
const PREVIEW_SIDECAR = {
  nodeId: '<node id>',
  nodeName: '<node name>',
  sidecarVersion: '<version>',
  operatingSystem: '<operating system>',
};

export function findConfiguration(db: Db, id: string): Configuration | undefined {
  return db.prepare('SELECT id, collector_id, name, color, template FROM sidecar_configurations WHERE id = ?').get(id) as Configuration | undefined;
}

export function allConfigurations(db: Db): Configuration[] {
  return db.prepare('SELECT id, collector_id, name, color, template FROM sidecar_configurations ORDER BY name COLLATE NOCASE').all() as Configuration[];
}

function render(db: Db, template: string, sidecar: Record<string, string>): string {
  const text = renderTemplate(template, { sidecar, user: variableValues(db) });
  // Graylog ends every rendered configuration with a newline; collectors' parsers expect one.
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** The template rendered with placeholder sidecar values; a TemplateError when it cannot be rendered. */
export function renderPreview(db: Db, template: string): string {
  return render(db, template, PREVIEW_SIDECAR);
}

/** The configuration's template rendered for `sidecar`. */
export function renderForSidecar(db: Db, configuration: Configuration, sidecar: Sidecar): string {
  return render(db, configuration.template, {
    nodeId: sidecar.node_id,
    nodeName: sidecar.node_name,
    sidecarVersion: sidecar.sidecar_version,
    operatingSystem: sidecar.node_details.operating_system,
  });
}

/**
 * Graylog's checks; `id` is the configuration being updated. A write also needs its collector to exist
 * (the validate call, which the editor sends while the collector is still unchosen, does not check that).
 */
export function validateConfiguration(db: Db, configuration: ConfigurationInput, options: { id?: string; write?: boolean } = {}): ValidationResult {
  const result = new ValidationResult();
  const clash = db.prepare('SELECT id FROM sidecar_configurations WHERE name = ?').get(configuration.name) as { id: string } | undefined;
  if (clash && clash.id !== options.id) result.addError('name', `Configuration "${configuration.name}" already exists`);
  if (configuration.name === '') result.addError('name', 'Configuration name cannot be empty.');
  else if (!VALID_NAME.test(configuration.name)) {
    result.addError('name', 'Configuration name can not include the following characters: ; * ? " < > | &');
  }
  if (configuration.collector_id === '') result.addError('collector_id', 'Associated collector ID cannot be empty.');
  else if (options.write && !findCollector(db, configuration.collector_id)) {
    result.addError('collector_id', `Collector ${configuration.collector_id} does not exist.`);
  }
  if (configuration.color === '') result.addError('color', 'Collector color cannot be empty.');
  if (configuration.template === '') result.addError('template', 'Collector template cannot be empty.');
  try {
    renderPreview(db, configuration.template);
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    result.addError('template', `Template error: ${error.message}`);
  }
  return result;
}

export function createConfiguration(db: Db, input: ConfigurationInput, nowMs: number): Configuration {
  validateConfiguration(db, input, { write: true }).assertPassed();
  const configuration: Configuration = { id: newObjectId(nowMs), ...input };
  db.prepare('INSERT INTO sidecar_configurations (id, collector_id, name, color, template) VALUES (@id, @collector_id, @name, @color, @template)')
    .run(configuration);
  return configuration;
}

export function updateConfiguration(db: Db, id: string, input: ConfigurationInput): Configuration {
  validateConfiguration(db, input, { id, write: true }).assertPassed();
  const configuration: Configuration = { id, ...input };
  db.prepare('UPDATE sidecar_configurations SET collector_id = @collector_id, name = @name, color = @color, template = @template WHERE id = @id')
    .run(configuration);
  return configuration;
}

/** Deletes a configuration; the caller has checked that no sidecar has it assigned. */
export function deleteConfiguration(db: Db, id: string): void {
  db.prepare('DELETE FROM sidecar_configurations WHERE id = ?').run(id);
}

// The sidecar_collectors table and Graylog's collector rules: a name of letters, digits, "_", "-" and "."
// that is unique per operating system, an executable path without shell characters, Linux or Windows, and a
// service type the operating system supports (exec everywhere, svc on Windows only).
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import type { Collector, CollectorInput } from './types';
import { ValidationResult } from './validationResult';

const VALID_NAME = /^[A-Za-z0-9_.-]+$/;
const VALID_PATH = /^[^;*?"<>|&]+$/;
const SERVICE_TYPES: Record<string, readonly string[]> = { linux: ['exec'], windows: ['exec', 'svc'] };

export const DEFAULT_SERVICE_TYPE = 'exec';

const COLUMNS = 'id, name, service_type, node_operating_system, executable_path, execute_parameters, validation_parameters, default_template';

export function findCollector(db: Db, id: string): Collector | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM sidecar_collectors WHERE id = ?`).get(id) as Collector | undefined;
}

export function allCollectors(db: Db): Collector[] {
  return db.prepare(`SELECT ${COLUMNS} FROM sidecar_collectors ORDER BY name COLLATE NOCASE, node_operating_system`).all() as Collector[];
}

export function findCollectorByNameAndOs(db: Db, name: string, operatingSystem: string): Collector | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM sidecar_collectors WHERE name = ? AND node_operating_system = ?`)
    .get(name, operatingSystem) as Collector | undefined;
}

/** A collector as the validate call may send it: without an operating system while none is chosen yet. */
export type CollectorDraft = Omit<CollectorInput, 'node_operating_system'> & { node_operating_system: string | null };

/**
 * Graylog's checks of a collector; `id` is the collector being updated (its own name is no conflict). Without an
 * operating system the name must be unused on every operating system.
 */
export function validateCollector(db: Db, collector: CollectorDraft, id?: string): ValidationResult {
  const result = new ValidationResult();
  if (collector.name === '') result.addError('name', 'Collector name cannot be empty.');
  else if (!VALID_NAME.test(collector.name)) {
    result.addError('name', 'Collector name can only contain the following characters: A-Z,a-z,0-9,_,-,.');
  }
  if (collector.executable_path === '') result.addError('executable_path', 'Collector binary path cannot be empty.');
  else if (!VALID_PATH.test(collector.executable_path)) {
    result.addError('executable_path', 'Collector binary path cannot contain the following characters: ; * ? " < > | &');
  }
  const os = collector.node_operating_system;
  if (os !== null) {
    const serviceTypes = Object.hasOwn(SERVICE_TYPES, os) ? SERVICE_TYPES[os] : undefined;
    if (!serviceTypes) {
      result.addError('node_operating_system', "Operating system can only be 'linux' or 'windows'.");
    } else if (!serviceTypes.includes(collector.service_type)) {
      result.addError('service_type', "Linux collectors only support 'Foreground execution' while Windows collectors additionally support 'Windows service'.");
    }
  }
  const existing = os === null
    ? db.prepare(`SELECT ${COLUMNS} FROM sidecar_collectors WHERE name = ? AND id != ? LIMIT 1`).get(collector.name, id ?? '') as Collector | undefined
    : findCollectorByNameAndOs(db, collector.name, os);
  if (existing && existing.id !== id) {
    result.addError('name', `Collector "${collector.name}" already exists for the "${existing.node_operating_system}" operating system.`);
  }
  return result;
}

/** Creates a collector after validating it (a 400 with every reason otherwise). */
export function createCollector(db: Db, input: CollectorInput, nowMs: number): Collector {
  validateCollector(db, input).assertPassed();
  const collector: Collector = { id: newObjectId(nowMs), ...input };
  db.prepare(`INSERT INTO sidecar_collectors (${COLUMNS}) VALUES (@id, @name, @service_type, @node_operating_system,
    @executable_path, @execute_parameters, @validation_parameters, @default_template)`).run(collector);
  return collector;
}

export function updateCollector(db: Db, id: string, input: CollectorInput): Collector {
  validateCollector(db, input, id).assertPassed();
  const collector: Collector = { id, ...input };
  db.prepare(`UPDATE sidecar_collectors SET name = @name, service_type = @service_type, node_operating_system = @node_operating_system,
    executable_path = @executable_path, execute_parameters = @execute_parameters, validation_parameters = @validation_parameters,
    default_template = @default_template WHERE id = @id`).run(collector);
  return collector;
}

/** Deletes a collector; the caller has checked that no configuration uses it. */
export function deleteCollector(db: Db, id: string): void {
  db.prepare('DELETE FROM sidecar_collectors WHERE id = ?').run(id);
}

export function collectorInUse(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM sidecar_configurations WHERE collector_id = ? LIMIT 1').get(id) !== undefined;
}

import type { Migration } from '../db/types';
import { newObjectId } from '../http/ids';
import { DEFAULT_COLLECTORS } from './defaultCollectors';

/**
 * Sidecars, their collectors, configurations and configuration variables, and the actions waiting for a
 * sidecar's next registration. A sidecar's node details are kept as the JSON it sent; its operating system and
 * overall status are copied into columns so lists can search, filter and sort on them.
 */
export const sidecarsMigration: Migration = {
  id: '0026-sidecars',
  up: (db) => {
    db.exec(`CREATE TABLE sidecar_collectors (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      service_type TEXT NOT NULL,
      node_operating_system TEXT NOT NULL,
      executable_path TEXT NOT NULL,
      execute_parameters TEXT NULL,
      validation_parameters TEXT NULL,
      default_template TEXT NULL,
      UNIQUE (name, node_operating_system)
    )`);
    db.exec(`CREATE TABLE sidecar_configurations (
      id TEXT PRIMARY KEY,
      collector_id TEXT NOT NULL REFERENCES sidecar_collectors(id),
      name TEXT NOT NULL UNIQUE,
      color TEXT NOT NULL,
      template TEXT NOT NULL
    )`);
    db.exec(`CREATE TABLE sidecar_configuration_variables (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      description TEXT NULL,
      content TEXT NOT NULL
    )`);
    db.exec(`CREATE TABLE sidecars (
      id TEXT NOT NULL UNIQUE,
      node_id TEXT PRIMARY KEY,
      node_name TEXT NOT NULL,
      node_details TEXT NOT NULL,
      operating_system TEXT NOT NULL,
      status INTEGER NULL,
      assignments TEXT NOT NULL DEFAULT '[]',
      sidecar_version TEXT NOT NULL,
      last_seen_ms INTEGER NOT NULL
    )`);
    db.exec(`CREATE TABLE sidecar_actions (
      sidecar_id TEXT PRIMARY KEY,
      created_ms INTEGER NOT NULL,
      actions TEXT NOT NULL
    )`);
    // Graylog adds its default collectors on first start; sidecars installed from Graylog's packages expect them.
    const insert = db.prepare(`INSERT INTO sidecar_collectors
      (id, name, service_type, node_operating_system, executable_path, execute_parameters, validation_parameters, default_template)
      VALUES (@id, @name, @service_type, @node_operating_system, @executable_path, @execute_parameters, @validation_parameters, @default_template)`);
    for (const collector of DEFAULT_COLLECTORS) insert.run({ id: newObjectId(), ...collector });
  },
};

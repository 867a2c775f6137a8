// The sidecars table: registration (an upsert keyed by the sidecar's node id that keeps its assignments),
// configuration assignments, and the inactive and expired sweeps. A sidecar is active while it was seen
// within sidecar_inactive_threshold; past sidecar_expiration_threshold it is removed.
import { minusPeriod, parsePeriod } from '../clusterconfig/periods';
import { clusterConfig } from '../clusterconfig/registry';
import { SIDECAR_CONFIG_CLASS, type SidecarConfiguration } from '../clusterconfig/sidecarConfig';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { getLogger } from '../logging/logger';
import { findCollector } from './collectors';
import { findConfiguration } from './configurations';
import { SidecarStatus, type ConfigurationAssignment, type NodeDetails, type Sidecar, type SidecarSummary } from './types';

export interface SidecarRow {
  id: string;
  node_id: string;
  node_name: string;
  node_details: string;
  operating_system: string;
  status: number | null;
  assignments: string;
  sidecar_version: string;
  last_seen_ms: number;
}

/** What a sidecar sends when it registers. */
export interface Registration {
  node_name: string;
  node_details: NodeDetails;
}

/** The message Graylog gives a running sidecar that stopped checking in. */
export const NO_PING_MESSAGE = 'Received no ping signal from sidecar';

export const sidecarConfig = (db: Db): SidecarConfiguration => clusterConfig<SidecarConfiguration>(db, SIDECAR_CONFIG_CLASS);

/** The instant before which a sidecar last seen counts as older than `period` (an ISO 8601 period). */
export function cutoff(nowMs: number, period: string): number {
  const parsed = parsePeriod(period);
  // The stored configuration was validated when saved; a value that no longer parses means "never".
  return parsed ? minusPeriod(nowMs, parsed) : Number.NEGATIVE_INFINITY;
}

/** Sidecars last seen after this instant are active. */
export const activeSince = (db: Db, nowMs: number): number => cutoff(nowMs, sidecarConfig(db).sidecar_inactive_threshold);

const log = getLogger('org.graylog.plugins.sidecar.services.SidecarService');

// Rows already reported as damaged, so the sweep and every list call do not repeat the warning.
const reported = new Set<string>();

function reportDamaged(row: SidecarRow, column: string): void {
  const key = `${row.node_id}\u0000${column}\u0000${column === 'node_details' ? row.node_details : row.assignments}`;
  if (reported.has(key)) return;
  reported.add(key);
  log.warn(`Sidecar ${row.node_id} (${row.node_name}) has unreadable ${column}; showing it without them until it registers again.`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored node details; when they cannot be read (a damaged row) the sidecar is shown with its operating
 * system column and no status (shown as unknown) until its next registration writes them anew.
 */
function nodeDetailsOf(row: SidecarRow): NodeDetails {
  const parsed = parseJson(row.node_details);
  if (isRecord(parsed) && typeof parsed.operating_system === 'string') return parsed as unknown as NodeDetails;
  reportDamaged(row, 'node_details');
  return { operating_system: row.operating_system, ip: null, metrics: null, log_file_list: null, status: null };
}

/** The stored assignments; unreadable ones count as none (they could not be rendered for the sidecar anyway). */
function assignmentsOf(row: SidecarRow): ConfigurationAssignment[] {
  const parsed = parseJson(row.assignments);
  const readable = (entry: unknown): entry is ConfigurationAssignment =>
    isRecord(entry) && typeof entry.collector_id === 'string' && typeof entry.configuration_id === 'string';
  if (Array.isArray(parsed) && parsed.every(readable)) return parsed.map(({ collector_id, configuration_id }) => ({ collector_id, configuration_id }));
  reportDamaged(row, 'assignments');
  return Array.isArray(parsed) ? parsed.filter(readable) : [];
}

export function fromRow(row: SidecarRow): Sidecar {
  return {
    id: row.id,
    node_id: row.node_id,
    node_name: row.node_name,
    node_details: nodeDetailsOf(row),
    assignments: assignmentsOf(row),
    sidecar_version: row.sidecar_version,
    last_seen_ms: row.last_seen_ms,
  };
}

export function toSummary(sidecar: Sidecar, activeSinceMs: number, collectors: string[] | null = null): SidecarSummary {
  return {
    node_id: sidecar.node_id,
    node_name: sidecar.node_name,
    node_details: sidecar.node_details,
    assignments: sidecar.assignments,
    last_seen: new Date(sidecar.last_seen_ms).toISOString(),
    sidecar_version: sidecar.sidecar_version,
    active: sidecar.last_seen_ms > activeSinceMs,
    collectors,
  };
}

export function findSidecar(db: Db, nodeId: string): Sidecar | undefined {
  const row = db.prepare('SELECT * FROM sidecars WHERE node_id = ?').get(nodeId) as SidecarRow | undefined;
  return row ? fromRow(row) : undefined;
}

export function allSidecars(db: Db): Sidecar[] {
  return (db.prepare('SELECT * FROM sidecars ORDER BY node_name COLLATE NOCASE, rowid').all() as SidecarRow[]).map(fromRow);
}

export function countSidecars(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM sidecars').get() as { n: number }).n;
}

function save(db: Db, sidecar: Sidecar): void {
  db.prepare(`INSERT INTO sidecars (id, node_id, node_name, node_details, operating_system, status, assignments, sidecar_version, last_seen_ms)
    VALUES (@id, @node_id, @node_name, @node_details, @operating_system, @status, @assignments, @sidecar_version, @last_seen_ms)
    ON CONFLICT (node_id) DO UPDATE SET node_name = excluded.node_name, node_details = excluded.node_details,
      operating_system = excluded.operating_system, status = excluded.status, assignments = excluded.assignments,
      sidecar_version = excluded.sidecar_version, last_seen_ms = excluded.last_seen_ms`).run({
    ...sidecar,
    node_details: JSON.stringify(sidecar.node_details),
    operating_system: sidecar.node_details.operating_system,
    status: sidecar.node_details.status?.status ?? null,
    assignments: JSON.stringify(sidecar.assignments),
  });
}

/** Creates or updates the sidecar from its registration: last seen now, its assignments kept. */
export function registerSidecar(db: Db, nodeId: string, registration: Registration, version: string, nowMs: number): Sidecar {
  const existing = findSidecar(db, nodeId);
  const sidecar: Sidecar = {
    id: existing?.id ?? newObjectId(nowMs),
    node_id: nodeId,
    node_name: registration.node_name,
    node_details: registration.node_details,
    assignments: existing?.assignments ?? [],
    sidecar_version: version,
    last_seen_ms: nowMs,
  };
  save(db, sidecar);
  return sidecar;
}

export function requireSidecar(db: Db, nodeId: string): Sidecar {
  const sidecar = findSidecar(db, nodeId);
  if (!sidecar) throw notFound(`Could not find sidecar <${nodeId}>: maybe it was inactive for too long and has been removed.`);
  return sidecar;
}

/**
 * Replaces a sidecar's assignments. Each names an existing collector and a configuration of that collector, and
 * the collector must run on the sidecar's operating system; otherwise nothing is changed (400).
 */
export function assignConfigurations(db: Db, nodeId: string, assignments: readonly ConfigurationAssignment[]): Sidecar {
  const sidecar = requireSidecar(db, nodeId);
  const unique: ConfigurationAssignment[] = [];
  for (const assignment of assignments) {
    const collector = findCollector(db, assignment.collector_id);
    if (!collector) throw badRequest(`Couldn't find collector with ID ${assignment.collector_id}`, 'nodes');
    const configuration = findConfiguration(db, assignment.configuration_id);
    if (!configuration) throw badRequest(`Couldn't find configuration with ID ${assignment.configuration_id}`, 'nodes');
    if (configuration.collector_id !== collector.id) {
      throw badRequest(`Configuration "${configuration.name}" doesn't match collector ID ${assignment.collector_id}`, 'nodes');
    }
    const os = sidecar.node_details.operating_system;
    if (collector.node_operating_system.toLowerCase() !== os.toLowerCase()) {
      throw badRequest(`Collector "${collector.name}" runs on ${collector.node_operating_system}, but sidecar "${sidecar.node_name}" runs on ${os}`, 'nodes');
    }
    if (!unique.some((a) => a.collector_id === assignment.collector_id && a.configuration_id === assignment.configuration_id)) {
      unique.push({ collector_id: assignment.collector_id, configuration_id: assignment.configuration_id });
    }
  }
  const updated = { ...sidecar, assignments: unique };
  save(db, updated);
  return updated;
}

/** Node ids of the sidecars that have the configuration assigned. */
export function sidecarsWithConfiguration(db: Db, configurationId: string): string[] {
  // json_each fails on text that is no JSON: damaged rows are left out (fromRow shows them without assignments).
  const rows = db.prepare(`SELECT node_id FROM sidecars, json_each(CASE WHEN json_valid(sidecars.assignments) THEN sidecars.assignments ELSE '[]' END) AS a
    WHERE json_extract(a.value, '$.configuration_id') = ? ORDER BY node_name COLLATE NOCASE`).all(configurationId) as { node_id: string }[];
  return [...new Set(rows.map((row) => row.node_id))];
}

/**
 * Graylog's periodic sweep: a running sidecar not seen within the inactive threshold is shown as unknown (it
 * says nothing any more about its collectors), and one not seen within the expiration threshold is removed,
 * with its pending actions. Answers how many were marked and removed.
 */
export function sweepSidecars(db: Db, nowMs: number): { marked: number; removed: number } {
  const config = sidecarConfig(db);
  const inactiveBefore = cutoff(nowMs, config.sidecar_inactive_threshold);
  const expiredBefore = cutoff(nowMs, config.sidecar_expiration_threshold);
  return db.transaction(() => {
    let marked = 0;
    const stale = (db.prepare('SELECT * FROM sidecars WHERE last_seen_ms < ? AND status = ?')
      .all(inactiveBefore, SidecarStatus.RUNNING) as SidecarRow[]).map(fromRow);
    for (const sidecar of stale) {
      const status = sidecar.node_details.status;
      if (!status) continue;
      const unknown = (message: string) => ({ status: SidecarStatus.UNKNOWN, message });
      save(db, {
        ...sidecar,
        node_details: {
          ...sidecar.node_details,
          status: {
            ...unknown(NO_PING_MESSAGE),
            collectors: status.collectors.map((collector) => ({ collector_id: collector.collector_id, ...unknown(NO_PING_MESSAGE), verbose_message: '' })),
          },
        },
      });
      marked += 1;
    }
    db.prepare('DELETE FROM sidecar_actions WHERE sidecar_id IN (SELECT node_id FROM sidecars WHERE last_seen_ms < ?)').run(expiredBefore);
    const removed = db.prepare('DELETE FROM sidecars WHERE last_seen_ms < ?').run(expiredBefore).changes;
    return { marked, removed };
  })();
}

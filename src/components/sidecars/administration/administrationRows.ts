import type { PaginatedList } from '@/stores/paginatedList';
import type { Sidecar } from '@/stores/sidecars/sidecarTypes';

/**
 * One row of the administration list: a sidecar and one collector its operating system can run. A sidecar that
 * can run none still gets a row (without a collector), so that it does not vanish from the list.
 */
export type AdministrationRow = { key: string, sidecar: Sidecar, collectorId: string | undefined };

/** What a row is, in selections and bulk runs ("apply to 2 sidecar collectors"). */
export const ADMINISTRATION_ENTITY_NAME = { singular: 'sidecar collector', plural: 'sidecar collectors' };

/** The server pages and counts sidecars; the footer says so ("Showing 1-1 of 1 sidecars" above 3 rows). */
export const PAGED_BY_SIDECARS = {
  entityName: { singular: 'sidecar', plural: 'sidecars' },
  count: (rows: Array<AdministrationRow>): number => new Set(rows.map((row) => row.sidecar.node_id)).size,
};

const rowsOf = (sidecar: Sidecar): Array<AdministrationRow> => {
  const collectorIds = sidecar.collectors ?? [];
  if (collectorIds.length === 0) return [{ key: sidecar.node_id, sidecar, collectorId: undefined }];
  return collectorIds.map((collectorId) => ({ key: `${sidecar.node_id}/${collectorId}`, sidecar, collectorId }));
};

/** A page of sidecars as the table's rows, a row per collector; paging and totals stay the server's (sidecars). */
export const toAdministrationPage = (sidecars: PaginatedList<Sidecar>): PaginatedList<AdministrationRow> => ({
  list: sidecars.list.flatMap(rowsOf),
  pagination: sidecars.pagination,
});

/** The configurations assigned to the row's collector on its sidecar. */
export const assignedConfigurationIds = (row: AdministrationRow): Array<string> => row.sidecar.assignments
  .filter((assignment) => assignment.collector_id === row.collectorId)
  .map((assignment) => assignment.configuration_id);

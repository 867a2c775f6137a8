import type { PaginatedList } from '@/stores/paginatedList';
import type { Sidecar } from '@/stores/sidecars/sidecarTypes';

/**
 * One row of the administration list: a sidecar and one collector its operating system can run. A sidecar that
 * can run none still gets a row (without a collector), so that it does not vanish from the list.
 */
export type AdministrationRow = { key: string, sidecar: Sidecar, collectorId: string | undefined };

/** The rows of a page of sidecars; the page's counts stay those of sidecars, which the server pages by. */
export const toAdministrationRows = (page: PaginatedList<Sidecar>): PaginatedList<AdministrationRow> => ({
  pagination: page.pagination,
  list: page.list.flatMap((sidecar): Array<AdministrationRow> => {
    const collectorIds = sidecar.collectors ?? [];
    if (collectorIds.length === 0) return [{ key: sidecar.node_id, sidecar, collectorId: undefined }];
    return collectorIds.map((collectorId) => ({ key: `${sidecar.node_id}/${collectorId}`, sidecar, collectorId }));
  }),
});

/** The configurations assigned to the row's collector on its sidecar. */
export const assignedConfigurationIds = (row: AdministrationRow): Array<string> => row.sidecar.assignments
  .filter((assignment) => assignment.collector_id === row.collectorId)
  .map((assignment) => assignment.configuration_id);

// The indices of a set's overview as table rows: newest first by their number, searched by name.
import type { LocalListOptions } from '@/components/common/entity-table/localPage';
import type { IndexerOverview, IndexSummary } from '@/stores/indices/IndicesStore';

export type IndexRow = IndexSummary & { name: string };

export const indexRows = (overview: IndexerOverview): Array<IndexRow> => Object.entries(overview.indices).map(([name, summary]) => ({ ...summary, name }));

/** The number after the prefix (graylog_12 → 12), so that graylog_10 sorts after graylog_9. */
const indexNumber = (name: string): number | null => {
  const match = /_(\d+)$/.exec(name);
  return match ? Number(match[1]) : null;
};

export const indexListOptions: LocalListOptions<IndexRow> = {
  searchText: (row) => [row.name],
  sortValue: (row, field) => {
    switch (field) {
      case 'documents': return row.size?.events ?? null;
      case 'size': return row.size?.bytes ?? null;
      case 'range': return row.range?.end ?? null;
      default: return indexNumber(row.name) ?? row.name;
    }
  },
};

// Wording shared by the table's states, its footer and its bulk actions.
import formatCount from '@/util/formatCount';

import type { EntityName } from './types';

/** "1 user", "3 users". */
export const countOf = (count: number, entityName: EntityName): string => (
  `${formatCount(count)} ${count === 1 ? entityName.singular : entityName.plural}`
);

/** "Showing 21-40 of 1,057 users", plus "(filtered from N)" while a query hides some. */
export const rangeSummary = (page: number, perPage: number, count: number, total: number, grandTotal: number, entityName: EntityName): string => {
  const from = count === 0 ? 0 : (page - 1) * perPage + 1;
  const to = count === 0 ? 0 : from + count - 1;
  const filtered = grandTotal > total ? ` (filtered from ${formatCount(grandTotal)})` : '';
  return `Showing ${formatCount(from)}-${formatCount(to)} of ${formatCount(total)} ${entityName.plural}${filtered}`;
};

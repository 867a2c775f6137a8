// A search type's messages match both its query's query string and its own query. Each part is
// compiled once, on its own (so a part that does not parse is reported as that part), and the two
// compiled queries are joined here rather than joined as text and compiled again.
import type { MessageFields } from '../messages/types';
import type { CompiledQuery } from '../search/query';
import { bothPlans } from '../search/sqlPlan';

/** Messages matching both queries. */
export function allOf(a: CompiledQuery, b: CompiledQuery): CompiledQuery {
  return Object.assign((fields: MessageFields) => a(fields) && b(fields), {
    plan: bothPlans(a.plan, b.plan),
    userRegex: a.userRegex || b.userRegex,
  });
}

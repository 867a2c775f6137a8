// Stored searches. A search belongs to the user who created it; others may read it only through a
// view (saved search or dashboard) they may read that is built on it, as in Graylog. Searches no view
// uses are created on every run of the search page, so they are removed once they are old.
import type { AuthContext } from '../auth/types';
import type { Db } from '../db/types';
import type { UserRecord } from '../users/store';
import type { ParameterInput, QueryInput, SearchBody } from './searchSchema';
import { mayReadView, type ViewType } from './viewAccess';

export interface StoredSearch {
  id: string;
  queries: QueryInput[];
  parameters: ParameterInput[];
  requires: Record<string, unknown>;
  owner: string;
  ownerId: string;
  createdAt: string;
}

interface SearchRow {
  id: string;
  owner: string;
  owner_id: string;
  created_at: string;
  data: string;
}

interface SearchData {
  queries: QueryInput[];
  parameters: ParameterInput[];
  requires: Record<string, unknown>;
}

/** Graylog's SearchesCleanUpJob keeps searches no view uses for 4 days. */
export const UNREFERENCED_SEARCH_AGE_MS = 4 * 24 * 3600 * 1000;

function fromRow(row: SearchRow): StoredSearch {
  const data = JSON.parse(row.data) as SearchData;
  return { id: row.id, ...data, owner: row.owner, ownerId: row.owner_id, createdAt: row.created_at };
}

export function findSearch(db: Db, id: string): StoredSearch | undefined {
  const row = db.prepare('SELECT * FROM searches WHERE id = ?').get(id) as SearchRow | undefined;
  return row ? fromRow(row) : undefined;
}

/**
 * Creates the search, or replaces it; the caller has checked they may. A replaced search gets a new
 * creation time, as in Graylog (which saves the posted search whole): it counts as new for the
 * clean-up of searches no view uses.
 */
export function saveSearch(db: Db, id: string, search: SearchBody, owner: UserRecord, nowMs: number): StoredSearch {
  const data: SearchData = { queries: search.queries, parameters: search.parameters ?? [], requires: search.requires ?? {} };
  db.prepare(`INSERT INTO searches (id, owner, owner_id, created_at, data) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, owner_id = excluded.owner_id, created_at = excluded.created_at, data = excluded.data`)
    .run(id, owner.username, owner.id, new Date(nowMs).toISOString(), JSON.stringify(data));
  const saved = findSearch(db, id);
  if (!saved) throw new Error(`search ${id} was not saved`);
  return saved;
}

/** Replaces a search's queries (used by the legacy dashboard calls, which edit a dashboard's search). */
export function updateSearchQueries(db: Db, search: StoredSearch, queries: QueryInput[]): void {
  const data: SearchData = { queries, parameters: search.parameters, requires: search.requires };
  db.prepare('UPDATE searches SET data = ? WHERE id = ?').run(JSON.stringify(data), search.id);
}

/** How many views are built on the search. */
export function viewsUsingSearch(db: Db, searchId: string): number {
  return (db.prepare('SELECT count(*) AS n FROM views WHERE search_id = ?').get(searchId) as { n: number }).n;
}

export function searchJson(search: StoredSearch) {
  return {
    id: search.id,
    queries: search.queries,
    parameters: search.parameters,
    requires: search.requires,
    owner: search.owner,
    created_at: search.createdAt,
  };
}

export function isSearchOwner(caller: AuthContext, search: StoredSearch): boolean {
  return search.ownerId === caller.user.id;
}

/** Own searches, and searches under a view the caller may read. */
export function mayReadSearch(db: Db, caller: AuthContext, search: StoredSearch): boolean {
  if (isSearchOwner(caller, search)) return true;
  const views = db.prepare('SELECT id, type FROM views WHERE search_id = ?').all(search.id) as { id: string; type: ViewType }[];
  return views.some((view) => mayReadView(caller.permissions, view));
}

export function searchesReadableBy(db: Db, caller: AuthContext): StoredSearch[] {
  const rows = db.prepare('SELECT * FROM searches WHERE owner_id = ? OR id IN (SELECT search_id FROM views) ORDER BY created_at, id')
    .all(caller.user.id) as SearchRow[];
  return rows
    .map(fromRow)
    .filter((search) => mayReadSearch(db, caller, search));
}

export function deleteUnreferencedSearches(db: Db, nowMs: number): number {
  const before = new Date(nowMs - UNREFERENCED_SEARCH_AGE_MS).toISOString();
  return db.prepare('DELETE FROM searches WHERE created_at < ? AND id NOT IN (SELECT search_id FROM views)').run(before).changes;
}

/** Deletes the search unless a view is still built on it (a content pack removing the dashboard it installed). */
export function deleteSearchIfUnused(db: Db, searchId: string): void {
  db.prepare('DELETE FROM searches WHERE id = ? AND id NOT IN (SELECT search_id FROM views)').run(searchId);
}

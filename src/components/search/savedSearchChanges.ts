// Whether the search on screen differs from the saved search it was opened from: what Save would change.
import type { TimeRange } from '@/stores/search/searchTypes';
import type { SavedSearchState } from '@/stores/views/savedSearch';

const sameInstant = (a: string, b: string) => a === b || Date.parse(a) === Date.parse(b);

/** The same range, whichever way the server wrote its times back ("…00.000Z" or "…00Z"). */
const sameTimeRange = (a: TimeRange, b: TimeRange): boolean => {
  if (a.type === 'relative' && b.type === 'relative') return a.range === b.range;
  if (a.type === 'absolute' && b.type === 'absolute') return sameInstant(a.from, b.from) && sameInstant(a.to, b.to);
  if (a.type === 'keyword' && b.type === 'keyword') return a.keyword === b.keyword;
  return false;
};

const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && a.every((item, at) => item === b[at]);

/** Streams are a set; the columns keep their order, which the table shows. */
export const hasUnsavedChanges = (saved: SavedSearchState, current: SavedSearchState): boolean => (
  saved.query !== current.query
  || !sameTimeRange(saved.timerange, current.timerange)
  || !sameList([...saved.streams].sort(), [...current.streams].sort())
  || !sameList(saved.selectedFields, current.selectedFields)
);

import { useCallback, useMemo } from 'react';

import useSearchRun from '@/components/search/useSearchRun';
import type { SearchJob, TimeRange } from '@/stores/search/searchTypes';

import type { SourceCounts } from './sourceCounts';
import { readSourceCounts, sourcesSearch } from './sourceCounts';

export type SourceCountsResult = { counts?: SourceCounts, problems?: Array<string>, loading: boolean };

/** Counts messages per source over `timerange` (see useSearchRun); again when the range or `refreshKey` changes. */
const useSourceCounts = (timerange: TimeRange, refreshKey: number): SourceCountsResult => {
  const rangeKey = JSON.stringify(timerange);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => sourcesSearch(timerange), [rangeKey]);
  const read = useCallback((job: SearchJob) => readSourceCounts(search, job), [search]);

  const { value, failure, loading } = useSearchRun(search.request, refreshKey, read);
  if (failure) return { problems: [failure.message], loading };
  if (value && 'problems' in value) return { problems: value.problems, loading };
  return { counts: value?.counts, loading };
};

export default useSourceCounts;

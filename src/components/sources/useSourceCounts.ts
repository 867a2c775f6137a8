import { useEffect, useMemo, useRef, useState } from 'react';

import { createSearchRunner } from '@/stores/search/searchRunner';
import type { SearchRunner } from '@/stores/search/searchRunner';
import type { TimeRange } from '@/stores/search/searchTypes';

import type { SourceCounts } from './sourceCounts';
import { problemOfFailure, readSourceCounts, sourcesSearch } from './sourceCounts';

export type SourceCountsResult = { counts?: SourceCounts, problems?: Array<string>, loading: boolean };

/** Counts messages per source over `timerange`; again when the range or `refreshKey` changes. */
const useSourceCounts = (timerange: TimeRange, refreshKey: number): SourceCountsResult => {
  const runner = useRef<SearchRunner | null>(null);
  if (runner.current === null) runner.current = createSearchRunner();
  const [result, setResult] = useState<SourceCountsResult>({ loading: true });
  const rangeKey = JSON.stringify(timerange);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => sourcesSearch(timerange), [rangeKey]);

  useEffect(() => {
    let active = true;
    setResult((previous) => ({ ...previous, loading: true }));
    runner.current?.run(search.request).then((job) => {
      if (!active || job === null) return;
      const read = readSourceCounts(search, job);
      setResult('counts' in read ? { counts: read.counts, loading: false } : { problems: read.problems, loading: false });
    }, (error: unknown) => {
      if (active) setResult({ problems: [problemOfFailure(error)], loading: false });
    });
    return () => { active = false; };
  }, [search, refreshKey]);

  useEffect(() => () => runner.current?.cancel(), []);
  return result;
};

export default useSourceCounts;

import React, { useEffect, useState } from 'react';

import PageHeader from '@/components/common/PageHeader';
import IndexerFailuresTable from '@/components/indices/IndexerFailuresTable';
import IndicesSectionNav from '@/components/indices/IndicesSectionNav';
import { reasonOf } from '@/logic/errors/FetchError';
import { IndexerFailuresActions } from '@/stores/indices/IndexerFailuresStore';
import DocsHelper from '@/util/DocsHelper';
import formatCount from '@/util/formatCount';

/** Graylog's console counts every failure by asking for those of the last ten years. */
const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

type Total = { count?: number, failed?: string };

/** `/system/indices/failures`: messages that were processed but could not be written to their index. */
const IndexerFailuresPage = () => {
  const [total, setTotal] = useState<Total>({});
  useEffect(() => {
    let current = true;
    IndexerFailuresActions.count(new Date(Date.now() - TEN_YEARS_MS)).then(
      (count) => { if (current) setTotal({ count }); },
      (error: unknown) => { if (current) setTotal({ failed: reasonOf(error) }); },
    );
    return () => { current = false; };
  }, []);
  let summary: React.ReactNode = 'Counting the failures…';
  if (total.count !== undefined) summary = `${formatCount(total.count)} indexer ${total.count === 1 ? 'failure' : 'failures'} in total.`;
  if (total.failed) summary = `The failures could not be counted: ${total.failed}`;
  return (
    <>
      <PageHeader title="Indexer failures"
                  description="Messages that were received and processed, but could not be written to their index."
                  documentationLink={{ title: 'Indexer failures', path: DocsHelper.PAGES.INDEXER_FAILURES }}>
        <p className="mb-0" aria-live="polite">{summary}</p>
        <IndicesSectionNav />
      </PageHeader>
      <IndexerFailuresTable />
    </>
  );
};

export default IndexerFailuresPage;

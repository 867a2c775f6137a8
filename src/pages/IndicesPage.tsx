import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import IndexerFailuresCount from '@/components/indices/IndexerFailuresCount';
import IndexerUnavailable from '@/components/indices/IndexerUnavailable';
import IndexSetsTable from '@/components/indices/IndexSetsTable';
import { formatStats } from '@/components/indices/indexSetTexts';
import IndicesSectionNav from '@/components/indices/IndicesSectionNav';
import { reasonOf } from '@/logic/errors/FetchError';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { IndexSetStats } from '@/stores/indices/IndexSetsStore';
import { IndexSetsActions } from '@/stores/indices/IndexSetsStore';
import { indexerUnavailableReason } from '@/stores/indices/IndicesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

type GlobalStats = { stats?: IndexSetStats, unavailable?: string, failed?: string };

/** `/system/indices`: every index set with what it holds, and all of them together. */
const IndicesPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [global, setGlobal] = useState<GlobalStats>({});
  const [loads, setLoads] = useState(0);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  // Asked again with every load of the list, so that a deleted set's indices leave the totals too.
  const loadGlobalStats = useCallback(() => {
    setLoads((count) => count + 1);
    IndexSetsActions.globalStats().then((stats) => { if (mounted.current) setGlobal({ stats }); }, (error: unknown) => {
      if (!mounted.current) return;
      const unavailable = indexerUnavailableReason(error);
      setGlobal(unavailable ? { unavailable } : { failed: reasonOf(error) });
    });
  }, []);

  return (
    <>
      <PageHeader title="Indices & Index Sets" documentTitle="Indices and Index Sets"
                  description="Streams write their messages to an index set, which decides how the messages are sharded and replicated and how long they are kept."
                  documentationLink={{ title: 'Index model', path: DocsHelper.PAGES.INDEX_MODEL }}
                  actions={isPermitted(permissions, 'indexsets:create') && (
                    <Link to={Routes.SYSTEM.INDEX_SETS.CREATE} className="btn btn-success">Create index set</Link>
                  )}>
        <IndicesSectionNav />
      </PageHeader>
      {global.unavailable && <IndexerUnavailable reason={global.unavailable} />}
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
        <p className="h5 mb-0" aria-live="polite">
          <span className="fw-semibold">Total: </span>
          {global.stats && formatStats(global.stats)}
          {global.failed && <span className="text-danger">The totals could not be loaded: {global.failed}</span>}
          {!global.stats && !global.failed && !global.unavailable && <span className="text-body-secondary">Loading…</span>}
          {global.unavailable && <span className="text-body-secondary">Not available</span>}
        </p>
        <IndexerFailuresCount reloadKey={loads} />
      </div>
      <IndexSetsTable onLoad={loadGlobalStats} />
    </>
  );
};

export default IndicesPage;

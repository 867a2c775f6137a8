import React, { useCallback } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import IndexerFailuresCount from '@/components/indices/IndexerFailuresCount';
import IndexerUnavailable from '@/components/indices/IndexerUnavailable';
import IndexSetBadges from '@/components/indices/IndexSetBadges';
import IndexSetDetails from '@/components/indices/IndexSetDetails';
import IndexSetMaintenance from '@/components/indices/IndexSetMaintenance';
import IndicesSectionNav from '@/components/indices/IndicesSectionNav';
import IndicesTable from '@/components/indices/IndicesTable';
import useIndexerOverview from '@/components/indices/useIndexerOverview';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { IndexSetsActions } from '@/stores/indices/IndexSetsStore';
import type { IndexerOverview } from '@/stores/indices/IndicesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';
import formatCount from '@/util/formatCount';

const OverviewSummary = ({ overview }: { overview: IndexerOverview }) => {
  const indices = Object.keys(overview.indices).length;
  const target = overview.deflector.current_target;
  return (
    <p className="mb-0" aria-live="polite">
      {formatCount(indices)} {indices === 1 ? 'index' : 'indices'} with {formatCount(overview.counts.events)} messages.{' '}
      {target ? <>The active write index is <b className="font-monospace">{target}</b>.</> : 'There is no write index.'}
    </p>
  );
};

/** `/system/index_sets/{id}`: the set's configuration and its indices, refreshed every two seconds. */
const IndexSetPage = () => {
  const { indexSetId } = useParams<{ indexSetId: string }>();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const loadIndexSet = useCallback((id: string) => IndexSetsActions.get(id, { sideLoad: false }), []);
  const indexSet = useLoaded(loadIndexSet, indexSetId);
  const { overview, unavailable, failed, refresh } = useIndexerOverview(indexSetId);

  if (!indexSet.value && indexSet.failed) return <LoadFailure what="index set" reason={indexSet.reason} onRetry={indexSet.reload} />;
  if (!indexSet.value) return <Spinner page />;
  const set = indexSet.value;
  const mayEdit = isPermitted(permissions, `indexsets:edit:${set.id}`);

  return (
    <>
      <PageHeader title={<>Index set: {set.title}<IndexSetBadges indexSet={set} /></>} documentTitle={`Index set ${set.title}`}
                  description={set.description || undefined}
                  documentationLink={{ title: 'Index model', path: DocsHelper.PAGES.INDEX_MODEL }}
                  actions={(
                    <div className="d-flex flex-wrap gap-2">
                      <IndexSetMaintenance indexSet={set} permissions={permissions} onDone={refresh} />
                      {mayEdit && <Link className="btn btn-primary" to={Routes.SYSTEM.INDEX_SETS.configuration(set.id, 'details')}>Edit index set</Link>}
                    </div>
                  )}>
        <IndicesSectionNav />
      </PageHeader>
      <section className="mb-4" aria-label="Configuration">
        <IndexSetDetails indexSet={set} />
      </section>
      {unavailable && <IndexerUnavailable reason={unavailable} />}
      {failed && <Alert variant="warning">The indices could not be refreshed: {failed}</Alert>}
      {!unavailable && !overview && !failed && <Spinner text="Loading indices…" />}
      {overview && (
        <section aria-label="Indices">
          <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
            <OverviewSummary overview={overview} />
            <IndexerFailuresCount />
          </div>
          <IndicesTable overview={overview} permissions={permissions} onChanged={refresh} />
        </section>
      )}
    </>
  );
};

export default IndexSetPage;

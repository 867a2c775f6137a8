import React, { useCallback } from 'react';
import { useHistory, useLocation, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import MissingPermissions from '@/components/errors/MissingPermissions';
import IndexSetForm from '@/components/indices/IndexSetForm';
import IndicesSectionNav from '@/components/indices/IndicesSectionNav';
import loadStrategies from '@/components/indices/loadStrategies';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { IndexSetsActions } from '@/stores/indices/IndexSetsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** Where the page was opened from (`from=details`: the set's page), which Cancel and Save return to; else the index sets. */
const returnPath = (indexSetId: string, from: string | null) => (from === 'details' ? Routes.SYSTEM.INDEX_SETS.show(indexSetId) : Routes.SYSTEM.INDICES.LIST);

/** `/system/index_sets/{id}/configuration` (optional `from`), for those who may edit the set. */
const IndexSetConfigurationPage = () => {
  const { indexSetId } = useParams<{ indexSetId: string }>();
  const { search } = useLocation();
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const loadIndexSet = useCallback((id: string) => IndexSetsActions.get(id, { sideLoad: false }), []);
  const indexSet = useLoaded(loadIndexSet, indexSetId);
  const strategies = useLoaded(loadStrategies);
  const back = returnPath(indexSetId, new URLSearchParams(search).get('from'));

  // A reload that fails (after the server came back) leaves the form and what was typed in it.
  if (!indexSet.value && indexSet.failed) return <LoadFailure what="index set" reason={indexSet.reason} onRetry={indexSet.reload} />;
  if (!strategies.value && strategies.failed) {
    return <LoadFailure what="rotation and retention strategies" reason={strategies.reason} onRetry={strategies.reload} />;
  }
  if (!indexSet.value || !strategies.value) return <Spinner page />;
  const set = indexSet.value;
  if (!isPermitted(permissions, `indexsets:edit:${set.id}`)) return <MissingPermissions />;
  return (
    <>
      <PageHeader title={`Configure index set "${set.title}"`} documentTitle={`Configure index set ${set.title}`}
                  description="Change how the set's indices are sharded and optimized, when its write index is rotated and how many indices are kept."
                  documentationLink={{ title: 'Index model', path: DocsHelper.PAGES.INDEX_MODEL }}>
        <IndicesSectionNav />
      </PageHeader>
      <IndexSetForm key={set.id} indexSet={set} strategies={strategies.value} cancelTo={back} onSaved={() => history.push(back)} />
    </>
  );
};

export default IndexSetConfigurationPage;

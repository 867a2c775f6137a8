import React from 'react';
import { useHistory } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import IndexSetForm from '@/components/indices/IndexSetForm';
import IndicesSectionNav from '@/components/indices/IndicesSectionNav';
import loadStrategies from '@/components/indices/loadStrategies';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/system/index_sets/create`. */
const IndexSetCreationPage = () => {
  const history = useHistory();
  const strategies = useLoaded(loadStrategies);
  let content: React.ReactNode;
  if (!strategies.value && strategies.failed) content = <LoadFailure what="rotation and retention strategies" reason={strategies.reason} onRetry={strategies.reload} />;
  else if (!strategies.value) content = <Spinner text="Loading rotation and retention strategies…" />;
  else {
    content = (
      <IndexSetForm strategies={strategies.value} cancelTo={Routes.SYSTEM.INDICES.LIST}
                    onSaved={(saved) => history.push(Routes.SYSTEM.INDEX_SETS.show(saved.id))} />
    );
  }
  return (
    <>
      <PageHeader title="Create index set" description="An index set keeps the messages of the streams writing to it: how they are sharded, when its write index is rotated and how long old indices are kept."
                  documentationLink={{ title: 'Index model', path: DocsHelper.PAGES.INDEX_MODEL }}>
        <IndicesSectionNav />
      </PageHeader>
      {content}
    </>
  );
};

export default IndexSetCreationPage;

import React, { useMemo } from 'react';
import { useHistory, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import ContentPackWizard from '@/components/contentpacks/wizard/ContentPackWizard';
import NotFoundPage from '@/pages/NotFoundPage';
import Routes from '@/routing/Routes';
import { newRevisionFrom } from '@/stores/contentpacks/contentPackModel';
import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';
import DocsHelper from '@/util/DocsHelper';

/**
 * `/system/contentpacks/{id}/{rev}/edit`: the wizard filled in with revision {rev}; saving creates a new
 * revision, the latest plus one. The revision itself never changes.
 */
const ContentPackEditPage = () => {
  const { contentPackId, contentPackRev } = useParams<{ contentPackId: string, contentPackRev: string }>();
  const history = useHistory();
  const { value: revisions, failed, reason, reload } = useLoaded(ContentPacksActions.get, contentPackId);
  const rev = Number(contentPackRev);
  // Made once per loaded pack: a reload after the server came back must not restart the wizard.
  const pack = useMemo(() => (revisions && Number.isInteger(rev) ? newRevisionFrom(revisions, rev) : undefined), [revisions !== undefined, rev]); // eslint-disable-line react-hooks/exhaustive-deps

  if (failed && !revisions) return <LoadFailure what="content pack" reason={reason} onRetry={reload} />;
  if (!revisions) return <Spinner page text="Loading content pack…" />;
  if (!pack) return <NotFoundPage message={`Content pack ${contentPackId} has no revision ${contentPackRev}.`} />;

  const detailsPath = Routes.SYSTEM.CONTENTPACKS.show(pack.id);
  return (
    <>
      <PageHeader title={<>New revision of content pack <em className="text-break">{pack.name}</em></>}
                  documentTitle={`New revision of content pack ${pack.name}`}
                  description={`Starts from revision ${rev}; saving creates revision ${pack.rev}.`}
                  documentationLink={{ title: 'Content packs', path: DocsHelper.PAGES.CONTENT_PACKS }} />
      <ContentPackWizard key={`${pack.id}-${rev}`} pack={pack} fromRevision={rev} cancelTo={detailsPath} onSaved={() => history.push(detailsPath)} />
    </>
  );
};

export default ContentPackEditPage;

import React, { useState } from 'react';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import ContentPackWizard from '@/components/contentpacks/wizard/ContentPackWizard';
import Routes from '@/routing/Routes';
import { newContentPack } from '@/stores/contentpacks/contentPackModel';
import DocsHelper from '@/util/DocsHelper';

/**
 * `/system/contentpacks/create` and `/system/contentpacks/export`: a new content pack built from this server's
 * entities, step by step. Graylog 4.0 names the export path without giving it a page; exporting is building a
 * pack, so both open this wizard.
 */
const ContentPackCreatePage = () => {
  const history = useHistory();
  // One id for the pack being built, generated once: it is in the preview and saved with the pack.
  const [pack] = useState(newContentPack);
  return (
    <>
      <PageHeader title="Create a content pack"
                  description="Describe the pack, choose the entities it carries, turn values into parameters, check the result and save it."
                  documentationLink={{ title: 'Content packs', path: DocsHelper.PAGES.CONTENT_PACKS }} />
      <ContentPackWizard pack={pack} cancelTo={Routes.SYSTEM.CONTENTPACKS.LIST}
                         onSaved={(saved) => history.push(Routes.SYSTEM.CONTENTPACKS.show(saved.id))} />
    </>
  );
};

export default ContentPackCreatePage;

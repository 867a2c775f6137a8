import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import { mayBuild, mayUpload } from '@/components/contentpacks/contentPackPermissions';
import ContentPackRowActions from '@/components/contentpacks/ContentPackRowActions';
import type { ContentPackRow } from '@/components/contentpacks/contentPackRows';
import { contentPackColumns, fetchContentPackPage } from '@/components/contentpacks/contentPackRows';
import UploadContentPackDialog from '@/components/contentpacks/UploadContentPackDialog';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'content pack', plural: 'content packs' };
const DEFAULT_SORT = { field: 'name', order: 'asc' as const };

/** `/system/contentpacks`: the latest revision of every pack; install, download, delete, build and upload packs. */
const ContentPacksPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [uploading, setUploading] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((key) => key + 1);

  const actions = (
    <>
      {mayUpload(permissions) && <Button variant="outline-primary" onClick={() => setUploading(true)}>Upload</Button>}
      {mayBuild(permissions) && <Link to={Routes.SYSTEM.CONTENTPACKS.CREATE} className="btn btn-primary">Create a content pack</Link>}
    </>
  );

  return (
    <>
      <PageHeader
        title="Content packs"
        description="Content packs carry configuration (inputs with extractors, streams, pipelines, lookup tables, dashboards and more) from one installation to another."
        documentationLink={{ title: 'Content packs', path: DocsHelper.PAGES.CONTENT_PACKS }}
        actions={actions} />
      <PaginatedEntityTable<ContentPackRow>
        id="content-packs"
        entityName={ENTITY_NAME}
        fetchPage={fetchContentPackPage}
        columns={contentPackColumns}
        defaultSort={DEFAULT_SORT}
        getId={(row) => row.id}
        getTitle={(row) => row.name}
        searchPlaceholder="Search by name, summary or vendor"
        reloadKey={reloadKey}
        emptyState={<p className="mb-0">No content packs yet.{mayBuild(permissions) || mayUpload(permissions) ? ' Create one, or upload a content pack file.' : ''}</p>}
        rowActions={(row, table) => <ContentPackRowActions pack={row} permissions={permissions} onChanged={table.reload} />} />
      {uploading && <UploadContentPackDialog onClose={() => setUploading(false)} onUploaded={() => { setUploading(false); reload(); }} />}
    </>
  );
};

export default ContentPacksPage;

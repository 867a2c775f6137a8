import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useHistory, useParams } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import SectionCard from '@/components/common/SectionCard';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import ContentPackConstraintsTable from '@/components/contentpacks/ContentPackConstraintsTable';
import ContentPackEntitiesTable from '@/components/contentpacks/ContentPackEntitiesTable';
import ContentPackFacts from '@/components/contentpacks/ContentPackFacts';
import ContentPackParametersTable from '@/components/contentpacks/ContentPackParametersTable';
import { mayBuild, mayDelete, mayInstall, mayUninstall } from '@/components/contentpacks/contentPackPermissions';
import downloadRevision from '@/components/contentpacks/downloadRevision';
import InstallationEntitiesDialog from '@/components/contentpacks/InstallationEntitiesDialog';
import InstallationsTable from '@/components/contentpacks/InstallationsTable';
import InstallContentPackDialog from '@/components/contentpacks/InstallContentPackDialog';
import RevisionsTable from '@/components/contentpacks/RevisionsTable';
import UninstallDialog from '@/components/contentpacks/UninstallDialog';
import NotFoundPage from '@/pages/NotFoundPage';
import { reasonOf } from '@/logic/errors/FetchError';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { latestRevision, revisionsOf } from '@/stores/contentpacks/contentPackModel';
import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';
import type { ContentPack, ContentPackInstallation } from '@/stores/contentpacks/contentPackTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

type Dialog =
  | { kind: 'install', pack: ContentPack }
  | { kind: 'deleteRevision', pack: ContentPack }
  | { kind: 'uninstall', installation: ContentPackInstallation }
  | { kind: 'installedEntities', installation: ContentPackInstallation };

/** The pack's installations, loaded beside the pack; a failure is said in their section. */
const useInstallations = (packId: string) => {
  const [state, setState] = useState<{ installations?: Array<ContentPackInstallation>, failure?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  useReloadOnReconnect(reload);
  useEffect(() => {
    let active = true;
    ContentPacksActions.installations(packId).then((installations) => { if (active) setState({ installations }); }, (error: unknown) => {
      if (active) setState((previous) => ({ installations: previous.installations, failure: reasonOf(error) }));
    });
    return () => { active = false; };
  }, [packId, attempt]);
  return { ...state, reload };
};

/**
 * `/system/contentpacks/{id}`: a pack's revisions (one shown with its entities, parameters and constraints as
 * this server fulfils them) and its installations; install, uninstall, download, delete, new revision.
 */
const ContentPackDetailsPage = () => {
  const { contentPackId } = useParams<{ contentPackId: string }>();
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value: response, failed, reason, reload } = useLoaded(ContentPacksActions.get, contentPackId);
  const { installations, failure: installationsFailure, reload: reloadInstallations } = useInstallations(contentPackId);
  const [chosenRev, setChosenRev] = useState<number | undefined>();
  const [dialog, setDialog] = useState<Dialog | undefined>();

  const installedPerRevision = useMemo(() => (installations ?? []).reduce<{ [rev: number]: number }>((counts, installation) => (
    { ...counts, [installation.content_pack_revision]: (counts[installation.content_pack_revision] ?? 0) + 1 }
  ), {}), [installations]);

  if (failed && !response) return <LoadFailure what="content pack" reason={reason} onRetry={reload} />;
  if (!response) return <Spinner page text="Loading content pack…" />;
  const latest = latestRevision(response);
  if (latest === undefined) return <NotFoundPage message={`Content pack ${contentPackId} has no revisions.`} />;

  const revisions = revisionsOf(response).map((rev) => response.content_pack_revisions[String(rev)]);
  const shownRev = chosenRev !== undefined && response.content_pack_revisions[String(chosenRev)] ? chosenRev : latest;
  const shown = response.content_pack_revisions[String(shownRev)];
  const latestPack = response.content_pack_revisions[String(latest)];
  const checks = response.constraints_result[String(shownRev)] ?? [];
  const closeDialog = () => setDialog(undefined);

  const deleteRevision = (pack: ContentPack) => ContentPacksActions.deleteRevision(pack, pack.rev).then(() => {
    closeDialog();
    // The last revision gone, the pack is gone.
    if (revisions.length <= 1) history.push(Routes.SYSTEM.CONTENTPACKS.LIST); else reload();
  });

  const actions = mayBuild(permissions)
    ? <Link to={Routes.SYSTEM.CONTENTPACKS.edit(shown.id, shownRev)} className="btn btn-primary">Create new revision</Link>
    : undefined;

  return (
    <>
      <PageHeader title={<>Content pack <em className="text-break">{latestPack.name}</em></>} documentTitle={`Content pack ${latestPack.name}`}
                  description={latestPack.summary || undefined}
                  documentationLink={{ title: 'Content packs', path: DocsHelper.PAGES.CONTENT_PACKS }}
                  actions={actions} />

      <SectionCard title="Revisions" description="Choose the revision shown below. A new revision starts from the one it is created from.">
        <RevisionsTable revisions={revisions} selected={shownRev} onSelect={setChosenRev} installed={installedPerRevision}
                        mayInstall={mayInstall(permissions, contentPackId)} mayBuild={mayBuild(permissions)} mayDelete={mayDelete(permissions, contentPackId)}
                        onInstall={(pack) => setDialog({ kind: 'install', pack })}
                        onDownload={(pack) => { downloadRevision(pack, pack.rev).catch(() => undefined); }}
                        onDelete={(pack) => setDialog({ kind: 'deleteRevision', pack })} />
      </SectionCard>

      <SectionCard title="Installations">
        {installationsFailure && (
          <Alert variant="danger">
            The installations could not be loaded: {installationsFailure}{' '}
            <Button size="sm" variant="outline-danger" onClick={reloadInstallations}>Try again</Button>
          </Alert>
        )}
        {!installations && !installationsFailure && <Spinner text="Loading installations…" />}
        {installations && (
          <InstallationsTable installations={installations} mayUninstall={mayUninstall(permissions, contentPackId)}
                              onUninstall={(installation) => setDialog({ kind: 'uninstall', installation })}
                              onShowEntities={(installation) => setDialog({ kind: 'installedEntities', installation })} />
        )}
      </SectionCard>

      <h2 className="h5 mt-4">Revision {shownRev}</h2>
      <SectionCard title="General information" level={3}><ContentPackFacts pack={shown} /></SectionCard>
      <SectionCard title="Constraints" level={3} description="What a server installing this revision must run, checked against this server.">
        <ContentPackConstraintsTable rows={checks} />
      </SectionCard>
      <SectionCard title="Entities" level={3}><ContentPackEntitiesTable entities={shown.entities} parameters={shown.parameters} /></SectionCard>
      <SectionCard title="Parameters" level={3}><ContentPackParametersTable parameters={shown.parameters} /></SectionCard>

      {dialog?.kind === 'install' && (
        <InstallContentPackDialog pack={dialog.pack} onClose={closeDialog} onInstalled={() => { closeDialog(); reloadInstallations(); }} />
      )}
      <ConfirmDialog show={dialog?.kind === 'deleteRevision'} title="Delete content pack revision" confirmLabel="Delete" onCancel={closeDialog}
                     onConfirm={() => (dialog?.kind === 'deleteRevision' ? deleteRevision(dialog.pack) : undefined)}>
        Do you really want to delete revision <b>{dialog?.kind === 'deleteRevision' ? dialog.pack.rev : ''}</b> of content
        pack <b className="text-break">{latestPack.name}</b>?{revisions.length <= 1 && ' It is the only revision: the content pack is deleted with it.'}
        {' '}An installed revision cannot be deleted: uninstall it first.
      </ConfirmDialog>
      {dialog?.kind === 'uninstall' && (
        <UninstallDialog pack={latestPack} installation={dialog.installation} onClose={closeDialog}
                         onUninstalled={() => { closeDialog(); reloadInstallations(); }} />
      )}
      {dialog?.kind === 'installedEntities' && <InstallationEntitiesDialog installation={dialog.installation} onClose={closeDialog} />}
    </>
  );
};

export default ContentPackDetailsPage;

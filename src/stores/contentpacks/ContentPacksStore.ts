// Content packs (/system/content_packs): the latest revisions with their installation counts, one pack's
// revisions and installations, creating (a new pack, a new revision or an uploaded file), installing,
// uninstalling, deleting and downloading. Every call and every toast about one is here.
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportPageLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type {
  ContentPack, ContentPackInstallation, ContentPackList, ContentPackRevisionsResponse, ContentPackUninstallation, InstallationRequest,
  NativeEntityDescriptor,
} from './contentPackTypes';

/** Names a pack in toasts. */
export type PackRef = Pick<ContentPack, 'id' | 'name'>;

/** Bulk runs report their outcome themselves, so each item's toast would only repeat it. */
export type QuietOption = { quiet?: boolean };

/** How a pack is being saved: built in the wizard (a new pack or a new revision) or uploaded as a file. */
export type CreateOrigin = { origin?: 'wizard' | 'upload' };

type ContentPacksActionsType = {
  /** The newest revision of every pack with the installation counts; for the list's table, which shows a failure itself. */
  listLatest: () => Promise<ContentPackList>,
  /** Every revision of one pack and its checked constraints: the details page's own entity. */
  get: (packId: string) => Promise<ContentPackRevisionsResponse>,
  /** The pack's installations; the page says in place when they could not be loaded (no toast). */
  installations: (packId: string) => Promise<Array<ContentPackInstallation>>,
  /**
   * Saves a pack revision. An upload refused by the server (400) is not toasted: the upload dialog shows the
   * server's reason beside the file, which stays chosen.
   */
  create: (pack: ContentPack, origin?: CreateOrigin) => Promise<void>,
  /** Deletes every revision of a pack. */
  delete: (pack: PackRef, options?: QuietOption) => Promise<void>,
  deleteRevision: (pack: PackRef, rev: number) => Promise<void>,
  install: (pack: PackRef, rev: number, request: InstallationRequest) => Promise<ContentPackInstallation>,
  /** What uninstalling would remove; the uninstall dialog shows a failure itself (no toast). */
  uninstallDetails: (packId: string, installationId: string) => Promise<Array<NativeEntityDescriptor>>,
  uninstall: (pack: PackRef, installationId: string) => Promise<ContentPackUninstallation>,
  /** The revision as its JSON file holds it. */
  download: (pack: PackRef, rev: number) => Promise<ContentPack>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const isUploadRefusal = (error: unknown) => error instanceof FetchError && error.status === 400;

const emptyUninstallation = (answer: Partial<ContentPackUninstallation> | undefined): ContentPackUninstallation => ({
  entities: answer?.entities ?? [],
  skipped_entities: answer?.skipped_entities ?? [],
  failed_entities: answer?.failed_entities ?? [],
});

export const ContentPacksActions = singletonActions('core.ContentPacks', () => createActions<ContentPacksActionsType>([
  'listLatest', 'get', 'installations', 'create', 'delete', 'deleteRevision', 'install', 'uninstallDetails', 'uninstall', 'download',
]));

export const ContentPacksStore = singletonStore('core.ContentPacks', () => createStore({
  listenables: [ContentPacksActions],
  state: {},

  listLatest() {
    const promise = fetch<ContentPackList>('GET', url(ApiRoutes.ContentPacksApiController.latest())).then((answer) => ({
      total: answer.total,
      content_packs: answer.content_packs ?? [],
      content_packs_metadata: answer.content_packs_metadata ?? {},
    }));
    ContentPacksActions.listLatest.promise(promise);
  },

  get(packId: string) {
    const promise = fetch<ContentPackRevisionsResponse>('GET', url(ApiRoutes.ContentPacksApiController.get(packId))).then((answer) => ({
      content_pack_revisions: answer.content_pack_revisions ?? {},
      constraints_result: answer.constraints_result ?? {},
    }), (error: unknown) => reportPageLoadFailure(error, 'Loading content pack', 'Could not load content pack'));
    ContentPacksActions.get.promise(promise);
  },

  installations(packId: string) {
    const promise = fetch<{ installations?: Array<ContentPackInstallation> }>('GET', url(ApiRoutes.ContentPacksApiController.installations(packId)), undefined, SIDE_LOAD_OPTIONS)
      .then((answer) => answer?.installations ?? []);
    ContentPacksActions.installations.promise(promise);
  },

  create(pack: ContentPack, { origin = 'wizard' }: CreateOrigin = {}) {
    const uploading = origin === 'upload';
    const promise = fetch('POST', url(ApiRoutes.ContentPacksApiController.create()), pack, WRITE_OPTIONS).then(() => {
      if (uploading) {
        UserNotification.success(`Content pack "${pack.name}" was uploaded successfully.`);
      } else {
        UserNotification.success(pack.rev > 1
          ? `Revision ${pack.rev} of content pack "${pack.name}" was created successfully.`
          : `Content pack "${pack.name}" was created successfully.`);
      }
    }, (error: unknown) => {
      if (uploading && isUploadRefusal(error)) {
        throw error;
      }
      return reportWriteFailure(error, uploading ? 'Uploading content pack' : `Creating content pack "${pack.name}"`, 'Could not create content pack');
    });
    ContentPacksActions.create.promise(promise);
  },

  delete({ id, name }: PackRef, { quiet = false }: QuietOption = {}) {
    const promise = fetch('DELETE', url(ApiRoutes.ContentPacksApiController.delete(id)), undefined, WRITE_OPTIONS).then(() => {
      if (!quiet) UserNotification.success(`Content pack "${name}" was deleted successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Deleting content pack "${name}"`, 'Could not delete content pack', { quiet, toastServerMessage: 400 }));
    ContentPacksActions.delete.promise(promise);
  },

  deleteRevision({ id, name }: PackRef, rev: number) {
    const promise = fetch('DELETE', url(ApiRoutes.ContentPacksApiController.revision(id, rev)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Revision ${rev} of content pack "${name}" was deleted successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Deleting revision ${rev} of content pack "${name}"`, 'Could not delete content pack revision', { toastServerMessage: 400 }));
    ContentPacksActions.deleteRevision.promise(promise);
  },

  install({ id, name }: PackRef, rev: number, request: InstallationRequest) {
    const promise = fetch<ContentPackInstallation>('POST', url(ApiRoutes.ContentPacksApiController.install(id, rev)), request, WRITE_OPTIONS).then((installation) => {
      UserNotification.success(`Content pack "${name}" was installed successfully.`);
      return installation;
    }, (error: unknown) => reportWriteFailure(error, `Installing content pack "${name}"`, 'Could not install content pack', { toastServerMessage: 400 }));
    ContentPacksActions.install.promise(promise);
  },

  uninstallDetails(packId: string, installationId: string) {
    const promise = fetch<{ entities?: Array<NativeEntityDescriptor> }>('GET', url(ApiRoutes.ContentPacksApiController.uninstallDetails(packId, installationId)), undefined, SIDE_LOAD_OPTIONS)
      .then((answer) => answer?.entities ?? []);
    ContentPacksActions.uninstallDetails.promise(promise);
  },

  uninstall({ id, name }: PackRef, installationId: string) {
    const promise = fetch<{ uninstalled?: Partial<ContentPackUninstallation> }>('DELETE', url(ApiRoutes.ContentPacksApiController.uninstall(id, installationId)), undefined, WRITE_OPTIONS)
      .then((answer) => {
        UserNotification.success(`Content pack "${name}" was uninstalled successfully.`);
        return emptyUninstallation(answer?.uninstalled);
      }, (error: unknown) => reportWriteFailure(error, `Uninstalling content pack "${name}"`, 'Could not uninstall content pack'));
    ContentPacksActions.uninstall.promise(promise);
  },

  download({ id, name }: PackRef, rev: number) {
    const promise = fetch<ContentPack>('GET', url(ApiRoutes.ContentPacksApiController.download(id, rev)), undefined, SIDE_LOAD_OPTIONS)
      .catch((error: unknown) => reportLoadFailure(error, `Downloading revision ${rev} of content pack "${name}"`, 'Could not download content pack'));
    ContentPacksActions.download.promise(promise);
  },
}));

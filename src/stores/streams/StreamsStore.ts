// Streams: the paginated list the streams page shows, every readable stream at once (for pickers and
// titles in other areas), one stream, and the writes: create, update, clone, delete, pause, resume, and
// the test-match call of the rule editor. The store keeps nothing: each page holds what it shows.
import { isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import type { Stream, StreamClone, StreamCreate, StreamMatchResult, StreamUpdate } from '@/stores/streams/streamTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** What the store needs to address a stream and name it in its toasts. */
export type StreamReference = Pick<Stream, 'id' | 'title'>;

/** Bulk runs report their outcome themselves, so a toast per item would only repeat it. */
export type QuietOption = { quiet?: boolean };

/** A message's fields, as the test-match call wants them. */
export type MessageFields = { [field: string]: unknown };

type PaginatedStreamsResponse = PaginatedResponse & { streams: Array<Stream> };

type StreamsActionsType = {
  /** For the streams table, which shows a failure itself: no toast. */
  searchPaginated: (request: PaginatedRequest) => Promise<PaginatedList<Stream>>,
  /** Every stream the user may read, by title; a failure is toasted. */
  listAll: () => Promise<Array<Stream>>,
  /** One stream. A 403 or 404 shows the matching error page instead of a toast. */
  get: (streamId: string) => Promise<Stream>,
  /** The new stream's id. New streams start paused, as in Graylog. */
  create: (stream: StreamCreate) => Promise<string>,
  update: (stream: StreamReference, changes: StreamUpdate) => Promise<Stream>,
  /** The copy's id. */
  clone: (stream: StreamReference, copy: StreamClone) => Promise<string>,
  remove: (stream: StreamReference, options?: QuietOption) => Promise<void>,
  pause: (stream: StreamReference, options?: QuietOption) => Promise<void>,
  resume: (stream: StreamReference, options?: QuietOption) => Promise<void>,
  /** Whether a message with these fields would be routed into the stream, and each rule's answer. */
  testMatch: (streamId: string, fields: MessageFields) => Promise<StreamMatchResult>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const byTitle = (streams: Array<Stream>) => [...streams].sort((a, b) => a.title.localeCompare(b.title));

export const StreamsActions = singletonActions('core.Streams', () => createActions<StreamsActionsType>([
  'searchPaginated', 'listAll', 'get', 'create', 'update', 'clone', 'remove', 'pause', 'resume', 'testMatch',
]));

export const StreamsStore = singletonStore('core.Streams', () => createStore({
  listenables: [StreamsActions],
  state: {} as Record<string, never>,

  searchPaginated(request: PaginatedRequest) {
    const path = paginatedPath(ApiRoutes.StreamsApiController.paginated().url, request);
    const promise = fetch<PaginatedStreamsResponse>('GET', qualifyApiUrl(path))
      .then((response) => toPaginatedList(response.streams, response));
    StreamsActions.searchPaginated.promise(promise);
  },

  listAll() {
    const promise = fetch<{ streams: Array<Stream> }>('GET', url(ApiRoutes.StreamsApiController.list()), undefined, SIDE_LOAD_OPTIONS).then(
      (response) => byTitle(response.streams ?? []),
      (error: unknown) => reportLoadFailure(error, 'Loading streams', 'Could not load streams'),
    );
    StreamsActions.listAll.promise(promise);
  },

  get(streamId: string) {
    const promise = fetch<Stream>('GET', url(ApiRoutes.StreamsApiController.get(streamId))).catch((error: unknown) => {
      const shownAsPage = isPageError(error);
      if (shownAsPage) {
        throw error;
      }
      return reportLoadFailure(error, 'Loading stream', 'Could not retrieve Stream');
    });
    StreamsActions.get.promise(promise);
  },

  create(stream: StreamCreate) {
    const promise = fetch<{ stream_id: string }>('POST', url(ApiRoutes.StreamsApiController.create()), stream, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Stream "${stream.title}" was created successfully.`);
      return created.stream_id;
    }, (error: unknown) => reportWriteFailure(error, `Saving stream "${stream.title}"`, 'Could not save Stream'));
    StreamsActions.create.promise(promise);
  },

  update(stream: StreamReference, changes: StreamUpdate) {
    const title = changes.title ?? stream.title;
    const promise = fetch<Stream>('PUT', url(ApiRoutes.StreamsApiController.update(stream.id)), changes, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Stream "${title}" was updated successfully.`);
      return updated;
    }, (error: unknown) => reportWriteFailure(error, `Updating stream "${stream.title}"`, 'Could not update Stream'));
    StreamsActions.update.promise(promise);
  },

  clone(stream: StreamReference, copy: StreamClone) {
    const path = ApiRoutes.StreamsApiController.clone(stream.id);
    const promise = fetch<{ stream_id: string }>('POST', url(path), copy, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Stream "${stream.title}" was cloned to "${copy.title}" successfully.`);
      return created.stream_id;
    }, (error: unknown) => reportWriteFailure(error, `Cloning stream "${stream.title}"`, 'Could not clone Stream'));
    StreamsActions.clone.promise(promise);
  },

  remove(stream: StreamReference, options: QuietOption = {}) {
    const promise = fetch('DELETE', url(ApiRoutes.StreamsApiController.delete(stream.id)), undefined, WRITE_OPTIONS).then(() => {
      if (!options.quiet) {
        UserNotification.success(`Stream "${stream.title}" was deleted successfully.`);
      }
    }, (error: unknown) => reportWriteFailure(error, `Removing stream "${stream.title}"`, 'Could not remove Stream', options));
    StreamsActions.remove.promise(promise);
  },

  pause(stream: StreamReference, options: QuietOption = {}) {
    const promise = fetch('POST', url(ApiRoutes.StreamsApiController.pause(stream.id)), undefined, WRITE_OPTIONS).then(() => {
      if (!options.quiet) {
        UserNotification.success(`Stream "${stream.title}" was paused.`);
      }
    }, (error: unknown) => reportWriteFailure(error, `Pausing stream "${stream.title}"`, 'Could not pause Stream', options));
    StreamsActions.pause.promise(promise);
  },

  resume(stream: StreamReference, options: QuietOption = {}) {
    const promise = fetch('POST', url(ApiRoutes.StreamsApiController.resume(stream.id)), undefined, WRITE_OPTIONS).then(() => {
      if (!options.quiet) {
        UserNotification.success(`Stream "${stream.title}" was resumed.`);
      }
    }, (error: unknown) => reportWriteFailure(error, `Resuming stream "${stream.title}"`, 'Could not resume Stream', options));
    StreamsActions.resume.promise(promise);
  },

  testMatch(streamId: string, fields: MessageFields) {
    const path = ApiRoutes.StreamsApiController.testMatch(streamId);
    const promise = fetch<StreamMatchResult>('POST', url(path), { message: fields }, WRITE_OPTIONS).catch((error: unknown) => (
      reportWriteFailure(error, 'Testing the stream rules', 'Could not test stream rules of stream', { toastFieldRefusals: true })
    ));
    StreamsActions.testMatch.promise(promise);
  },
}));

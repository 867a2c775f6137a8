// Processing pipelines: stages of rules that run on the messages of the streams a pipeline is connected to.
// The server keeps a pipeline as its source text and derives the title and stages from it, so every edit in
// the console rewrites the source (see pipelineSource.ts) and sends it whole. A source the server cannot
// parse is answered with a 400 whose body lists the parse errors: those are never toasted, the editor shows
// them. The store keeps nothing: each page holds what it shows.
import { FetchError, isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** One parse error in Graylog's JSON shape; subtypes add their own properties (the offending text, names). */
export type ParseError = {
  type: string,
  /** 1-based. */
  line: number,
  /** 0-based, as Graylog counts. */
  position_in_line: number,
  reason?: string,
  [property: string]: unknown,
};

/** Graylog's StageSource. */
export type PipelineStage = {
  stage: number,
  /** True: every rule of the stage must match for the pipeline to go on; false: at least one. */
  match_all: boolean,
  /** Rule titles, as the source names them. */
  rules: Array<string>,
};

/** Graylog's PipelineSource. */
export type Pipeline = {
  id: string,
  title: string,
  description: string | null,
  source: string,
  created_at: string,
  modified_at: string,
  stages: Array<PipelineStage>,
  errors: Array<ParseError> | null,
};

/** What a create or an update sends: the server takes the title and stages from the source. */
export type PipelineRequest = { title: string, description: string | null, source: string };

/** What the toasts name a pipeline by. */
export type PipelineRef = Pick<Pipeline, 'id' | 'title'>;

/** The parse errors of a refused save or parse call, or undefined when the failure is something else. */
export const parseErrorsOf = (error: unknown): Array<ParseError> | undefined => {
  if (!(error instanceof FetchError) || error.status !== 400 || !Array.isArray(error.body)) {
    return undefined;
  }
  const errors = error.body.filter((entry): entry is ParseError => typeof entry === 'object' && entry !== null
    && typeof (entry as { line?: unknown }).line === 'number');
  return errors.length > 0 ? errors : undefined;
};

/** Toasts a failed write unless the server refused the source (the editor shows those errors), and rethrows. */
const reportSourceWriteFailure = (error: unknown, what: string, title: string): never => {
  if (parseErrorsOf(error)) {
    throw error;
  }
  return reportWriteFailure(error, what, title);
};

type PipelinesActionsType = {
  /** Every pipeline the user may read, by title. No toast on failure: the caller says in place what failed. */
  list: () => Promise<Array<Pipeline>>,
  get: (pipelineId: string) => Promise<Pipeline>,
  create: (request: PipelineRequest) => Promise<Pipeline>,
  update: (pipelineId: string, request: PipelineRequest) => Promise<Pipeline>,
  remove: (pipeline: PipelineRef) => Promise<void>,
  /** The errors the server finds in a source; [] when it parses. Rejects only when the call itself failed. */
  parse: (request: PipelineRequest) => Promise<Array<ParseError>>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const byTitle = (pipelines: ReadonlyArray<Pipeline>) => [...pipelines]
  .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));

export const PipelinesActions = singletonActions('core.Pipelines', () => createActions<PipelinesActionsType>([
  'list', 'get', 'create', 'update', 'remove', 'parse',
]));

export const PipelinesStore = singletonStore('core.Pipelines', () => createStore({
  listenables: [PipelinesActions],
  state: {} as Record<string, never>,

  list() {
    const promise = fetch<Array<Pipeline>>('GET', url(ApiRoutes.PipelinesApiController.list()), undefined, SIDE_LOAD_OPTIONS)
      .then((pipelines) => byTitle(pipelines ?? []));
    PipelinesActions.list.promise(promise);
  },

  get(pipelineId: string) {
    const promise = fetch<Pipeline>('GET', url(ApiRoutes.PipelinesApiController.get(pipelineId))).catch((error: unknown) => {
      const shownAsPage = isPageError(error);
      if (shownAsPage) {
        throw error;
      }
      return reportLoadFailure(error, 'Fetching pipeline', 'Could not retrieve processing pipeline');
    });
    PipelinesActions.get.promise(promise);
  },

  create(request: PipelineRequest) {
    const promise = fetch<Pipeline>('POST', url(ApiRoutes.PipelinesApiController.create()), request, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Pipeline "${created.title}" created successfully`);
      return created;
    }, (error: unknown) => reportSourceWriteFailure(error, 'Saving pipeline', 'Could not save processing pipeline'));
    PipelinesActions.create.promise(promise);
  },

  update(pipelineId: string, request: PipelineRequest) {
    const body = { id: pipelineId, ...request };
    const promise = fetch<Pipeline>('PUT', url(ApiRoutes.PipelinesApiController.update(pipelineId)), body, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Pipeline "${updated.title}" updated successfully`);
      return updated;
    }, (error: unknown) => reportSourceWriteFailure(error, 'Updating pipeline', 'Could not update processing pipeline'));
    PipelinesActions.update.promise(promise);
  },

  remove(pipeline: PipelineRef) {
    const promise = fetch('DELETE', url(ApiRoutes.PipelinesApiController.delete(pipeline.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Pipeline "${pipeline.title}" deleted successfully`);
    }, (error: unknown) => reportWriteFailure(error, 'Deleting pipeline', `Could not delete processing pipeline "${pipeline.title}"`));
    PipelinesActions.remove.promise(promise);
  },

  parse(request: PipelineRequest) {
    const promise = fetch('POST', url(ApiRoutes.PipelinesApiController.parse()), request, WRITE_OPTIONS).then(
      (): Array<ParseError> => [],
      (error: unknown) => {
        const errors = parseErrorsOf(error);
        if (errors) {
          return errors;
        }
        throw error;
      },
    );
    PipelinesActions.parse.promise(promise);
  },
}));

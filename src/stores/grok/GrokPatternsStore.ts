// Grok patterns (GET/POST /system/grok, PUT/DELETE /system/grok/{id}): the paginated list, one pattern's
// create or update, its test against sample data, and the import of a pattern file.
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** A named pattern as the server answers it; `content_pack` names the pack that installed it. */
export type GrokPattern = {
  id: string,
  name: string,
  pattern: string,
  content_pack: string | null,
};

/** What a save sends: an empty `id` creates the pattern, any other updates that one. */
export type GrokPatternDraft = {
  id: string,
  name: string,
  pattern: string,
  content_pack?: string | null,
};

export type GrokPatternTest = { name: string, pattern: string, sampleData: string };

/** The captures of a test, by name; empty when the pattern did not match the sample. */
export type GrokTestCaptures = { [capture: string]: unknown };

/** Bulk runs report their outcome themselves, so each item's toast would only repeat it. */
export type QuietOption = { quiet?: boolean };

type PaginatedPatternsResponse = PaginatedResponse & { patterns: Array<GrokPattern> };

type GrokPatternsActionsType = {
  /** Every pattern, sorted by name ignoring case (for pickers such as the grok extractor's). */
  loadPatterns: () => Promise<Array<GrokPattern>>,
  /** For the patterns table, which shows a failure itself: no toast. */
  searchPaginated: (request: PaginatedRequest) => Promise<PaginatedList<GrokPattern>>,
  /** The saved pattern as the server answered it (undefined when it answered without a body). */
  savePattern: (pattern: GrokPatternDraft) => Promise<GrokPattern | undefined>,
  deletePattern: (pattern: Pick<GrokPattern, 'id' | 'name'>, options?: QuietOption) => Promise<void>,
  /** The form shows the captures or the server's reason: no toast. */
  testPattern: (test: GrokPatternTest) => Promise<GrokTestCaptures>,
  /** Imports a pattern file ("NAME pattern" lines); `replaceAll` first removes every existing pattern. */
  bulkImport: (patternFile: string, replaceAll: boolean) => Promise<void>,
};

export type GrokPatternsState = {
  /** From the last loadPatterns; undefined until one succeeded. */
  patterns: Array<GrokPattern> | undefined,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const byName = (a: GrokPattern, b: GrokPattern) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());

/** A refused import (400): the import dialog lists the server's reasons, so a toast would only repeat them. */
const isImportRefusal = (error: unknown) => error instanceof FetchError && error.status === 400;

export const GrokPatternsActions = singletonActions('core.GrokPatterns', () => createActions<GrokPatternsActionsType>([
  'loadPatterns', 'searchPaginated', 'savePattern', 'deletePattern', 'testPattern', 'bulkImport',
]));

export const GrokPatternsStore = singletonStore('core.GrokPatterns', () => createStore({
  listenables: [GrokPatternsActions],
  state: { patterns: undefined } as GrokPatternsState,

  loadPatterns() {
    const promise = fetch<{ patterns: Array<GrokPattern> }>('GET', url(ApiRoutes.GrokPatternsController.list())).then(({ patterns }) => {
      const sorted = [...patterns].sort(byName);
      this.setState({ patterns: sorted });
      return sorted;
    }, (error: unknown) => reportLoadFailure(error, 'Loading Grok patterns', 'Could not load Grok patterns'));
    GrokPatternsActions.loadPatterns.promise(promise);
  },

  searchPaginated(request: PaginatedRequest) {
    const path = paginatedPath(ApiRoutes.GrokPatternsController.paginated().url, request);
    const promise = fetch<PaginatedPatternsResponse>('GET', qualifyApiUrl(path))
      .then((response) => toPaginatedList(response.patterns, response));
    GrokPatternsActions.searchPaginated.promise(promise);
  },

  savePattern(draft: GrokPatternDraft) {
    const creating = draft.id === '';
    const body = { id: draft.id, name: draft.name, pattern: draft.pattern, content_pack: draft.content_pack ?? null };
    const request = creating
      ? fetch<GrokPattern | undefined>('POST', url(ApiRoutes.GrokPatternsController.create()), body, WRITE_OPTIONS)
      : fetch<GrokPattern | undefined>('PUT', url(ApiRoutes.GrokPatternsController.update(draft.id)), body, WRITE_OPTIONS);
    // A refusal naming the field is shown at the field; anything else is toasted (and said at the form's top).
    const promise = request.then((saved) => {
      UserNotification.success(`Grok pattern "${draft.name}" was ${creating ? 'created' : 'updated'} successfully.`);
      return saved;
    }, (error: unknown) => reportWriteFailure(error, `Saving Grok pattern "${draft.name}"`, 'Could not save Grok pattern'));
    GrokPatternsActions.savePattern.promise(promise);
  },

  deletePattern({ id, name }: Pick<GrokPattern, 'id' | 'name'>, { quiet = false }: QuietOption = {}) {
    const promise = fetch('DELETE', url(ApiRoutes.GrokPatternsController.delete(id)), undefined, WRITE_OPTIONS).then(() => {
      if (!quiet) {
        UserNotification.success(`Grok pattern "${name}" was deleted successfully.`);
      }
    }, (error: unknown) => reportWriteFailure(error, `Deleting Grok pattern "${name}"`, 'Could not delete Grok pattern', { quiet }));
    GrokPatternsActions.deletePattern.promise(promise);
  },

  testPattern({ name, pattern, sampleData }: GrokPatternTest) {
    const body = { grok_pattern: { name, pattern }, sampleData };
    const promise = fetch<GrokTestCaptures | undefined>('POST', url(ApiRoutes.GrokPatternsController.test()), body, WRITE_OPTIONS)
      .then((captures) => captures ?? {});
    GrokPatternsActions.testPattern.promise(promise);
  },

  bulkImport(patternFile: string, replaceAll: boolean) {
    const importUrl = url(ApiRoutes.GrokPatternsController.bulkImport(replaceAll));
    const promise = fetch('POST', importUrl, patternFile, { ...WRITE_OPTIONS, plainTextBody: true }).then(() => {
      UserNotification.success(replaceAll
        ? 'The Grok pattern file was imported successfully; it replaced all earlier patterns.'
        : 'The Grok pattern file was imported successfully.');
    }, (error: unknown) => {
      if (isImportRefusal(error)) {
        throw error;
      }
      return reportWriteFailure(error, 'Importing Grok pattern file', 'Could not import Grok patterns');
    });
    GrokPatternsActions.bulkImport.promise(promise);
  },
}));

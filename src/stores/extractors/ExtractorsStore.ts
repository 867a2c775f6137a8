// An input's extractors: list, one, create, update, delete, their order and imports.
import { FetchError, isPageError, reasonOf } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { isFieldRefusal, reportLoadFailure, reportWriteFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type { Extractor, ExtractorDraft } from './extractorPayloads';
import { importedExtractorRequest, toExtractorRequest } from './extractorPayloads';

export type { Extractor, ExtractorDraft } from './extractorPayloads';

export type ImportFailure = { title: string, reason: string };

/** How an import went: how many were created, and why each of the others was refused. */
export type ImportOutcome = { imported: number, failures: Array<ImportFailure> };

export type ExtractorsState = {
  /** Each input's extractors as last listed, in the order they run. */
  extractorsByInput: { [inputId: string]: Array<Extractor> },
};

/** `reportPageErrors: false` for a page that merely consults the list and gets on without it. */
export type ExtractorListOptions = { reportPageErrors?: boolean };

type ExtractorsActionsType = {
  /** For the extractors table and the export, which show a failure themselves: no toast. */
  list: (inputId: string, options?: ExtractorListOptions) => Promise<Array<Extractor>>,
  get: (inputId: string, extractorId: string) => Promise<Extractor>,
  /** The new extractor's id. */
  create: (inputId: string, draft: ExtractorDraft) => Promise<string>,
  update: (inputId: string, extractorId: string, draft: ExtractorDraft) => Promise<void>,
  delete: (inputId: string, extractor: { id: string, title: string }) => Promise<void>,
  /** Saves the order the extractors run in: the first of `ordered` runs first. */
  order: (inputId: string, ordered: Array<{ id: string }>) => Promise<void>,
  /** Creates each entry in turn; toasts success, or a warning with the counts. Never rejects. */
  import: (inputId: string, entries: Array<unknown>) => Promise<ImportOutcome>,
};

/** A refused write or a helper load leaves the page as it is: a toast or the form explains. */
const QUIET_PAGE = { reportPageErrors: false } as const;

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const extractorCount = (count: number) => `${count} extractor${count === 1 ? '' : 's'}`;

const byOrder = (a: Extractor, b: Extractor) => a.order - b.order;

/** `listed` in the order of `ordered`, with the positions that order gives; any not named keep their turn after them. */
const reorderedList = (listed: Array<Extractor>, ordered: Array<{ id: string }>): Array<Extractor> => {
  const byId = new Map(listed.map((extractor) => [extractor.id, extractor]));
  const named = ordered.flatMap(({ id }) => {
    const extractor = byId.get(id);
    return extractor ? [extractor] : [];
  });
  const namedIds = new Set(named.map((extractor) => extractor.id));
  return [...named, ...listed.filter((extractor) => !namedIds.has(extractor.id))]
    .map((extractor, position) => ({ ...extractor, order: position }));
};

/** An extractor's place in its input's kept list (1: runs first), if the store holds that list. */
export const keptPosition = (state: ExtractorsState, extractorId: string): number | undefined => {
  for (const extractors of Object.values(state.extractorsByInput)) {
    const index = extractors.findIndex((extractor) => extractor.id === extractorId);
    if (index >= 0) return index + 1;
  }
  return undefined;
};

const INVALID_TYPE = 'Invalid extractor type provided';

/**
 * Graylog refuses an unknown extractor type with a message only: it is about the type, so it becomes a
 * refusal of extractor_type, which the form shows at its field like any other, and no toast repeats it.
 */
const withTypeRefusal = (error: unknown): unknown => {
  if (!(error instanceof FetchError) || error.status !== 400 || isFieldRefusal(error) || typeof error.body !== 'object' || error.body === null) {
    return error;
  }
  const body = error.body as { message?: unknown };
  return typeof body.message === 'string' && body.message.startsWith(INVALID_TYPE)
    ? new FetchError('Bad Request', 400, { ...body, failed: true, errors: { extractor_type: [body.message] } })
    : error;
};

export const ExtractorsActions = singletonActions('core.Extractors', () => createActions<ExtractorsActionsType>([
  'list', 'get', 'create', 'update', 'delete', 'order', 'import',
]));

export const ExtractorsStore = singletonStore('core.Extractors', () => createStore({
  listenables: [ExtractorsActions],
  state: { extractorsByInput: {} } as ExtractorsState,

  list(inputId: string, options: ExtractorListOptions = {}) {
    const listUrl = url(ApiRoutes.ExtractorsController.list(inputId));
    const request = options.reportPageErrors === false
      ? fetch<{ extractors: Array<Extractor> }>('GET', listUrl, undefined, QUIET_PAGE)
      : fetch<{ extractors: Array<Extractor> }>('GET', listUrl);
    const promise = request
      .then(({ extractors }) => {
        // Array.prototype.sort is stable: extractors with equal positions keep the server's order.
        const ordered = [...extractors].sort(byOrder);
        this.setState({ extractorsByInput: { ...this.state.extractorsByInput, [inputId]: ordered } });
        return ordered;
      });
    ExtractorsActions.list.promise(promise);
  },

  /** A 403 or 404 shows the matching error page instead of a toast. */
  get(inputId: string, extractorId: string) {
    const promise = fetch<Extractor>('GET', url(ApiRoutes.ExtractorsController.get(inputId, extractorId))).catch((error: unknown) => {
      if (isPageError(error)) {
        throw error;
      }
      return reportLoadFailure(error, 'Loading extractor', 'Could not load extractor');
    });
    ExtractorsActions.get.promise(promise);
  },

  create(inputId: string, draft: ExtractorDraft) {
    const body = toExtractorRequest(draft);
    const promise = fetch<{ extractor_id: string }>('POST', url(ApiRoutes.ExtractorsController.create(inputId)), body, QUIET_PAGE)
      .then((created) => {
        UserNotification.success(`Extractor "${draft.title}" was created successfully.`);
        return created.extractor_id;
      }, (error: unknown) => reportWriteFailure(withTypeRefusal(error), `Creating extractor "${draft.title}"`, 'Could not create extractor'));
    ExtractorsActions.create.promise(promise);
  },

  update(inputId: string, extractorId: string, draft: ExtractorDraft) {
    const body = toExtractorRequest(draft);
    const promise = fetch('PUT', url(ApiRoutes.ExtractorsController.update(inputId, extractorId)), body, QUIET_PAGE).then(() => {
      UserNotification.success(`Extractor "${draft.title}" was updated successfully.`);
    }, (error: unknown) => reportWriteFailure(withTypeRefusal(error), `Updating extractor "${draft.title}"`, 'Could not update extractor'));
    ExtractorsActions.update.promise(promise);
  },

  delete(inputId: string, { id, title }: { id: string, title: string }) {
    const promise = fetch('DELETE', url(ApiRoutes.ExtractorsController.delete(inputId, id)), undefined, QUIET_PAGE).then(() => {
      UserNotification.success(`Extractor "${title}" was deleted successfully.`);
      const listed = this.state.extractorsByInput[inputId];
      if (listed) {
        this.setState({ extractorsByInput: { ...this.state.extractorsByInput, [inputId]: listed.filter((extractor) => extractor.id !== id) } });
      }
    }, (error: unknown) => reportWriteFailure(error, `Deleting extractor "${title}"`, 'Could not delete extractor'));
    ExtractorsActions.delete.promise(promise);
  },

  order(inputId: string, ordered: Array<{ id: string }>) {
    // Graylog's order body maps each position (as a string key) to the id of the extractor there.
    const order = Object.fromEntries(ordered.map((extractor, position) => [String(position), extractor.id]));
    // The kept list takes the new order at once, so that positions shown from it match the rows while it saves.
    const before = this.state.extractorsByInput[inputId];
    const reordered = before && reorderedList(before, ordered);
    if (reordered) {
      this.setState({ extractorsByInput: { ...this.state.extractorsByInput, [inputId]: reordered } });
    }
    const promise = fetch('POST', url(ApiRoutes.ExtractorsController.order(inputId)), { order }, QUIET_PAGE).then(() => {
      UserNotification.success('The new order of the extractors was saved.');
    }, (error: unknown) => {
      if (reordered && this.state.extractorsByInput[inputId] === reordered) {
        this.setState({ extractorsByInput: { ...this.state.extractorsByInput, [inputId]: before } });
      }
      return reportWriteFailure(error, 'Changing the order of the extractors', 'Could not save extractor order');
    });
    ExtractorsActions.order.promise(promise);
  },

  import(inputId: string, entries: Array<unknown>) {
    const createUrl = url(ApiRoutes.ExtractorsController.create(inputId));
    const run = async (): Promise<ImportOutcome> => {
      let imported = 0;
      const failures: Array<ImportFailure> = [];
      // One at a time, in the order given: the positions the entries name are kept as they were exported.
      for (const [position, entry] of entries.entries()) {
        try {
          const body = importedExtractorRequest(entry);
          try {
            await fetch('POST', createUrl, body, QUIET_PAGE);
            imported += 1;
          } catch (error) {
            failures.push({ title: body.title || `Extractor ${position + 1}`, reason: reasonOf(error) });
          }
        } catch (error) {
          failures.push({ title: `Extractor ${position + 1}`, reason: reasonOf(error) });
        }
      }
      if (failures.length === 0) {
        UserNotification.success(`${extractorCount(imported)} imported.`, 'Extractors imported');
      } else {
        UserNotification.warning(
          `${extractorCount(imported)} imported, ${failures.length} error${failures.length === 1 ? '' : 's'}.`,
          'Import finished with errors',
        );
      }
      return { imported, failures };
    };
    ExtractorsActions.import.promise(run());
  },
}));

// Page-level errors reported by the fetch layer (403, 404); the router shows a full-page error for the
// reported one and clears it when the location changes. The store subscribes to the fetch layer's
// 'pageError' event when it is created; the fetch layer knows nothing of it.
import { onFetchEvent } from '@/logic/rest/FetchEvents';
import type { PageError, PageErrorType } from '@/logic/rest/FetchEvents';
import { singletonActions, singletonStore } from '@/logic/singleton';
import { createActions, createStore } from '@/stores/StoreTypes';

export type ReportedErrorType = PageErrorType;

export type ReportedError = PageError;

export type ErrorsState = { error: ReportedError | undefined };

type ErrorsActionsType = {
  report: (error: ReportedError) => Promise<void>,
  clear: () => Promise<void>,
};

export const ErrorsActions = singletonActions('core.Errors', () => createActions<ErrorsActionsType>(['report', 'clear']));

export const ErrorsStore = singletonStore('core.Errors', () => {
  const store = createStore({
    listenables: [ErrorsActions],
    state: { error: undefined } as ErrorsState,

    report(error: ReportedError) {
      this.setState({ error });
      ErrorsActions.report.promise(Promise.resolve());
    },

    clear() {
      if (this.state.error !== undefined) {
        this.setState({ error: undefined });
      }
      ErrorsActions.clear.promise(Promise.resolve());
    },
  });
  onFetchEvent('pageError', (error) => { ErrorsActions.report(error); });
  return store;
});

// Index ranges (the oldest and newest message of each index) let a search read only the indices its time range
// needs. Rebuilding them runs as a system job on the server: the calls answer as soon as the job started.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { IndexSetRef } from '@/stores/indices/IndexSetsStore';
import { reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

type IndexRangesActionsType = {
  /** Every index of the set. */
  rebuildIndexSet: (indexSet: IndexSetRef) => Promise<void>,
  rebuildIndex: (indexName: string) => Promise<void>,
};

export const IndexRangesActions = singletonActions('core.IndexRanges', () => createActions<IndexRangesActionsType>(['rebuildIndexSet', 'rebuildIndex']));

const post = (path: { url: string }) => fetch('POST', qualifyApiUrl(path.url), undefined, WRITE_OPTIONS);

export const IndexRangesStore = singletonStore('core.IndexRanges', () => createStore({
  listenables: [IndexRangesActions],
  state: {} as Record<string, never>,

  rebuildIndexSet(indexSet: IndexSetRef) {
    const promise = post(ApiRoutes.IndexRangesApiController.rebuild(indexSet.id)).then(() => {
      UserNotification.success(`A system job is recalculating the index ranges of index set "${indexSet.title}".`);
    }, (error: unknown) => reportWriteFailure(error, `Recalculating the index ranges of index set "${indexSet.title}"`, 'Could not start index range recalculation', {
      toastServerMessage: 'always',
    }));
    IndexRangesActions.rebuildIndexSet.promise(promise);
  },

  rebuildIndex(indexName: string) {
    const promise = post(ApiRoutes.IndexRangesApiController.rebuildSingle(indexName)).then(() => {
      UserNotification.success(`A system job is recalculating the index range of index "${indexName}".`);
    }, (error: unknown) => reportWriteFailure(error, `Recalculating the index range of index "${indexName}"`, 'Could not start index range recalculation', {
      toastServerMessage: 'always',
    }));
    IndexRangesActions.rebuildIndex.promise(promise);
  },
}));

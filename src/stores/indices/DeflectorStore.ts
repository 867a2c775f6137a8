// The deflector points at an index set's write index; cycling it starts a new write index at once.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { IndexSetRef } from '@/stores/indices/IndexSetsStore';
import { reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

type DeflectorActionsType = {
  cycle: (indexSet: IndexSetRef) => Promise<void>,
};

export const DeflectorActions = singletonActions('core.Deflector', () => createActions<DeflectorActionsType>(['cycle']));

export const DeflectorStore = singletonStore('core.Deflector', () => createStore({
  listenables: [DeflectorActions],
  state: {} as Record<string, never>,

  cycle(indexSet: IndexSetRef) {
    const path = ApiRoutes.DeflectorApiController.cycle(indexSet.id);
    const promise = fetch('POST', qualifyApiUrl(path.url), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`The write index of index set "${indexSet.title}" was rotated.`);
    }, (error: unknown) => reportWriteFailure(error, `Rotating the write index of index set "${indexSet.title}"`, 'Could not rotate write index', {
      toastServerMessage: 'always',
    }));
    DeflectorActions.cycle.promise(promise);
  },
}));

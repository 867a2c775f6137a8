// Static fields: key/value pairs an input adds to every message it receives. They are listed with the input
// (its `static_fields`); this store adds and removes them.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type { InputReference } from './InputsStore';
import { reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';

export type StaticField = { key: string, value: string };

type StaticFieldsActionsType = {
  create: (input: InputReference, field: StaticField) => Promise<void>,
  delete: (input: InputReference, key: string) => Promise<void>,
};

export const StaticFieldsActions = singletonActions('core.StaticFields', () => createActions<StaticFieldsActionsType>(['create', 'delete']));

export const StaticFieldsStore = singletonStore('core.StaticFields', () => createStore({
  listenables: [StaticFieldsActions],
  state: {},

  create(input: InputReference, field: StaticField) {
    const url = qualifyApiUrl(ApiRoutes.StaticFieldsApiController.create(input.id).url);
    const promise = fetch('POST', url, field, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Static field "${field.key}" was added to input "${input.title}".`);
    }, (error: unknown) => reportWriteFailure(error, `Adding static field "${field.key}" to input "${input.title}"`, 'Could not add static field'));
    StaticFieldsActions.create.promise(promise);
  },

  delete(input: InputReference, key: string) {
    const url = qualifyApiUrl(ApiRoutes.StaticFieldsApiController.delete(input.id, key).url);
    const promise = fetch('DELETE', url, undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Static field "${key}" was removed from input "${input.title}".`);
    }, (error: unknown) => reportWriteFailure(error, `Removing static field "${key}" from input "${input.title}"`, 'Could not remove static field'));
    StaticFieldsActions.delete.promise(promise);
  },
}));

// Inputs: the configured listeners that receive messages. GET /system/inputs answers the whole list at
// once; the inputs page pages and searches it in the browser. Their running state lives in InputStatesStore.
import { isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import { reportLoadFailure, reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';

/** A configuration value as the server keeps it: text, number or flag (null for an unset optional field). */
export type ConfigurationValue = string | number | boolean | null | Array<string>;

export type InputConfiguration = { [field: string]: ConfigurationValue };

/** An input as GET /system/inputs lists it. */
export type InputSummary = {
  id: string,
  title: string,
  /** Runs on every node; otherwise only on `node`. */
  global: boolean,
  /** The type's human name, e.g. "GELF HTTP". */
  name: string,
  content_pack: string | null,
  created_at: string,
  /** The type's class name, e.g. "org.graylog2.inputs.gelf.http.GELFHttpInput". */
  type: string,
  creator_user_id: string,
  /** The configuration (secret values are masked by the server). */
  attributes: InputConfiguration,
  static_fields: { [key: string]: string },
  node: string | null,
};

/** The body of POST and PUT /system/inputs[/{id}]. */
export type InputRequest = {
  title: string,
  type: string,
  global: boolean,
  configuration: InputConfiguration,
  /** The node to run on; only for an input that is not global. */
  node?: string,
};

/** What the store needs to address an input and name it in its messages. */
export type InputReference = { id: string, title: string };

export type InputsState = {
  /** The list as last loaded, in the server's order; undefined before the first load. */
  inputs: Array<InputSummary> | undefined,
};

type InputsActionsType = {
  /** For the inputs table, which shows a failure itself: no toast. */
  list: () => Promise<Array<InputSummary>>,
  /**
   * One input. A 403 or 404 shows the matching error page, unless `reportPageErrors` is false: then the caller
   * handles them (e.g. a message whose input was deleted) and nothing is toasted for them.
   */
  get: (inputId: string, options?: { reportPageErrors?: boolean }) => Promise<InputSummary>,
  /** Answers the new input's id. */
  create: (request: InputRequest) => Promise<string>,
  update: (inputId: string, request: InputRequest) => Promise<void>,
  delete: (input: InputReference) => Promise<void>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const InputsActions = singletonActions('core.Inputs', () => createActions<InputsActionsType>(['list', 'get', 'create', 'update', 'delete']));

export const InputsStore = singletonStore('core.Inputs', () => createStore({
  listenables: [InputsActions],
  state: { inputs: undefined } as InputsState,

  list() {
    const promise = fetch<{ inputs: Array<InputSummary>, total: number }>('GET', url(ApiRoutes.InputsApiController.list())).then(({ inputs }) => {
      this.setState({ inputs });
      return inputs;
    });
    InputsActions.list.promise(promise);
  },

  get(inputId: string, options: { reportPageErrors?: boolean } = {}) {
    const promise = fetch<InputSummary>('GET', url(ApiRoutes.InputsApiController.get(inputId)), undefined, options).catch((error: unknown) => {
      const leftToPageOrCaller = isPageError(error);
      if (leftToPageOrCaller) {
        throw error;
      }
      return reportLoadFailure(error, 'Loading input', 'Could not load input');
    });
    InputsActions.get.promise(promise);
  },

  create(request: InputRequest) {
    const promise = fetch<{ id: string }>('POST', url(ApiRoutes.InputsApiController.create()), request, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Input "${request.title}" was created successfully.`);
      return created.id;
    }, (error: unknown) => reportWriteFailure(error, `Creating input "${request.title}"`, 'Could not create input'));
    InputsActions.create.promise(promise);
  },

  update(inputId: string, request: InputRequest) {
    const promise = fetch('PUT', url(ApiRoutes.InputsApiController.update(inputId)), request, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Input "${request.title}" was updated successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Updating input "${request.title}"`, 'Could not update input'));
    InputsActions.update.promise(promise);
  },

  delete({ id, title }: InputReference) {
    const promise = fetch('DELETE', url(ApiRoutes.InputsApiController.delete(id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Input "${title}" was deleted successfully.`);
      if (this.state.inputs) {
        this.setState({ inputs: this.state.inputs.filter((input) => input.id !== id) });
      }
    }, (error: unknown) => reportWriteFailure(error, `Deleting input "${title}"`, 'Could not delete input'));
    InputsActions.delete.promise(promise);
  },
}));

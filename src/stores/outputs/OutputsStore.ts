// Outputs forward the messages of the streams they are attached to somewhere else (a log, a GELF receiver).
// An output exists once and may be attached to many streams; deleting it detaches it from all of them.
// The store keeps nothing: the outputs page and a stream's outputs page hold what they show.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { ConfigurationValue } from '@/stores/inputs/InputsStore';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

export type OutputConfiguration = { [field: string]: ConfigurationValue };

/** Graylog's OutputSummary. */
export type Output = {
  id: string,
  title: string,
  /** The class name of its type, e.g. "org.graylog2.outputs.GelfOutput". */
  type: string,
  creator_user_id: string,
  created_at: string,
  configuration: OutputConfiguration,
  content_pack: string | null,
};

/** One kind of output the server can run, with the configuration it asks for. */
export type OutputType = {
  type: string,
  name: string,
  human_name: string,
  link_to_docs: string,
  requested_configuration: RequestedConfiguration,
};

/** By class name. */
export type AvailableOutputTypes = { [type: string]: OutputType };

/** The body of a create call. */
export type OutputCreateRequest = { title: string, type: string, configuration: OutputConfiguration };

/** The body of an update call: the type of an output stays as it was created. */
export type OutputUpdateRequest = { title: string, configuration: OutputConfiguration };

/** What the toasts name an output by. */
export type OutputRef = Pick<Output, 'id' | 'title'>;

type OutputsActionsType = {
  /** Every output, by title. No toast on failure: the list shows it. */
  list: () => Promise<Array<Output>>,
  get: (outputId: string) => Promise<Output>,
  types: () => Promise<AvailableOutputTypes>,
  create: (request: OutputCreateRequest) => Promise<Output>,
  update: (outputId: string, request: OutputUpdateRequest) => Promise<Output>,
  /** Deletes the output, which detaches it from every stream. */
  remove: (output: OutputRef) => Promise<void>,
  /** The outputs of one stream, by title. No toast on failure: the list shows it. */
  listForStream: (streamId: string) => Promise<Array<Output>>,
  addToStream: (streamId: string, output: OutputRef) => Promise<void>,
  removeFromStream: (streamId: string, output: OutputRef) => Promise<void>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const byTitle = (outputs: ReadonlyArray<Output>) => [...outputs].sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));

/** The human name of an output type, e.g. "GELF Output"; the class name when the server does not offer it. */
export const outputTypeName = (available: AvailableOutputTypes | undefined, type: string): string => (
  available?.[type]?.name || available?.[type]?.human_name || type
);

export const OutputsActions = singletonActions('core.Outputs', () => createActions<OutputsActionsType>([
  'list', 'get', 'types', 'create', 'update', 'remove', 'listForStream', 'addToStream', 'removeFromStream',
]));

export const OutputsStore = singletonStore('core.Outputs', () => createStore({
  listenables: [OutputsActions],
  state: {} as Record<string, never>,

  list() {
    const promise = fetch<{ outputs: Array<Output> }>('GET', url(ApiRoutes.OutputsApiController.list()), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => byTitle(response.outputs ?? []));
    OutputsActions.list.promise(promise);
  },

  get(outputId: string) {
    const promise = fetch<Output>('GET', url(ApiRoutes.OutputsApiController.get(outputId)), undefined, SIDE_LOAD_OPTIONS)
      .catch((error: unknown) => reportLoadFailure(error, 'Loading output', 'Could not load output'));
    OutputsActions.get.promise(promise);
  },

  types() {
    const promise = fetch<{ types: AvailableOutputTypes }>('GET', url(ApiRoutes.OutputsApiController.availableTypes()), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => response.types ?? {}, (error: unknown) => reportLoadFailure(error, 'Loading output types', 'Could not load output types'));
    OutputsActions.types.promise(promise);
  },

  create(request: OutputCreateRequest) {
    const promise = fetch<Output>('POST', url(ApiRoutes.OutputsApiController.create()), request, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Output "${request.title}" was created successfully.`);
      return created;
    }, (error: unknown) => reportWriteFailure(error, `Saving output "${request.title}"`, 'Could not save output'));
    OutputsActions.create.promise(promise);
  },

  update(outputId: string, request: OutputUpdateRequest) {
    const promise = fetch<Output>('PUT', url(ApiRoutes.OutputsApiController.update(outputId)), request, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Output "${request.title}" was updated successfully.`);
      return updated;
    }, (error: unknown) => reportWriteFailure(error, `Updating output "${request.title}"`, 'Could not update output'));
    OutputsActions.update.promise(promise);
  },

  remove(output: OutputRef) {
    const promise = fetch('DELETE', url(ApiRoutes.OutputsApiController.delete(output.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Output "${output.title}" was deleted successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Deleting output "${output.title}"`, 'Could not delete output'));
    OutputsActions.remove.promise(promise);
  },

  listForStream(streamId: string) {
    const promise = fetch<{ outputs: Array<Output> }>('GET', url(ApiRoutes.StreamOutputsApiController.list(streamId)), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => byTitle(response.outputs ?? []));
    OutputsActions.listForStream.promise(promise);
  },

  addToStream(streamId: string, output: OutputRef) {
    const body = { outputs: [output.id] };
    const promise = fetch('POST', url(ApiRoutes.StreamOutputsApiController.add(streamId)), body, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Output "${output.title}" was added to the stream.`);
    }, (error: unknown) => reportWriteFailure(error, `Adding output "${output.title}" to the stream`, 'Could not add output to stream', { toastFieldRefusals: true }));
    OutputsActions.addToStream.promise(promise);
  },

  removeFromStream(streamId: string, output: OutputRef) {
    const promise = fetch('DELETE', url(ApiRoutes.StreamOutputsApiController.remove(streamId, output.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Output "${output.title}" was removed from the stream.`);
    }, (error: unknown) => reportWriteFailure(error, `Removing output "${output.title}" from the stream`, 'Could not remove output from stream'));
    OutputsActions.removeFromStream.promise(promise);
  },
}));

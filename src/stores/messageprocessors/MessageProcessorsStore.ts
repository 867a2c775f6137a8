// The order in which the message processors (the filter chain with extractors, static fields and stream
// routing; the pipelines) run on every message, and which of them are switched off. One cluster-wide setting,
// read and written whole. The store keeps nothing: the configuration page holds what it shows.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** Graylog's MessageProcessorDescriptor. */
export type MessageProcessor = { name: string, class_name: string };

/** Graylog's MessageProcessorsConfigWithDescriptors. */
export type MessageProcessorsConfig = {
  /** Every processor, in the order they run. */
  processor_order: Array<MessageProcessor>,
  /** Class names of the processors that are skipped. */
  disabled_processors: Array<string>,
};

type MessageProcessorsActionsType = {
  /** The current configuration; a failure shows as the page's error. */
  load: () => Promise<MessageProcessorsConfig>,
  update: (config: MessageProcessorsConfig) => Promise<MessageProcessorsConfig>,
};

const configUrl = () => qualifyApiUrl(ApiRoutes.MessageProcessorsApiController.config().url);

export const MessageProcessorsActions = singletonActions('core.MessageProcessors', () => createActions<MessageProcessorsActionsType>([
  'load', 'update',
]));

export const MessageProcessorsStore = singletonStore('core.MessageProcessors', () => createStore({
  listenables: [MessageProcessorsActions],
  state: {} as Record<string, never>,

  load() {
    MessageProcessorsActions.load.promise(fetch<MessageProcessorsConfig>('GET', configUrl()));
  },

  update(config: MessageProcessorsConfig) {
    const promise = fetch<MessageProcessorsConfig>('PUT', configUrl(), config, WRITE_OPTIONS).then((updated) => {
      UserNotification.success('Configuration updated successfully');
      return updated;
    }, (error: unknown) => reportWriteFailure(error, 'Updating message processors configuration', 'Could not update config', { toastFieldRefusals: true }));
    MessageProcessorsActions.update.promise(promise);
  },
}));

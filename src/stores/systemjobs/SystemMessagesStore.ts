// Graylog's system messages: what the server nodes did that an administrator may want to know afterwards
// ("Started up.", a deflector cycled, retention ran, an input started). Read a page at a time, newest first.
import { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

/** Graylog's page size for system messages (SystemMessageServiceImpl.PER_PAGE). */
export const SYSTEM_MESSAGES_PER_PAGE = 30;

/** One entry of GET /system/messages. */
export type SystemMessage = {
  /** The class that wrote it, e.g. org.graylog2.indexer.IndexSet. */
  caller: string,
  content: string,
  timestamp: string,
  node_id: string,
};

export type SystemMessagesPage = { total: number, messages: Array<SystemMessage> };

type SystemMessagesActionsType = {
  /** One page (from 1). A polled call: it neither extends the session nor toasts; the caller says in place what failed. */
  list: (page: number) => Promise<SystemMessagesPage>,
};

export const SystemMessagesActions = singletonActions('core.SystemMessages', () => createActions<SystemMessagesActionsType>(['list']));

export const SystemMessagesStore = singletonStore('core.SystemMessages', () => createStore({
  listenables: [SystemMessagesActions],
  state: {} as Record<string, never>,

  list(page: number) {
    const url = qualifyApiUrl(ApiRoutes.SystemMessagesApiController.list(page).url);
    const promise = fetchPeriodically<SystemMessagesPage>('GET', url).then((answer) => ({ total: answer.total ?? 0, messages: answer.messages ?? [] }));
    SystemMessagesActions.list.promise(promise);
  },
}));

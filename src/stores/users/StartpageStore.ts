// The page a user lands on after login: a stream, dashboard or saved search, or none. Pages that offer
// "Set as start page" (streams, dashboards, searches) and the user forms call `set`.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportWriteFailure } from '@/stores/storeFailures';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

export type StartpageType = 'stream' | 'dashboard' | 'search';

/**
 * `{type, id}` sets the start page; both null clears it. Graylog reads null and absent alike (its own
 * console sends `{}`), and the embedded server's schema wants both fields present.
 */
export type StartpagePayload = { type: string, id: string } | { type: null, id: null };

/** The body field for a start page: cleared unless both type and id are given. */
export const startpagePayload = (type: string | null | undefined, id: string | null | undefined): StartpagePayload => (
  type && id ? { type, id } : { type: null, id: null }
);

type StartpageActionsType = {
  set: (userId: string, type: string | null, id: string | null) => Promise<void>,
};

export const StartpageActions = singletonActions('core.Startpage', () => createActions<StartpageActionsType>(['set']));

export const StartpageStore = singletonStore('core.Startpage', () => createStore({
  listenables: [StartpageActions],
  state: {},

  /** Sets (or, with an empty type or id, clears) the start page of `userId`; answers the same promise as the action. */
  set(userId: string, type: string | null, id: string | null): Promise<void> {
    const url = qualifyApiUrl(ApiRoutes.UsersApiController.update(userId).url);
    const body = { startpage: startpagePayload(type, id) };
    // Nothing shows field errors for the start page alone: a refusal naming a field is toasted too.
    const promise = fetch('PUT', url, body, { reportPageErrors: false }).then(() => {
      UserNotification.success('Your start page was changed successfully');
      if (CurrentUserStore.getInitialState().currentUser?.id === userId) {
        // The start page redirect reads the current user; its own failure is toasted by its store.
        CurrentUserActions.reload().catch(() => {});
      }
    }, (error: unknown) => reportWriteFailure(error, 'Changing your start page', 'Could not change your start page', { toastFieldRefusals: true }));
    StartpageActions.set.promise(promise);
    return promise;
  },
}));

// A user's preferences: a map of preference name to value, read with the user and saved as a whole.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure } from '@/stores/storeFailures';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

export type Preferences = { [name: string]: unknown };

export type SavePreferencesOptions = {
  /** No success toast: for preferences the console saves on its own (e.g. a table's layout). */
  quiet?: boolean,
};

export type PreferencesState = {
  /** The preferences last loaded or saved, by user name. */
  byUsername: { [username: string]: Preferences },
};

type PreferencesActionsType = {
  saveUserPreferences: (username: string, preferences: Preferences, options?: SavePreferencesOptions) => Promise<Preferences>,
  loadUserPreferences: (username: string) => Promise<Preferences>,
};

/**
 * The server keeps what it is sent, and forms hand over checkbox states as the strings "true" and
 * "false"; those become booleans so that a preference reads the same whichever way it was saved.
 */
export const convertPreferences = (preferences: Preferences): Preferences => Object.fromEntries(
  Object.entries(preferences).map(([name, value]) => [name, value === 'true' || value === 'false' ? value === 'true' : value]),
);

export const PreferencesActions = singletonActions('core.Preferences', () => (
  createActions<PreferencesActionsType>(['saveUserPreferences', 'loadUserPreferences'])
));

export const PreferencesStore = singletonStore('core.Preferences', () => createStore({
  listenables: [PreferencesActions],
  state: { byUsername: {} } as PreferencesState,

  remember(username: string, preferences: Preferences) {
    this.setState({ byUsername: { ...this.state.byUsername, [username]: preferences } });
  },

  /** Replaces all preferences of `username`; reloads the current user when they are theirs. */
  saveUserPreferences(username: string, preferences: Preferences, options: SavePreferencesOptions = {}) {
    const converted = convertPreferences(preferences);
    const url = qualifyApiUrl(ApiRoutes.UsersApiController.updatePreferences(username).url);
    // Nothing shows field errors for preferences: a refusal naming a field is toasted too.
    const promise = fetch('PUT', url, { preferences: converted }).then(async () => {
      if (!options.quiet) {
        UserNotification.success('User preferences successfully saved');
      }
      this.remember(username, converted);
      if (CurrentUserStore.getInitialState().currentUser?.username === username) {
        // The save succeeded even if the reload does not; the current user store reports its own failure.
        await CurrentUserActions.reload().catch(() => undefined);
      }
      return converted;
    }, (error: unknown) => reportWriteFailure(error, `Saving preferences for "${username}"`, 'Could not save user preferences',
      { toastFieldRefusals: true }));
    PreferencesActions.saveUserPreferences.promise(promise);
  },

  /** The preferences of `username`, read from their user. */
  loadUserPreferences(username: string) {
    const url = qualifyApiUrl(ApiRoutes.UsersApiController.load(username).url);
    const promise = fetch<{ preferences?: Preferences | null }>('GET', url).then((user) => {
      const preferences = user?.preferences ?? {};
      this.remember(username, preferences);
      return preferences;
    }, (error: unknown) => reportLoadFailure(error, `Loading preferences for "${username}"`,
      'Could not retrieve user preferences from server (try reloading the page)'));
    PreferencesActions.loadUserPreferences.promise(promise);
  },
}));

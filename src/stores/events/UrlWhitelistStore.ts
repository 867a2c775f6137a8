// The URL whitelist: the URLs the server may call (HTTP notifications, alarm callbacks). The HTTP
// notification form checks its URL against it and, for users who may change it, adds the URL.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

export type WhitelistEntry = { id: string, type: 'literal' | 'regex', value: string, title: string };

export type UrlWhitelist = { entries: Array<WhitelistEntry>, disabled: boolean };

export type WhitelistCheck = { url: string, is_whitelisted: boolean };

type UrlWhitelistActionsType = {
  get: () => Promise<UrlWhitelist>,
  /**
   * Refusals that name a field are toasted (the notification form adds a URL with no field to show them at);
   * `{ fieldsShown: true }` leaves them to a form that shows them at its fields.
   */
  update: (whitelist: UrlWhitelist, options?: { fieldsShown?: boolean }) => Promise<void>,
  check: (url: string) => Promise<WhitelistCheck>,
  /** A regular expression for URLs like `urlTemplate`, where `placeholder` stands for any text. */
  generateRegex: (urlTemplate: string, placeholder: string) => Promise<string>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const UrlWhitelistActions = singletonActions('core.UrlWhitelist', () => createActions<UrlWhitelistActionsType>([
  'get', 'update', 'check', 'generateRegex',
]));

export const UrlWhitelistStore = singletonStore('core.UrlWhitelist', () => createStore({
  listenables: [UrlWhitelistActions],
  state: {} as Record<string, never>,

  get() {
    const promise = fetch<UrlWhitelist>('GET', url(ApiRoutes.UrlWhitelistApiController.get()), undefined, SIDE_LOAD_OPTIONS)
      .catch((error: unknown) => reportLoadFailure(error, 'Loading the Url Whitelist', 'Could not load Url Whitelist'));
    UrlWhitelistActions.get.promise(promise);
  },

  update(whitelist: UrlWhitelist, options: { fieldsShown?: boolean } = {}) {
    const promise = fetch('PUT', url(ApiRoutes.UrlWhitelistApiController.update()), whitelist, WRITE_OPTIONS).then(() => {
      UserNotification.success('Url Whitelist Configuration updated successfully');
    }, (error: unknown) => reportWriteFailure(error, 'Updating the Url Whitelist', 'Could not update Url Whitelist', { toastFieldRefusals: !options.fieldsShown }));
    UrlWhitelistActions.update.promise(promise);
  },

  check(checkedUrl: string) {
    const promise = fetch<WhitelistCheck>('POST', url(ApiRoutes.UrlWhitelistApiController.check()), { url: checkedUrl }, SIDE_LOAD_OPTIONS)
      .catch((error: unknown) => reportLoadFailure(error, 'Checking the URL', 'Could not verify if the url is in the whitelist.'));
    UrlWhitelistActions.check.promise(promise);
  },

  generateRegex(urlTemplate: string, placeholder: string) {
    const body = { url_template: urlTemplate, placeholder };
    const promise = fetch<{ regex: string }>('POST', url(ApiRoutes.UrlWhitelistApiController.generateRegex()), body, SIDE_LOAD_OPTIONS).then(
      (response) => response.regex,
      (error: unknown) => reportLoadFailure(error, 'Generating a regular expression', 'Could not generate regex.'),
    );
    UrlWhitelistActions.generateRegex.promise(promise);
  },
}));

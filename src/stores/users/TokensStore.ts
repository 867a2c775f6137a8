// A user's access tokens. A token authenticates as `<token>:token` in HTTP Basic auth; its secret is only
// in the answer to its creation, never in the list.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** A token as listed: no secret. */
export type TokenSummary = { id: string, name: string, last_access: string | null };

/** The answer to a creation: the only time the secret `token` is seen. */
export type CreatedToken = TokenSummary & { token: string };

export type TokensState = {
  /** Each user's tokens, by user id, as last listed (and kept current by create and delete). */
  tokensByUser: { [userId: string]: Array<TokenSummary> },
};

type TokensActionsType = {
  /** For the tokens table, which shows a failure itself: no toast. */
  list: (userId: string) => Promise<Array<TokenSummary>>,
  create: (userId: string, tokenName: string) => Promise<CreatedToken>,
  delete: (userId: string, token: TokenSummary) => Promise<void>,
};

export const TokensActions = singletonActions('core.Tokens', () => createActions<TokensActionsType>(['list', 'create', 'delete']));

export const TokensStore = singletonStore('core.Tokens', () => createStore({
  listenables: [TokensActions],
  state: { tokensByUser: {} } as TokensState,

  setTokens(userId: string, tokens: Array<TokenSummary>) {
    this.setState({ tokensByUser: { ...this.state.tokensByUser, [userId]: tokens } });
  },

  list(userId: string) {
    const url = qualifyApiUrl(ApiRoutes.UsersApiController.tokens.list(userId).url);
    // No toast on failure: the table says so itself, with "Try again".
    const promise = fetch<{ tokens: Array<TokenSummary> }>('GET', url).then(({ tokens }) => {
      this.setTokens(userId, tokens);
      return tokens;
    });
    TokensActions.list.promise(promise);
  },

  create(userId: string, tokenName: string) {
    const url = qualifyApiUrl(ApiRoutes.UsersApiController.tokens.create(userId, tokenName).url);
    const promise = fetch<CreatedToken>('POST', url, undefined, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Token "${tokenName}" was created successfully.`);
      const { token: _secret, ...summary } = created;
      // The secret never enters the store: only the page that asked for it holds it, once.
      this.setTokens(userId, [...(this.state.tokensByUser[userId] ?? []), summary]);
      return created;
    }, (error: unknown) => reportWriteFailure(error, `Creating token "${tokenName}"`, 'Could not create token'));
    TokensActions.create.promise(promise);
  },

  delete(userId: string, token: TokenSummary) {
    const url = qualifyApiUrl(ApiRoutes.UsersApiController.tokens.delete(userId, token.id).url);
    const promise = fetch('DELETE', url, undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Token "${token.name}" was deleted successfully.`);
      const remaining = (this.state.tokensByUser[userId] ?? []).filter(({ id }) => id !== token.id);
      this.setTokens(userId, remaining);
    }, (error: unknown) => reportWriteFailure(error, `Deleting token "${token.name}"`, 'Could not delete token'));
    TokensActions.delete.promise(promise);
  },
}));

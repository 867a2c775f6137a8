// Role changes take effect at once on the server; when they touch the logged-in user, the console loads
// that user again so that navigation and buttons follow their new permissions without a page reload.
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';

// Role names are case-insensitive on the server.
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const currentUser = () => CurrentUserStore.getInitialState().currentUser;

/** Reloads the current user when one of `usernames` is theirs (compared ignoring case: one reload too many is harmless). */
export const reloadCurrentUserIfAmong = (usernames: ReadonlyArray<string>): void => {
  const user = currentUser();
  if (user && usernames.some((username) => sameName(username, user.username))) {
    CurrentUserActions.reload().catch(() => { /* CurrentUserStore has told the user already */ });
  }
};

/** Reloads the current user when they hold the role `roleName`. */
export const reloadCurrentUserIfHolding = (roleName: string): void => {
  const user = currentUser();
  if (user && user.roles.some((role) => sameName(role, roleName))) {
    CurrentUserActions.reload().catch(() => { /* CurrentUserStore has told the user already */ });
  }
};

import type { UserSummary } from '@/stores/roles/AuthzRolesStore';

const NAMES_SHOWN = 2;

/**
 * The users holding a role in a few words: "nobody", "jane", "jane and bob", "jane, bob and carl",
 * "jane, bob and 3 more".
 */
export const summarizeUsers = (users: ReadonlyArray<UserSummary>): string => {
  const names = users.map((user) => user.username);
  if (names.length === 0) {
    return 'nobody';
  }
  if (names.length <= NAMES_SHOWN + 1) {
    return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  }
  return `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`;
};

// Permission rules, shared by the console and the embedded server (server/src/auth/permissions.ts
// re-exports this module), so that what the console hides is exactly what the server refuses.
// A permission is `entity:action[:id]`; each part may list alternatives with commas (`streams:read,edit`).
// - A granted permission with fewer parts implies everything beneath it: `a:b` grants `a:b:c`.
// - `*` in a granted part matches any value there: `a:*` grants `a:b:c`, `*` grants everything.
// - Extra granted parts must all be `*`: `a:b:*` grants `a:b`, but `a:b:id` does not.
// Matching ignores case, as Graylog's (Apache Shiro's) wildcard permissions do.

const partsOf = (permission: string): Array<Array<string>> => permission
  .trim()
  .toLowerCase()
  .split(':')
  .map((part) => part.split(',').map((alternative) => alternative.trim()));

/** Whether one granted permission covers one required permission. */
export const grants = (granted: string, required: string): boolean => {
  if (granted.trim() === '' || required.trim() === '') {
    return false;
  }
  const have = partsOf(granted);
  const want = partsOf(required);
  for (let i = 0; i < want.length; i += 1) {
    if (i >= have.length) {
      return true;
    }
    if (!have[i].includes('*') && !want[i].every((value) => have[i].includes(value))) {
      return false;
    }
  }
  return have.slice(want.length).every((part) => part.includes('*'));
};

const asList = (required: string | ReadonlyArray<string> | undefined): ReadonlyArray<string> => {
  if (required === undefined) {
    return [];
  }
  return typeof required === 'string' ? [required] : required;
};

/** True when every required permission is granted (nothing required → true). */
export const isPermitted = (userPermissions: ReadonlyArray<string> | undefined, required: string | ReadonlyArray<string> | undefined): boolean => {
  const needed = asList(required);
  if (needed.length === 0) {
    return true;
  }
  const granted = userPermissions ?? [];
  return needed.every((permission) => granted.some((grant) => grants(grant, permission)));
};

/** True when at least one of the required permissions is granted (nothing required → true). */
export const isAnyPermitted = (userPermissions: ReadonlyArray<string> | undefined, required: ReadonlyArray<string>): boolean => (
  required.length === 0 || required.some((permission) => isPermitted(userPermissions, permission))
);

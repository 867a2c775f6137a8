// Permission strings are `entity:action[:id]`. A required `a:b:c` is granted by `a:b:c`, `a:b`, `a:b:*`,
// `a`, `a:*` or `*`; a required `a:b` is not granted by `a:b:id` alone. The server applies the same rules.

/** Whether one granted permission covers one required permission. */
export const grants = (granted: string, required: string): boolean => {
  const have = granted.split(':');
  const want = required.split(':');
  for (let i = 0; i < want.length; i += 1) {
    if (i >= have.length) {
      // A shorter grant covers everything beneath it ("a:b" grants "a:b:c").
      return true;
    }
    if (have[i] !== '*' && have[i] !== want[i]) {
      return false;
    }
  }
  // Equal length, or the grant is longer: "a:b:*" still grants "a:b"; "a:b:id" does not.
  return have.slice(want.length).every((part) => part === '*');
};

const asList = (required: string | Array<string> | undefined): Array<string> => {
  if (required === undefined) {
    return [];
  }
  return Array.isArray(required) ? required : [required];
};

/** True when every required permission is granted (nothing required → true). */
export const isPermitted = (userPermissions: Array<string> | undefined, required: string | Array<string> | undefined): boolean => {
  const needed = asList(required);
  if (needed.length === 0) {
    return true;
  }
  const granted = userPermissions ?? [];
  return needed.every((permission) => granted.some((grant) => grants(grant, permission)));
};

/** True when at least one of the required permissions is granted (nothing required → true). */
export const isAnyPermitted = (userPermissions: Array<string> | undefined, required: Array<string>): boolean => (
  required.length === 0 || required.some((permission) => isPermitted(userPermissions, permission))
);

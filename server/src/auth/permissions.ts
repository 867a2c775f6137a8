// Permission matching with Graylog's (Apache Shiro wildcard) rules, as a pure module.
// A permission is `entity:action[:id]`; each part may list alternatives with commas.
// - A granted permission with fewer parts implies everything below it: `a` grants `a:b:c`.
// - `*` in a granted part matches any value in that position: `a:*` grants `a:b:c`.
// - Extra granted parts must all be `*`: `a:b:*` grants `a:b`, but `a:b:id` does not.
// Matching is case-insensitive, as in Shiro.

function parts(permission: string): string[][] {
  return permission
    .trim()
    .toLowerCase()
    .split(':')
    .map((part) => part.split(',').map((alternative) => alternative.trim()));
}

/** True when the single granted permission implies the required one. */
export function implies(granted: string, required: string): boolean {
  const grantedParts = parts(granted);
  const requiredParts = parts(required);
  if (granted.trim() === '' || required.trim() === '') return false;
  for (let i = 0; i < requiredParts.length; i += 1) {
    if (i >= grantedParts.length) return true;
    const allowed = grantedParts[i];
    if (allowed.includes('*')) continue;
    if (!requiredParts[i].every((value) => allowed.includes(value))) return false;
  }
  for (let i = requiredParts.length; i < grantedParts.length; i += 1) {
    if (!grantedParts[i].includes('*')) return false;
  }
  return true;
}

/** True when any of the granted permissions implies the required one. */
export function isPermitted(granted: readonly string[], required: string): boolean {
  return granted.some((permission) => implies(permission, required));
}

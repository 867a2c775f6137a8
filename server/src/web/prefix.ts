// The application path prefix: '' or '/a/b' (leading slash, no trailing slash).
const PREFIX_PATTERN = /^(\/[A-Za-z0-9._~-]+)*$/;

/** Returns the normalized prefix, or throws with a message fit for the command line. */
export function normalizePrefix(raw: string): string {
  let prefix = raw.trim();
  if (prefix === '' || prefix === '/') return '';
  if (!prefix.startsWith('/')) prefix = `/${prefix}`;
  prefix = prefix.replace(/\/+$/, '');
  if (!PREFIX_PATTERN.test(prefix)) {
    throw new Error(`Invalid path prefix "${raw}": use segments of letters, digits, '.', '_', '~' or '-', like /console`);
  }
  return prefix;
}

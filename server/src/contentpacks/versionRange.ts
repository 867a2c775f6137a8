// npm-style version ranges, as Graylog reads a content pack constraint's `version` (">=4.0.0", "^4.0",
// "4.0.x", "1.2.3 - 2.0.0", "~3.1 || >=4", ">=4.0.17+abc123" as Graylog writes exported constraints): npm's own
// semver package reads them. Graylog compares its own version without pre-release suffix and build metadata;
// so do we.
import semver from 'semver';

/** The range in semver's normal form, or null when the text is not a range. */
export function parseVersionRange(text: string): string | null {
  return semver.validRange(text);
}

/** Whether `versionText` (a release; a pre-release suffix is ignored) lies in the range. */
export function satisfies(versionText: string, range: string): boolean {
  const version = semver.coerce(versionText);
  return version !== null && semver.satisfies(version.version, range);
}

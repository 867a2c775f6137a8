// npm-style version ranges, as Graylog reads a content pack constraint's `version` (">=4.0.0", "^4.0",
// "4.0.x", "1.2.3 - 2.0.0", "~3.1 || >=4"). Graylog compares its own version without pre-release
// suffix and build metadata; so do we. Build metadata in a range ("+abc123" in ">=4.0.17+abc123", as
// Graylog writes exported constraints) is ignored, as semver says.

interface Version {
  major: number;
  minor: number;
  patch: number;
  /** Pre-release identifiers ("beta", 1); empty for a release. */
  pre: Array<string | number>;
}

type Operator = '<' | '<=' | '>' | '>=' | '=';

interface Comparator {
  op: Operator;
  version: Version;
}

/** A range: any of its sets matches when every comparator of that set does. */
export type VersionRange = Comparator[][];

const VERSION = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** A version that may leave parts out or write them as x: "4", "4.0", "4.x", "*". */
interface Partial {
  major?: number;
  minor?: number;
  patch?: number;
  pre: Array<string | number>;
}

function isWild(part: string | undefined): boolean {
  return part === undefined || part === 'x' || part === 'X' || part === '*';
}

function parsePartial(text: string): Partial | null {
  if (text === '' || text === '*' || text === 'x' || text === 'X') return { pre: [] };
  const match = VERSION.exec(text);
  if (!match) return null;
  const [, major, minor, patch, pre] = match;
  const partial: Partial = { pre: pre ? pre.split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [] };
  if (isWild(major)) return partial;
  partial.major = Number(major);
  if (isWild(minor)) return partial;
  partial.minor = Number(minor);
  if (isWild(patch)) return partial;
  partial.patch = Number(patch);
  return partial;
}

const version = (major: number, minor: number, patch: number, pre: Array<string | number> = []): Version => ({ major, minor, patch, pre });

/** The comparators one range term stands for ("^4.0" is ">=4.0.0 <5.0.0-0"). */
function expand(term: string): Comparator[] | null {
  const match = /^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$/.exec(term);
  if (!match) return null;
  const operator = match[1] ?? '';
  const partial = parsePartial(match[2]);
  if (!partial) return null;
  const { major, minor, patch, pre } = partial;
  if (major === undefined) {
    // "*", ">=*": anything; "<*", ">*": nothing.
    return operator === '<' || operator === '>' ? [{ op: '<', version: version(0, 0, 0, [0]) }] : [];
  }
  const low = version(major, minor ?? 0, patch ?? 0, pre);
  const full = minor !== undefined && patch !== undefined;
  // The first version past the wildcard part: "4.x" ends before 5.0.0, "4.1.x" before 4.2.0.
  const nextUp = minor === undefined ? version(major + 1, 0, 0, [0]) : version(major, minor + 1, 0, [0]);
  switch (operator) {
    case '^': {
      // The left-most non-zero part stays fixed.
      let high = version(major + 1, 0, 0, [0]);
      if (major === 0 && minor !== undefined) {
        high = minor > 0 || patch === undefined ? version(0, minor + 1, 0, [0]) : version(0, 0, patch + 1, [0]);
      }
      return [{ op: '>=', version: low }, { op: '<', version: high }];
    }
    case '~':
    case '~>':
      return [{ op: '>=', version: low }, { op: '<', version: nextUp }];
    case '>=':
      return [{ op: '>=', version: low }];
    case '<':
      return [{ op: '<', version: low }];
    case '>':
      return [full ? { op: '>', version: low } : { op: '>=', version: nextUp }];
    case '<=':
      return [full ? { op: '<=', version: low } : { op: '<', version: nextUp }];
    default:
      return full ? [{ op: '=', version: low }] : [{ op: '>=', version: low }, { op: '<', version: nextUp }];
  }
}

/** Parses an npm range; null when it is not one. */
export function parseVersionRange(text: string): VersionRange | null {
  if (text.length > 1000) return null;
  const sets: VersionRange = [];
  for (const alternative of text.split('||')) {
    const trimmed = alternative.trim();
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(trimmed);
    if (hyphen) {
      const from = expand(`>=${hyphen[1]}`);
      const to = expand(`<=${hyphen[2]}`);
      if (!from || !to) return null;
      sets.push([...from, ...to]);
      continue;
    }
    // Operators may be written apart from their version (">= 4.0.0").
    const terms = trimmed.replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).filter((term) => term !== '');
    const set: Comparator[] = [];
    for (const term of terms) {
      const comparators = expand(term);
      if (!comparators) return null;
      set.push(...comparators);
    }
    sets.push(set);
  }
  return sets;
}

function compareIdentifiers(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: Version, b: Version): number {
  const main = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (main !== 0) return main;
  // A release is above its pre-releases.
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i += 1) {
    const order = compareIdentifiers(a.pre[i], b.pre[i]);
    if (order !== 0) return order;
  }
  return a.pre.length - b.pre.length;
}

function holds(comparator: Comparator, candidate: Version): boolean {
  const order = compare(candidate, comparator.version);
  switch (comparator.op) {
    case '<': return order < 0;
    case '<=': return order <= 0;
    case '>': return order > 0;
    case '>=': return order >= 0;
    default: return order === 0;
  }
}

/** Whether `versionText` (e.g. "4.0.0"; suffix and build ignored) satisfies the range. */
export function satisfies(versionText: string, range: VersionRange): boolean {
  const parsed = parsePartial(versionText.trim());
  if (!parsed || parsed.major === undefined) return false;
  const candidate = version(parsed.major, parsed.minor ?? 0, parsed.patch ?? 0);
  return range.some((set) => set.every((comparator) => holds(comparator, candidate)));
}

// The grok tester: a pattern (compiled against the stored patterns) applied to a sample string.
import type { Db } from '../db/types';
import { cachedGrok } from '../grok/cache';

export interface GrokTestResult {
  matched: boolean;
  matches: { name: string; match: string }[];
}

/** Throws GrokError for a pattern that does not compile; evaluate inside runUserRegex. */
export function grokTest(db: Db, pattern: string, text: string, namedCapturesOnly: boolean): GrokTestResult {
  const captures = cachedGrok(db, pattern, namedCapturesOnly).match(text);
  if (captures === null) return { matched: false, matches: [] };
  return { matched: true, matches: Object.entries(captures).map(([name, value]) => ({ name, match: String(value) })) };
}

// Which pipeline rules name a lookup table or a grok pattern, read from their sources: the rule language
// keeps its syntax tree to itself (pipelines/lang), and a name in a rule is a string literal anyway:
// lookup("table", ...), lookup_value(lookup_table: "table", ...), grok(pattern: "%{NAME}", ...).
import type { Db } from '../../db/types';
import { referencedPatternNames } from '../../grok/compile';
import { listSources } from '../../pipelines/store';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string literal holding exactly `name`, in either quote the rule language accepts. */
const literalOf = (name: string) => `(?:"${escaped(name)}"|'${escaped(name)}')`;

/** Titles of the rules, other than `own`, whose source satisfies `uses`. */
function rulesWhere(db: Db, own: ReadonlySet<string>, uses: (source: string) => boolean): string[] {
  return listSources(db, 'rule').filter((rule) => !own.has(rule.id) && uses(rule.source)).map((rule) => rule.title);
}

/** Rules calling lookup or lookup_value on the table `name` (first argument, or named lookup_table). */
export function rulesUsingLookupTable(db: Db, name: string, own: ReadonlySet<string>): string[] {
  const call = new RegExp(`\\blookup(?:_value)?\\s*\\(\\s*${literalOf(name)}|\\blookup_table\\s*:\\s*${literalOf(name)}`);
  return rulesWhere(db, own, (source) => call.test(source));
}

/** Rules with a grok reference %{NAME...} to the pattern `name` in their source. */
export function rulesUsingGrokPattern(db: Db, name: string, own: ReadonlySet<string>): string[] {
  return rulesWhere(db, own, (source) => referencedPatternNames(source).includes(name));
}

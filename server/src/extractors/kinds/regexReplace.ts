// Replaces the first (or, with replace_all, every) match of `regex` in the text with `replacement`
// (Java syntax; empty means "$1"). The result is the whole text after replacing; nothing when the
// regex does not match. For cutting, the extracted part is the first match's first group.
import { ConfigError, optionalBoolean, optionalString, requiredString } from '../config';
import { compileReplacement } from './replacement';
import type { ExtractorKind } from './types';
import { compileExtractorRegex, groupCount } from './userRegex';

function namedGroups(source: string): Set<string> {
  return new Set([...source.matchAll(/\(\?<([A-Za-z][A-Za-z0-9]*)>/g)].map((match) => match[1]));
}

export const regexReplace: ExtractorKind = (config) => {
  const source = requiredString(config, 'regex', 'Missing configuration field: regex');
  const replacementText = optionalString(config, 'replacement', '') || '$1';
  const replaceAll = optionalBoolean(config, 'replace_all', false);
  const pattern = compileExtractorRegex(source, 'regex', 'gd');
  const groups = groupCount(pattern);
  let replacement;
  try {
    replacement = compileReplacement(replacementText, groups, namedGroups(source));
  } catch (error) {
    const reason = (error as Error).message;
    throw new ConfigError('replacement', replacementText === '$1' && groups === 0 ? `${reason} (an empty replacement means $1)` : reason);
  }
  return (text) => {
    pattern.lastIndex = 0;
    let match = pattern.exec(text);
    if (!match) return null;
    const range = groups > 0 ? match.indices?.[1] : undefined;
    let out = '';
    let copiedUpTo = 0;
    while (match) {
      out += text.slice(copiedUpTo, match.index) + replacement(match);
      copiedUpTo = match.index + match[0].length;
      if (!replaceAll) break;
      // An empty match would be found again at the same place.
      if (match[0] === '') pattern.lastIndex += 1;
      match = pattern.exec(text);
    }
    out += text.slice(copiedUpTo);
    return [{ value: out, begin: range ? range[0] : -1, end: range ? range[1] : -1 }];
  };
};

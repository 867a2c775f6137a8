// Compiling an extractor's regular expression: Java syntax as Graylog users write it, with Java's
// DOTALL (Graylog compiles extractor patterns with it); a bad pattern is a ConfigError on its key.
import { ConfigError } from '../config';
import { compileUserRegex, UserRegexError } from '../../regex/userRegex';

export function compileExtractorRegex(source: string, field: string, flags = ''): RegExp {
  try {
    return compileUserRegex(source, `s${flags}`);
  } catch (error) {
    if (error instanceof UserRegexError) throw new ConfigError(field, error.message);
    throw error;
  }
}

/** How many capturing groups `regex` has. */
export function groupCount(regex: RegExp): number {
  return (new RegExp(`${regex.source}|`, regex.flags.replace(/[gyd]/g, '')).exec('')?.length ?? 1) - 1;
}

// String functions, with the null handling of the Apache Commons StringUtils methods Graylog calls:
// a null string gives null (or false for the checks) instead of failing the rule.
import { javaString } from '../values';
import { booleanArg, FunctionArgumentError, listArg, numberArg, saturatedInt, stringArg } from './args';
import { defineFunction, optional, param, type LibraryFunction } from './define';

/** Java's Locale.forLanguageTag: an ill-formed tag is the root locale (no language rules). */
function localeOf(tag: string | null): string | undefined {
  if (tag === null) return 'en';
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

function changeCase(value: string, tag: string | null, upper: boolean): string {
  const locale = localeOf(tag);
  if (locale === undefined) return upper ? value.toUpperCase() : value.toLowerCase();
  return upper ? value.toLocaleUpperCase(locale) : value.toLocaleLowerCase(locale);
}

const firstCodePoint = (value: string): string => String.fromCodePoint(value.codePointAt(0) ?? 0);

function stringFunction(name: string, description: string, apply: (value: string, locale: string | null) => string, localeAware: boolean): LibraryFunction {
  const params = [param('value', 'String', 'The text to change')];
  if (localeAware) params.push(optional('locale', 'String', 'The language tag whose rules apply; English when left out', 'java.util.Locale'));
  return defineFunction({
    name,
    description,
    returnType: 'String',
    pure: false,
    params,
    invoke(args) {
      const value = stringArg(args, 'value');
      return value === null ? null : apply(value, localeAware ? stringArg(args, 'locale') : null);
    },
  });
}

function affixCheck(name: string, description: string, otherName: string, otherDescription: string, test: (value: string, other: string) => boolean): LibraryFunction {
  return defineFunction({
    name,
    description,
    returnType: 'Boolean',
    pure: false,
    params: [
      param('value', 'String', 'The text to look in'),
      param(otherName, 'String', otherDescription),
      optional('ignore_case', 'Boolean', 'Whether upper and lower case count as the same; false when left out'),
    ],
    invoke(args) {
      let value = stringArg(args, 'value');
      let other = stringArg(args, otherName);
      if (value === null || other === null) return name !== 'contains' && value === null && other === null;
      if (booleanArg(args, 'ignore_case') === true) {
        value = value.toLowerCase();
        other = other.toLowerCase();
      }
      return test(value, other);
    },
  });
}

export const contains = affixCheck('contains', 'Whether the text contains the search text', 'search', 'The text to find', (v, o) => v.includes(o));
export const startsWith = affixCheck('starts_with', 'Whether the text begins with the prefix', 'prefix', 'The text it should begin with', (v, o) => v.startsWith(o));
export const endsWith = affixCheck('ends_with', 'Whether the text ends with the suffix', 'suffix', 'The text it should end with', (v, o) => v.endsWith(o));

export const lowercase = stringFunction('lowercase', 'The text in lower case', (value, locale) => changeCase(value, locale, false), true);
export const uppercase = stringFunction('uppercase', 'The text in upper case', (value, locale) => changeCase(value, locale, true), true);
export const capitalize = stringFunction('capitalize', 'The text with its first letter in upper case', (value) => (value === '' ? value : firstCodePoint(value).toUpperCase() + value.slice(firstCodePoint(value).length)), false);
export const uncapitalize = stringFunction('uncapitalize', 'The text with its first letter in lower case', (value) => (value === '' ? value : firstCodePoint(value).toLowerCase() + value.slice(firstCodePoint(value).length)), false);
export const swapcase = stringFunction(
  'swapcase',
  'The text with upper case letters in lower case and lower case ones in upper case',
  (value) => Array.from(value, (c) => (c !== c.toLowerCase() ? c.toLowerCase() : c.toUpperCase())).join(''),
  false,
);

export const abbreviate = defineFunction({
  name: 'abbreviate',
  description: 'Shortens the text to at most `width` characters, ending in "..." when it was cut',
  returnType: 'String',
  pure: false,
  params: [param('value', 'String', 'The text to shorten'), param('width', 'Long', 'The longest result, "..." included (at least 4)')],
  invoke(args) {
    const value = stringArg(args, 'value');
    const width = numberArg(args, 'width');
    if (value === null || width === null) return null;
    const max = saturatedInt(Math.max(width, 4));
    return value.length <= max ? value : `${value.slice(0, max - 3)}...`;
  },
});

export const substring = defineFunction({
  name: 'substring',
  description: 'The part of the text from start (inclusive) to end (exclusive); negative positions count from the end',
  returnType: 'String',
  pure: false,
  params: [
    param('value', 'String', 'The text to take a part of'),
    param('start', 'Long', 'Where the part begins; negative counts back from the end'),
    optional('end', 'Long', 'Where the part ends (exclusive); negative counts back from the end; the end of the text when left out'),
  ],
  invoke(args) {
    const value = stringArg(args, 'value');
    const startArg = numberArg(args, 'start');
    if (value === null || startArg === null) return null;
    const length = value.length;
    const clamp = (position: number) => Math.min(length, Math.max(0, position < 0 ? length + position : position));
    const start = clamp(saturatedInt(startArg));
    const end = clamp(saturatedInt(numberArg(args, 'end') ?? length));
    return start > end ? '' : value.slice(start, end);
  },
});

export const concat = defineFunction({
  name: 'concat',
  description: 'The two texts one after the other (null counts as empty)',
  returnType: 'String',
  pure: false,
  params: [param('first', 'String', 'The first text'), param('second', 'String', 'The second text')],
  invoke: (args) => (stringArg(args, 'first') ?? '') + (stringArg(args, 'second') ?? ''),
});

export const join = defineFunction({
  name: 'join',
  description: 'The elements of a list as one text, separated by the delimiter',
  returnType: 'String',
  pure: true,
  params: [
    param('elements', 'Object', 'The list to join', { transformed: 'java.util.List' }),
    optional('delimiter', 'String', 'The text between two elements; nothing when left out'),
    optional('start', 'Long', 'The index of the first element to join; 0 when left out', 'java.lang.Integer'),
    optional('end', 'Long', 'The index after the last element to join; the length of the list when left out', 'java.lang.Integer'),
  ],
  invoke(args) {
    const elements = args.elements === null || args.elements === undefined ? [] : args.elements;
    if (!Array.isArray(elements)) throw new FunctionArgumentError("Argument 'elements' must be a List");
    const startArg = numberArg(args, 'start');
    const endArg = numberArg(args, 'end');
    const start = startArg !== null && startArg >= 0 ? saturatedInt(startArg) : 0;
    const end = endArg !== null && endArg >= 0 ? saturatedInt(endArg) : elements.length;
    if (end > elements.length || start > end) throw new FunctionArgumentError(`Cannot join elements ${start} to ${end} of a list of ${elements.length}`);
    const items = elements.slice(start, end).map((item) => (item === null || item === undefined ? '' : javaString(item)));
    return items.join(stringArg(args, 'delimiter') ?? '');
  },
});

export const length = defineFunction({
  name: 'length',
  description: 'The number of characters (or UTF-8 bytes) in the text',
  returnType: 'Long',
  pure: false,
  params: [param('value', 'String', 'The text to measure'), optional('bytes', 'Boolean', 'Whether to count UTF-8 bytes instead of characters; false when left out')],
  invoke(args) {
    const value = stringArg(args, 'value');
    if (value === null) throw new FunctionArgumentError("Argument 'value' cannot be 'null'");
    return booleanArg(args, 'bytes') === true ? Buffer.byteLength(value, 'utf8') : value.length;
  },
});

export const replace = defineFunction({
  name: 'replace',
  description: 'Replaces occurrences of a text (the first `max`, or all) with another text',
  returnType: 'String',
  pure: false,
  params: [
    param('value', 'String', 'The text to replace in'),
    param('search', 'String', 'The text to find'),
    optional('replacement', 'String', 'What to put in its place; nothing when left out'),
    optional('max', 'Long', 'How many occurrences to replace at most; -1 (all) when left out', 'java.lang.Integer'),
  ],
  invoke(args) {
    const value = stringArg(args, 'value');
    const search = stringArg(args, 'search');
    const max = saturatedInt(numberArg(args, 'max') ?? -1);
    if (value === null || search === null || value === '' || search === '' || max === 0) return value;
    const replacement = stringArg(args, 'replacement') ?? '';
    const pieces = value.split(search);
    if (max < 0 || pieces.length - 1 <= max) return pieces.join(replacement);
    return pieces.slice(0, max + 1).join(replacement) + search + pieces.slice(max + 1).join(search);
  },
});

export const firstNonNull = defineFunction({
  name: 'first_non_null',
  description: 'The first element of the list that is not null',
  returnType: 'Object',
  pure: false,
  params: [param('value', 'List', 'The values to choose from')],
  invoke(args) {
    return (listArg(args, 'value') ?? []).find((item) => item !== null && item !== undefined) ?? null;
  },
});

export const STRING_FUNCTIONS: LibraryFunction[] = [
  contains,
  startsWith,
  endsWith,
  lowercase,
  uppercase,
  capitalize,
  uncapitalize,
  swapcase,
  abbreviate,
  substring,
  concat,
  join,
  length,
  replace,
  firstNonNull,
];

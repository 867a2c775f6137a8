// Which test tool tries the form's extractor (and its condition) on the example, and how its answer reads.
import { ToolsActions } from '@/stores/tools/ToolsStore';

import type { ExtractorFormValues } from './extractorFormValues';
import type { DebouncedRequest } from '@/components/common/useDebouncedCall';

type Invalid = { kind: 'invalid', message: string };

/** What an extractor would make of the example. */
export type TestOutcome =
  /** Grok and JSON: the fields they would add. */
  | { kind: 'fields', fields: Array<{ name: string, value: string }> }
  /** Every other type: the value stored in the target field; `range` marks where it was found in the example. */
  | { kind: 'value', value: string, range?: { start: number, end: number } }
  | { kind: 'no-match' }
  /** The regular expression itself is refused, with the server's reason. */
  | Invalid;

/** Why there is nothing to try, for the user to act on. */
export type TestBlocker = { blocked: string };

const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The server's reason, saying what it is about unless it already does. */
const invalidRegexMessage = (reason: string | null): string => {
  if (!reason) return 'This is not a valid regular expression.';
  return /invalid|not valid/i.test(reason) ? reason : `Not a valid regular expression: ${reason}`;
};

/**
 * Asks the server whether `regex` is valid before trying it: a half-typed expression then reads as the
 * server's reason next to the field, not as a failed test.
 */
const validRegex = <T, >(regex: string, then: () => Promise<T>): Promise<T | Invalid> => (
  ToolsActions.validateRegex(regex).then((validation): Promise<T | Invalid> | Invalid => (
    validation.is_valid ? then() : { kind: 'invalid', message: invalidRegexMessage(validation.validation_message) }
  ))
);

const request = (parameters: Array<unknown>, run: () => Promise<TestOutcome>): DebouncedRequest<TestOutcome> => ({ key: JSON.stringify(parameters), run });

/**
 * The test of the form's extractor on `example`, or why there is none. Copy input needs no server: its
 * result is the example itself.
 */
export const extractorTestRequest = (values: ExtractorFormValues, example: string): DebouncedRequest<TestOutcome> | TestBlocker => {
  if (example === '') {
    return { blocked: 'Load a message or type an example above to try the extractor on it.' };
  }
  switch (values.type) {
    case 'copy_input':
      return request(['copy_input', example], () => Promise.resolve({ kind: 'value', value: example, range: { start: 0, end: example.length } }));
    case 'grok': {
      const { grok_pattern: pattern, named_captures_only: namedOnly } = values;
      if (pattern.trim() === '') return { blocked: 'Enter a grok pattern to try it on the example.' };
      return request(['grok', pattern, namedOnly, example], () => ToolsActions.testGrok(pattern, namedOnly, example).then((result): TestOutcome => (
        result.matched && result.matches.length > 0
          ? { kind: 'fields', fields: result.matches.map((match) => ({ name: match.name, value: shown(match.match) })) }
          : { kind: 'no-match' }
      )));
    }
    case 'json': {
      const options = {
        flatten: values.flatten, list_separator: values.list_separator, key_separator: values.key_separator, kv_separator: values.kv_separator,
        replace_key_whitespace: values.replace_key_whitespace, key_whitespace_replacement: values.key_whitespace_replacement, key_prefix: values.key_prefix,
      };
      return request(['json', options, example], () => ToolsActions.testJSON(options, example).then((result): TestOutcome => {
        const fields = Object.entries(result.matches ?? {}).map(([name, value]) => ({ name, value: shown(value) }));
        return fields.length > 0 ? { kind: 'fields', fields } : { kind: 'no-match' };
      }));
    }
    case 'regex': {
      const regex = values.regex_value;
      if (regex === '') return { blocked: 'Enter a regular expression to try it on the example.' };
      return request(['regex', regex, example], () => validRegex(regex, () => ToolsActions.testRegex(regex, example).then((result): TestOutcome => (
        result.matched && result.match ? { kind: 'value', value: result.match.match, range: { start: result.match.start, end: result.match.end } } : { kind: 'no-match' }
      ))));
    }
    case 'regex_replace': {
      const { regex, replacement, replace_all: replaceAll } = values;
      if (regex === '') return { blocked: 'Enter a regular expression to try it on the example.' };
      return request(['regex_replace', regex, replacement, replaceAll, example], () => validRegex(regex, () => (
        ToolsActions.testRegexReplace(regex, replacement, replaceAll, example).then((result): TestOutcome => (
          result.matched && result.match ? { kind: 'value', value: result.match.match } : { kind: 'no-match' }
        ))
      )));
    }
    case 'split_and_index': {
      const { split_by: splitBy, index } = values;
      if (splitBy === '' || index === undefined || index < 1) return { blocked: 'Enter what to split by and a position from 1 up to try it.' };
      return request(['split_and_index', splitBy, index, example], () => ToolsActions.testSplitAndIndex(splitBy, index, example).then((result): TestOutcome => (
        result.successful && result.cut !== null
          ? { kind: 'value', value: result.cut, range: { start: result.begin_index, end: result.end_index } }
          : { kind: 'no-match' }
      )));
    }
    case 'substring': {
      const { begin_index: begin, end_index: end } = values;
      if (begin === undefined || end === undefined) return { blocked: 'Enter the begin and end index to try them.' };
      return request(['substring', begin, end, example], () => ToolsActions.testSubstring(begin, end, example).then((result): TestOutcome => (
        result.successful && result.cut !== null
          ? { kind: 'value', value: result.cut, range: { start: result.begin_index, end: result.end_index } }
          : { kind: 'no-match' }
      )));
    }
    case 'lookup_table': {
      const table = values.lookup_table_name;
      if (table === '') return { blocked: 'Choose a lookup table to try it on the example.' };
      return request(['lookup_table', table, example], () => ToolsActions.testLookupTable(table, example).then((result): TestOutcome => {
        if (result.error) return { kind: 'invalid', message: result.error_message };
        return result.empty || result.value === null || result.value === undefined ? { kind: 'no-match' } : { kind: 'value', value: shown(result.value) };
      }));
    }
    default:
      return { blocked: 'This type of extractor cannot be tried here.' };
  }
};

/** Whether the condition lets the extractor run on the example. */
export type ConditionOutcome = { kind: 'condition', matches: boolean } | Invalid;

/** The test of the form's condition on `example`; null when there is nothing to test. */
export const conditionTestRequest = (values: ExtractorFormValues, example: string): DebouncedRequest<ConditionOutcome> | null => {
  const { condition_type: conditionType, condition_value: conditionValue } = values;
  if (example === '' || conditionValue === '' || (conditionType !== 'string' && conditionType !== 'regex')) {
    return null;
  }
  if (conditionType === 'string') {
    return {
      key: JSON.stringify(['string', conditionValue, example]),
      run: () => ToolsActions.testContainsString(conditionValue, example).then((result): ConditionOutcome => ({ kind: 'condition', matches: result.contains })),
    };
  }
  return {
    key: JSON.stringify(['regex', conditionValue, example]),
    run: () => validRegex(conditionValue, () => ToolsActions.testRegex(conditionValue, example).then((result): ConditionOutcome => ({ kind: 'condition', matches: result.matched }))),
  };
};

import { CompletionContext } from '@codemirror/autocomplete';
import type { CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';

import type { FunctionDescriptor } from '@/stores/rules/RulesStore';

import { cursorContext, functionSignature, ruleCompletionSource, shortTypeName } from './ruleCompletion';

const param = (name: string, type: string, optional = false, description: string | null = null) => ({
  name, type, transformed_type: type, optional, description,
});

const FUNCTIONS: Array<FunctionDescriptor> = [
  {
    name: 'has_field', pure: false, return_type: 'java.lang.Boolean', description: 'Checks whether a message contains a value for a field',
    params: [param('field', 'java.lang.String', false, 'The field to check'), param('message', 'org.graylog2.plugin.Message', true)],
  },
  {
    name: 'set_field', pure: false, return_type: 'java.lang.Void', description: 'Sets a new field in a message',
    params: [param('field', 'java.lang.String'), param('value', 'java.lang.Object'), param('prefix', 'java.lang.String', true)],
  },
  { name: 'to_string', pure: false, return_type: 'java.lang.String', description: null, params: [param('value', 'java.lang.Object'), param('default', 'java.lang.String', true)] },
];

/** Completes at the "|" in `source`. */
const complete = (source: string, explicit = false): CompletionResult | null => {
  const pos = source.indexOf('|');
  const doc = source.replace('|', '');
  const state = EditorState.create({ doc, selection: { anchor: pos } });
  const result = ruleCompletionSource(() => FUNCTIONS)(new CompletionContext(state, pos, explicit));
  return result instanceof Promise ? null : result;
};

const labels = (result: CompletionResult | null) => (result?.options ?? []).map((option) => option.label);

describe('rule completion', () => {
  it('names Java types by their simple name and shows a function\'s signature with optional parameters marked', () => {
    expect(shortTypeName('java.lang.String')).toBe('String');
    expect(shortTypeName('java.util.Map<java.lang.String, java.lang.Object>')).toBe('Map');
    expect(shortTypeName('Boolean')).toBe('Boolean');
    expect(functionSignature(FUNCTIONS[1])).toBe('(field: String, value: Object, [prefix: String]) → Void');
  });

  it('offers function names for the word being typed, inserting the name with its parenthesis', () => {
    const result = complete('rule "x"\nwhen has_f|');
    expect(result?.from).toBe('rule "x"\nwhen '.length);
    expect(labels(result)).toEqual(expect.arrayContaining(['has_field', 'set_field', 'to_string', '$message', 'then']));
    const hasField = result?.options.find((option) => option.label === 'has_field');
    expect(hasField?.type).toBe('function');
    expect(hasField?.detail).toBe('(field: String, [message: Message]) → Boolean');
    expect(hasField?.info).toBe('Checks whether a message contains a value for a field');
    expect(typeof hasField?.apply).toBe('function');
  });

  it('offers the called function\'s parameters at an argument\'s start, leaving out those already named', () => {
    const result = complete('rule "x" when true then set_field(|');
    expect(labels(result).slice(0, 3)).toEqual(['field:', 'value:', 'prefix:']);
    const prefix = result?.options.find((option) => option.label === 'prefix:');
    expect(prefix).toMatchObject({ apply: 'prefix: ', detail: 'String (optional)' });

    const afterNamed = complete('rule "x" when true then set_field(field: "a", va|');
    expect(afterNamed?.from).toBe('rule "x" when true then set_field(field: "a", '.length);
    expect(labels(afterNamed)).toContain('value:');
    expect(labels(afterNamed)).not.toContain('field:');
    // Keywords make no sense as an argument; nested calls and $message do.
    expect(labels(afterNamed)).not.toContain('then');
    expect(labels(afterNamed)).toEqual(expect.arrayContaining(['to_string', '$message']));
  });

  it('completes the innermost call, and nothing inside strings or comments', () => {
    expect(labels(complete('then set_field("a", to_string(|')).slice(0, 2)).toEqual(['value:', 'default:']);
    expect(labels(complete('then set_field("a", to_string($message.x), |'))[0]).toBe('field:');
    expect(complete('then set_field("has_f|')).toBeNull();
    expect(complete('// has_f|')).toBeNull();
    expect(complete('/* has_f| */')).toBeNull();
    // Outside any word and any call, only an explicit request (Ctrl-Space) opens the list.
    expect(complete('rule "x" when |')).toBeNull();
    expect(labels(complete('rule "x" when |', true))).toContain('has_field');
  });

  it('reads the cursor\'s place in the source', () => {
    expect(cursorContext('set_field("a(", to_string(', 26)).toEqual({
      inLiteral: false, call: { functionName: 'to_string', namedArguments: [] }, atArgumentStart: true,
    });
    expect(cursorContext('set_field(field: "a", value: 1)', 31)).toEqual({ inLiteral: false, call: undefined, atArgumentStart: false });
    expect(cursorContext('set_field(field: "a", ', 22).call).toEqual({ functionName: 'set_field', namedArguments: ['field'] });
    expect(cursorContext('x = "it\\"s', 10).inLiteral).toBe(true);
  });
});

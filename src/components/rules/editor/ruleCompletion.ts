// Completion in the rule editor: function names (inserted with their opening parenthesis) and, inside a call,
// the parameters of the function called, named as Graylog's named-argument syntax wants them (`name: value`).
import { insertCompletionText, pickedCompletion, startCompletion } from '@codemirror/autocomplete';
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EditorView } from '@codemirror/view';

import type { FunctionDescriptor, FunctionParameter } from '@/stores/rules/RulesStore';

import { RULE_KEYWORDS } from './ruleLanguage';

/** "java.lang.String" → "String"; generic parameters are dropped ("java.util.Map<…>" → "Map"). */
export const shortTypeName = (javaType: string): string => {
  const withoutGenerics = javaType.replace(/<.*$/, '');
  return withoutGenerics.slice(withoutGenerics.lastIndexOf('.') + 1) || javaType;
};

const parameterText = (param: FunctionParameter) => {
  const text = `${param.name}: ${shortTypeName(param.type)}`;
  return param.optional ? `[${text}]` : text;
};

/** "(value: String, [default: String]) → String": optional parameters in brackets. */
export const functionSignature = (fn: FunctionDescriptor): string => (
  `(${fn.params.map(parameterText).join(', ')}) → ${shortTypeName(fn.return_type)}`
);

/** Where the cursor is, as far as completion cares. */
export type CursorContext = {
  /** Inside a string literal or a comment: nothing to complete. */
  inLiteral: boolean,
  /** The innermost call the cursor is in the argument list of, with the parameters already named in it. */
  call?: { functionName: string, namedArguments: Array<string> },
  /** The cursor starts an argument: right after "(" or "," (spaces aside), possibly within a word being typed. */
  atArgumentStart: boolean,
};

type Frame = { functionName: string | undefined, named: Array<string> };

/** Reads the source up to `pos` and says where the cursor is: in a literal, in which call, at an argument's start. */
export const cursorContext = (text: string, pos: number): CursorContext => {
  const frames: Array<Frame> = [];
  let lastWord: string | undefined;
  let lastSignificant = '';
  let i = 0;
  while (i < pos) {
    const char = text[i];
    if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      if (end === -1 || end >= pos) return { inLiteral: true, atArgumentStart: false };
      i = end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      if (end === -1 || end + 2 > pos) return { inLiteral: true, atArgumentStart: false };
      i = end + 2;
    } else if (char === '"' || char === '\'' || char === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== char) {
        j += text[j] === '\\' ? 2 : 1;
      }
      if (j >= pos) return { inLiteral: true, atArgumentStart: false };
      i = j + 1;
      lastWord = undefined;
      lastSignificant = char;
    } else if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z0-9_$]+/.exec(text.slice(i, pos)) as RegExpExecArray;
      lastWord = match[0];
      lastSignificant = 'w';
      i += match[0].length;
    } else {
      if (char === '(') {
        frames.push({ functionName: lastSignificant === 'w' ? lastWord : undefined, named: [] });
      } else if (char === ')') {
        frames.pop();
      } else if (char === ':' && lastSignificant === 'w' && lastWord && frames.length > 0) {
        frames[frames.length - 1].named.push(lastWord);
      }
      if (!/\s/.test(char)) {
        lastSignificant = char;
        lastWord = undefined;
      }
      i += 1;
    }
  }
  const before = text.slice(0, pos).replace(/[A-Za-z0-9_]*$/, '').trimEnd();
  const top = frames[frames.length - 1];
  const call = top?.functionName ? { functionName: top.functionName, namedArguments: top.named } : undefined;
  return { inLiteral: false, call, atArgumentStart: before.endsWith('(') || before.endsWith(',') };
};

/** Inserts `name(` and opens the completion again, now offering the function's parameters. */
const insertCall = (name: string) => (view: EditorView, completion: Completion, from: number, to: number) => {
  view.dispatch({ ...insertCompletionText(view.state, `${name}(`, from, to), annotations: pickedCompletion.of(completion) });
  startCompletion(view);
};

export const functionCompletion = (fn: FunctionDescriptor): Completion => ({
  label: fn.name,
  type: 'function',
  detail: functionSignature(fn),
  info: fn.description ?? undefined,
  apply: insertCall(fn.name),
});

export const parameterCompletion = (param: FunctionParameter): Completion => ({
  label: `${param.name}:`,
  type: 'property',
  detail: `${shortTypeName(param.type)}${param.optional ? ' (optional)' : ''}`,
  info: param.description ?? undefined,
  apply: `${param.name}: `,
  boost: param.optional ? 10 : 20,
});

const PIPELINE_ONLY = ['pipeline', 'stage', 'match', 'all', 'either', 'during'];

const KEYWORD_COMPLETIONS: Array<Completion> = RULE_KEYWORDS.filter((keyword) => !PIPELINE_ONLY.includes(keyword))
  .map((keyword): Completion => ({ label: keyword, type: 'keyword', boost: -10 }));

const MESSAGE_COMPLETION: Completion = { label: '$message', type: 'variable', detail: 'the message being processed', boost: -5 };

/**
 * The completion source for the rule editor. `functions` is read at each completion, so the descriptors may
 * arrive after the editor was created.
 */
export const ruleCompletionSource = (functions: () => ReadonlyArray<FunctionDescriptor>) => (context: CompletionContext): CompletionResult | null => {
  const text = context.state.doc.toString();
  const where = cursorContext(text, context.pos);
  if (where.inLiteral) {
    return null;
  }
  const word = context.matchBefore(/\$?[A-Za-z_][A-Za-z0-9_]*/);
  const known = functions();
  const called = where.call ? known.find((fn) => fn.name === where.call?.functionName) : undefined;
  const parameters = called && where.atArgumentStart
    ? called.params.filter((param) => !where.call?.namedArguments.includes(param.name)).map(parameterCompletion)
    : [];
  if (!word && !context.explicit && parameters.length === 0) {
    return null;
  }
  return {
    from: word ? word.from : context.pos,
    options: [...parameters, ...known.map(functionCompletion), MESSAGE_COMPLETION, ...(where.call ? [] : KEYWORD_COMPLETIONS)],
    validFor: /^\$?[A-Za-z0-9_]*$/,
  };
};

// Highlighting of Graylog's rule language (and of pipeline sources, which share its keywords). A stream
// tokenizer is enough here: the server's parser is the judge of what is valid, this only colours the text.
import { HighlightStyle, StreamLanguage } from '@codemirror/language';
import type { StreamParser, StringStream } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/** Graylog's keywords; the grammar reads them in any case. */
export const RULE_KEYWORDS = [
  'rule', 'when', 'then', 'end', 'let', 'and', 'or', 'not', 'pipeline', 'stage', 'match', 'all', 'either', 'during',
] as const;

const KEYWORDS = new Set<string>(RULE_KEYWORDS);
const OPERATOR_WORDS = new Set(['and', 'or', 'not']);

type TokenizerState = { inBlockComment: boolean };

const skipBlockComment = (stream: StringStream, state: TokenizerState) => {
  while (!stream.eol()) {
    if (stream.match('*/')) {
      state.inBlockComment = false;
      return;
    }
    stream.next();
  }
};

const skipString = (stream: StringStream, quote: string) => {
  let escaped = false;
  while (!stream.eol()) {
    const char = stream.next();
    if (char === quote && !escaped) {
      return;
    }
    escaped = !escaped && char === '\\';
  }
};

/** The token type of the text at the stream's position: a name CodeMirror maps to a highlight tag. */
const token = (stream: StringStream, state: TokenizerState): string | null => {
  if (state.inBlockComment) {
    skipBlockComment(stream, state);
    return 'blockComment';
  }
  if (stream.eatSpace()) {
    return null;
  }
  if (stream.match('//')) {
    stream.skipToEnd();
    return 'lineComment';
  }
  if (stream.match('/*')) {
    state.inBlockComment = true;
    skipBlockComment(stream, state);
    return 'blockComment';
  }
  const next = stream.peek();
  if (next === '"' || next === '\'') {
    stream.next();
    skipString(stream, next);
    return 'string';
  }
  if (next === '`') {
    stream.next();
    skipString(stream, '`');
    return 'propertyName';
  }
  if (stream.match('$message')) {
    return 'variableName.special';
  }
  if (stream.match(/^(0[xX][0-9a-fA-F_]+|\d[\d_]*(\.\d+)?([eE][+-]?\d+)?)[lLdDfF]?/)) {
    return 'number';
  }
  if (stream.match(/^[A-Za-z_][A-Za-z0-9_]*/)) {
    const word = stream.current();
    const lower = word.toLowerCase();
    if (OPERATOR_WORDS.has(lower)) return 'operatorKeyword';
    if (KEYWORDS.has(lower)) return 'keyword';
    if (word === 'true' || word === 'false') return 'bool';
    // A name followed by "(" is a function call.
    if (stream.match(/^\s*\(/, false)) return 'variableName.function';
    return 'variableName';
  }
  if (stream.match(/^(&&|\|\||==|!=|<=|>=|[<>!+\-*/%=])/)) {
    return 'operator';
  }
  stream.next();
  return 'punctuation';
};

const ruleParser: StreamParser<TokenizerState> = {
  name: 'graylog-rule',
  startState: () => ({ inBlockComment: false }),
  copyState: (state) => ({ ...state }),
  token,
  languageData: { commentTokens: { line: '//', block: { open: '/*', close: '*/' } } },
};

export const ruleLanguage = StreamLanguage.define(ruleParser);

/** Colours with enough contrast on the console's white background. */
export const ruleHighlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword], color: '#7a1fa2', fontWeight: 'bold' },
  { tag: tags.string, color: '#1a7f37' },
  { tag: tags.number, color: '#0b5cad' },
  { tag: tags.bool, color: '#0b5cad' },
  { tag: [tags.lineComment, tags.blockComment], color: '#6a737d', fontStyle: 'italic' },
  { tag: tags.special(tags.variableName), color: '#b35900', fontWeight: 'bold' },
  { tag: tags.function(tags.variableName), color: '#005cc5' },
  { tag: tags.propertyName, color: '#b35900' },
]);

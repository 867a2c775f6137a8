// What one stream rule says about one message, exactly as Graylog's matchers (ExactMatcher, RegexMatcher,
// …) decide it. A message field is read as Graylog's Message.getField: missing and null are absent; a
// value is compared through its text (Java's toString: lists as "[a, b]"); greater and smaller compare
// numbers and never match a field that is absent or not numeric, inverted or not; always match ignores
// inversion. Regular expressions use Java's dialect (regex/userRegex.ts) with DOTALL, and `find`
// semantics: the pattern may match anywhere in the value.
import { compileUserRegex } from '../regex/userRegex';
import { StreamRuleType, type StreamRuleTypeId } from './ruleTypes';
import type { StreamRule } from './types';

// Module-local copies: the hot path must not go through the importing module's live bindings per rule.
const { EXACT, REGEX, GREATER, SMALLER, PRESENCE, CONTAINS, ALWAYS_MATCH, MATCH_INPUT } = StreamRuleType;

/** A rule ready to evaluate: its value parsed once. */
export interface CompiledRule {
  id: string;
  type: StreamRuleTypeId;
  /** The field it reads (gl2_source_input for match input; '' for always match). */
  field: string;
  value: string;
  /** For match input: Java's equalsIgnoreCase, compared in lower case. */
  lowerValue: string;
  inverted: boolean;
  /** For greater and smaller: the value as a number, undefined when it is none (the rule never matches). */
  number: number | undefined;
  /** For regex: the pattern, null when it does not compile (the rule never matches, as Graylog's). */
  regex: RegExp | null;
}

/** One message field as the matchers see it; the router keeps one per field and refills it per message. */
export interface FieldView {
  present: boolean;
  raw: unknown;
  /** Java's toString of the value ('' when absent). */
  text: string;
  /** The value as a number (Graylog's Tools.getDouble), undefined when it is none or was not asked for. */
  number: number | undefined;
}

export const INPUT_FIELD = 'gl2_source_input';

// Java's Double.parseDouble as Guava's Doubles.tryParse accepts it: no surrounding blanks, an optional
// exponent and type suffix, NaN and Infinity.
const JAVA_DOUBLE = /^[+-]?(?:NaN|Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?)$/;

/** Graylog's Tools.getDouble: a number as it is, a string when it parses as a Java double, otherwise none. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined || typeof value === 'boolean') return undefined;
  const text = typeof value === 'string' ? value : textOf(value);
  if (!JAVA_DOUBLE.test(text)) return undefined;
  return Number(text.replace(/[fFdD]$/, ''));
}

/** Java's toString of a message value. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(textOf).join(', ')}]`;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function compileRule(rule: Pick<StreamRule, 'id' | 'type' | 'field' | 'value' | 'inverted'>): CompiledRule {
  let regex: RegExp | null = null;
  if (rule.type === REGEX) {
    try {
      regex = compileUserRegex(rule.value, 's');
    } catch {
      regex = null;
    }
  }
  const numeric = rule.type === GREATER || rule.type === SMALLER;
  return {
    id: rule.id,
    type: rule.type,
    field: fieldOf(rule),
    value: rule.value,
    lowerValue: rule.value.toLowerCase(),
    inverted: rule.inverted,
    number: numeric ? numberOf(rule.value) : undefined,
    regex,
  };
}

/** The field a rule reads: match input always reads the message's input. */
export function fieldOf(rule: Pick<StreamRule, 'type' | 'field'>): string {
  if (rule.type === MATCH_INPUT) return INPUT_FIELD;
  if (rule.type === ALWAYS_MATCH) return '';
  return rule.field;
}

/** Whether the rule needs the field's number (greater, smaller). */
export function needsNumber(type: StreamRuleTypeId): boolean {
  return type === GREATER || type === SMALLER;
}

/** Fills `view` with the message's `field`; numbers only when asked (parsing them costs). */
export function readField(view: FieldView, fields: Record<string, unknown>, field: string, withNumber: boolean): void {
  const raw = fields[field];
  view.raw = raw;
  view.present = raw !== undefined && raw !== null;
  view.text = view.present ? textOf(raw) : '';
  view.number = view.present && withNumber ? numberOf(raw) : undefined;
}

export function fieldView(fields: Record<string, unknown>, field: string): FieldView {
  const view: FieldView = { present: false, raw: undefined, text: '', number: undefined };
  readField(view, fields, field, true);
  return view;
}

/** The rule's answer for a message whose field it reads is `view`. */
export function ruleMatches(rule: CompiledRule, view: FieldView): boolean {
  const { inverted } = rule;
  switch (rule.type) {
    case ALWAYS_MATCH:
      return true;
    case EXACT:
      return view.present ? inverted !== (view.text.trim() === rule.value) : inverted;
    case MATCH_INPUT:
      return view.present ? inverted !== (view.text.trim().toLowerCase() === rule.lowerValue) : inverted;
    case PRESENCE:
      if (!view.present) return inverted;
      return typeof view.raw === 'string' ? inverted !== (view.raw.trim() !== '') : !inverted;
    case CONTAINS:
      return view.present ? inverted !== view.text.includes(rule.value) : inverted;
    case GREATER:
      if (view.number === undefined || rule.number === undefined) return false;
      return inverted !== (view.number > rule.number);
    case SMALLER:
      if (view.number === undefined || rule.number === undefined) return false;
      return inverted !== (view.number < rule.number);
    case REGEX:
      if (!view.present) return inverted;
      return rule.regex ? inverted !== rule.regex.test(view.text) : false;
  }
}

/** Graylog's evaluation order within a stream: cheap tests first, regular expressions last. */
const COST: Readonly<Record<StreamRuleTypeId, number>> = {
  [ALWAYS_MATCH]: 0,
  [PRESENCE]: 1,
  [EXACT]: 2,
  [MATCH_INPUT]: 3,
  [GREATER]: 4,
  [SMALLER]: 5,
  [CONTAINS]: 6,
  [REGEX]: 7,
};

export function byCost(a: { type: StreamRuleTypeId }, b: { type: StreamRuleTypeId }): number {
  return COST[a.type] - COST[b.type];
}

/** Whether a stream with these rule answers matches: all of them (AND) or any (OR); no rules never match. */
export function streamMatches(matchingType: 'AND' | 'OR', answers: readonly boolean[]): boolean {
  if (answers.length === 0) return false;
  return matchingType === 'OR' ? answers.includes(true) : !answers.includes(false);
}

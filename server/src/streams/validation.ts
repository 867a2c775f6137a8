// What a stream or rule write must satisfy before anything is stored. Each refusal is a 400 naming the
// body field it is about, so the console shows it under that field: the title, the index set (it must
// exist, be writable and hold messages; Graylog's messages), the matching type, a rule's type, field and
// value (a regular expression must compile; greater and smaller compare with a number).
import { Type, type Static } from '@sinclair/typebox';
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { findIndexSet } from '../indices/store';
import { userRegexProblem } from '../regex/userRegex';
import { numberOf } from './matching';
import { isRuleType, needsField, needsValue, RULE_TYPES, StreamRuleType } from './ruleTypes';
import type { MatchingType, StreamRule } from './types';

const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

// Clients send whole entities back (id, stream_id, content_pack…); Graylog ignores what it does not read.
export const RuleBody = Type.Object(
  {
    type: Type.Union([Type.Integer(), Type.String({ maxLength: 20 })]),
    field: OptionalText(1000),
    value: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Number(), Type.Null()])),
    inverted: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    description: OptionalText(10_000),
  },
  { additionalProperties: true },
);
export type RuleBody = Static<typeof RuleBody>;

export const TITLE_MAX = 1000;
export const DESCRIPTION_MAX = 10_000;

export type RuleSettings = Omit<StreamRule, 'id' | 'stream_id'>;

class RuleProblem {
  constructor(readonly field: string, readonly reason: string) {}
}

function ruleSettings(body: RuleBody): RuleSettings {
  const type = typeof body.type === 'number' ? body.type : /^\d+$/.test(body.type) ? Number(body.type) : NaN;
  if (!isRuleType(type)) {
    throw new RuleProblem('type', `Unknown stream rule type ${String(body.type)}; known types: ${RULE_TYPES.map((t) => `${t.id} (${t.name})`).join(', ')}`);
  }
  const field = (body.field ?? '').trim();
  const value = body.value === null || body.value === undefined ? '' : String(body.value);
  if (needsField(type) && field === '') throw new RuleProblem('field', 'Field must not be empty');
  if (needsValue(type) && value === '') throw new RuleProblem('value', 'Value must not be empty');
  if (type === StreamRuleType.REGEX) {
    const problem = userRegexProblem(value, 's');
    if (problem) throw new RuleProblem('value', problem);
  }
  if ((type === StreamRuleType.GREATER || type === StreamRuleType.SMALLER) && numberOf(value) === undefined) {
    throw new RuleProblem('value', `Value must be a number to compare with, not "${value}"`);
  }
  return { type, field, value, inverted: body.inverted === true, description: body.description ?? '' };
}

/** A rule's settings from a request body; a refusal names the offending field. */
export function checkedRule(body: RuleBody): RuleSettings {
  try {
    return ruleSettings(body);
  } catch (error) {
    if (error instanceof RuleProblem) throw badRequest(error.reason, error.field);
    throw error;
  }
}

/** The rules sent along with a new stream; a refusal names `rules` and which rule. */
export function checkedRules(bodies: readonly RuleBody[]): RuleSettings[] {
  return bodies.map((body, index) => {
    try {
      return ruleSettings(body);
    } catch (error) {
      if (error instanceof RuleProblem) throw badRequest(`Rule ${index + 1}: ${error.reason}`, 'rules');
      throw error;
    }
  });
}

export function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw badRequest('Title must not be empty', 'title');
  return trimmed;
}

/** The matching type, AND when none is given (Graylog's default). */
export function checkedMatchingType(value: string | null | undefined): MatchingType | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value === 'AND' || value === 'OR') return value;
  throw badRequest(`Invalid matching type '${value}' specified. Should be one of: [AND, OR]`, 'matching_type');
}

/**
 * Refuses an index set that does not exist, is not writable, or holds events (Graylog 4.0 took one and
 * later versions refuse it with this message: the events sets are for the events streams alone).
 */
export function assertWritableIndexSet(db: Db, indexSetId: string | null | undefined): string {
  if (indexSetId === null || indexSetId === undefined || indexSetId === '') {
    throw badRequest('An index set is required', 'index_set_id');
  }
  const set = findIndexSet(db, indexSetId);
  if (!set) throw badRequest(`Index set with ID <${indexSetId}> does not exist!`, 'index_set_id');
  if (!set.writable) throw badRequest('Assigned index set must be writable!', 'index_set_id');
  if (set.index_template_type === 'events') throw badRequest('Assigned index set is not usable', 'index_set_id');
  return set.id;
}

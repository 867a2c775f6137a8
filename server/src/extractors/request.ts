// The body of POST/PUT /system/inputs/{inputId}/extractors, as Graylog's console sends it, and its
// checks that do not need the engine (types, strategy, condition, required fields). Converters come as
// Graylog 4 sends them ({type: config}) or as newer versions and exports list them ([{type, config}]).
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../http/errors';
import { isConverterType } from './converters';
import { isUnwritableField } from './fields';
import { isExtractorType, type ConditionType, type ConverterDefinition, type CursorStrategy, type ExtractorDefinition, type ExtractorType } from './types';

const FieldName = Type.String({ maxLength: 1000 });
const ConfigObject = Type.Record(Type.String({ maxLength: 1000 }), Type.Unknown());

export const ExtractorBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 1000 }),
    cut_or_copy: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    cursor_strategy: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    source_field: FieldName,
    target_field: Type.Optional(Type.Union([FieldName, Type.Null()])),
    extractor_type: Type.String({ maxLength: 100 }),
    extractor_config: Type.Optional(Type.Union([ConfigObject, Type.Null()])),
    converters: Type.Optional(
      Type.Union([
        Type.Record(Type.String({ maxLength: 100 }), Type.Union([ConfigObject, Type.Null()])),
        Type.Array(Type.Object({ type: Type.String({ maxLength: 100 }), config: Type.Optional(Type.Union([ConfigObject, Type.Null()])) }), { maxItems: 100 }),
        Type.Null(),
      ]),
    ),
    condition_type: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    condition_value: Type.Optional(Type.Union([Type.String({ maxLength: 100_000 }), Type.Null()])),
    order: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ExtractorRequest = Static<typeof ExtractorBody>;

export const INVALID_TYPE_MESSAGE = 'Invalid extractor type provided';

/** Types that write one value into target_field, which they therefore need. */
const NEEDS_TARGET: ReadonlySet<ExtractorType> = new Set(['copy_input', 'regex', 'regex_replace', 'split_and_index', 'substring', 'lookup_table']);

function cursorStrategy(body: ExtractorRequest): CursorStrategy {
  const given = (body.cut_or_copy ?? body.cursor_strategy ?? 'copy').toLowerCase();
  if (given !== 'cut' && given !== 'copy') throw badRequest(`Invalid cursor strategy ${given}: use cut or copy`, 'cut_or_copy');
  return given;
}

function conditionType(body: ExtractorRequest): ConditionType {
  const given = (body.condition_type ?? 'none').toLowerCase();
  if (given !== 'none' && given !== 'string' && given !== 'regex') throw badRequest(`Invalid condition type ${given}: use none, string or regex`, 'condition_type');
  return given;
}

function converterList(body: ExtractorRequest): ConverterDefinition[] {
  const given = body.converters ?? [];
  const entries = Array.isArray(given) ? given.map(({ type, config }) => [type, config] as const) : Object.entries(given);
  return entries.map(([type, config]) => {
    const name = type.toLowerCase();
    if (!isConverterType(name)) throw badRequest(`Unknown converter type ${type}`, 'converters');
    return { type: name, config: config ?? {} };
  });
}

export interface DefinitionOrigin {
  id: string;
  creatorUserId: string;
  /** Used when the body gives no order. */
  defaultOrder: number;
}

/** The definition the body describes; answers 400 for what is wrong without compiling anything. */
export function definitionFromRequest(body: ExtractorRequest, origin: DefinitionOrigin): ExtractorDefinition {
  const type = body.extractor_type.toLowerCase();
  if (!isExtractorType(type)) throw badRequest(INVALID_TYPE_MESSAGE, 'extractor_type');
  const source = body.source_field.trim();
  if (source === '') throw badRequest('A source field is required', 'source_field');
  const target = (body.target_field ?? '').trim();
  if (target === '' && NEEDS_TARGET.has(type)) throw badRequest(`A target field is required for ${type} extractors`, 'target_field');
  if (isUnwritableField(target)) throw badRequest(`You cannot apply an extractor on reserved field [${target}].`, 'target_field');
  const condition = conditionType(body);
  const conditionValue = condition === 'none' ? '' : body.condition_value ?? '';
  if (condition !== 'none' && conditionValue === '') throw badRequest(`A condition value is required for the ${condition} condition`, 'condition_value');
  return {
    id: origin.id,
    title: body.title,
    type,
    cursor_strategy: cursorStrategy(body),
    source_field: source,
    target_field: target,
    extractor_config: body.extractor_config ?? {},
    creator_user_id: origin.creatorUserId,
    converters: converterList(body),
    condition_type: condition,
    condition_value: conditionValue,
    order: body.order ?? origin.defaultOrder,
  };
}

// The wire shapes of Graylog 4's search API (POST /views/search, its execution body) as TypeBox
// schemas. They check types and sizes; what depends on a `type` field (which fields a time range or a
// search type needs) is checked in searchValidation.ts, which can name the place and the reason.
// Unknown fields are kept: Graylog clients send fields this server does not use (a search type's name…).
import { Type, type Static } from '@sinclair/typebox';
import { DecoratorSchema } from '../decorators/validation';
import { OBJECT_ID_PATTERN } from '../http/ids';

export const MAX_QUERY_LENGTH = 20_000;
const Name = Type.String({ minLength: 1, maxLength: 200 });

export const TimeRangeSchema = Type.Object({
  type: Type.Union([Type.Literal('relative'), Type.Literal('absolute'), Type.Literal('keyword')]),
  range: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 * 365 * 86_400 })),
  from: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  timezone: Type.Optional(Type.String({ maxLength: 100 })),
});
export type TimeRangeInput = Static<typeof TimeRangeSchema>;

export const BackendQuerySchema = Type.Object({
  type: Type.Literal('elasticsearch'),
  query_string: Type.String({ maxLength: MAX_QUERY_LENGTH }),
});
export type BackendQuery = Static<typeof BackendQuerySchema>;

const StreamFilterSchema = Type.Object({ type: Type.String({ maxLength: 50 }), id: Type.Optional(Type.String({ maxLength: 200 })) });
export const FilterSchema = Type.Object({
  type: Type.String({ maxLength: 50 }),
  id: Type.Optional(Type.String({ maxLength: 200 })),
  filters: Type.Optional(Type.Union([Type.Array(StreamFilterSchema, { maxItems: 1000 }), Type.Null()])),
});
export type FilterInput = Static<typeof FilterSchema>;

const IntervalSchema = Type.Object({
  type: Type.Union([Type.Literal('auto'), Type.Literal('timeunit')]),
  scaling: Type.Optional(Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 100 }), Type.Null()])),
  timeunit: Type.Optional(Type.String({ maxLength: 20 })),
  value: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  unit: Type.Optional(Type.String({ maxLength: 20 })),
});
export type IntervalInput = Static<typeof IntervalSchema>;

const PivotGroupSchema = Type.Object({
  type: Type.String({ maxLength: 50 }),
  field: Type.String({ minLength: 1, maxLength: 1000 }),
  interval: Type.Optional(IntervalSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});
export type PivotGroupInput = Static<typeof PivotGroupSchema>;

const SeriesSchema = Type.Object({
  type: Type.String({ maxLength: 50 }),
  id: Type.Optional(Type.String({ maxLength: 1000 })),
  field: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});
export type SeriesInput = Static<typeof SeriesSchema>;

const PivotSortSchema = Type.Object({
  type: Type.String({ maxLength: 50 }),
  field: Type.String({ maxLength: 1000 }),
  direction: Type.Union([Type.Literal('Ascending'), Type.Literal('Descending')]),
});
export type PivotSortInput = Static<typeof PivotSortSchema>;

const MessageSortSchema = Type.Object({
  field: Type.String({ minLength: 1, maxLength: 1000 }),
  order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]),
});

export const SearchTypeSchema = Type.Object({
  id: Name,
  type: Type.String({ minLength: 1, maxLength: 100 }),
  name: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  query: Type.Optional(Type.Union([BackendQuerySchema, Type.Null()])),
  timerange: Type.Optional(Type.Union([TimeRangeSchema, Type.Null()])),
  filter: Type.Optional(Type.Union([FilterSchema, Type.Null()])),
  streams: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
  // messages
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  sort: Type.Optional(Type.Union([Type.Array(Type.Union([MessageSortSchema, PivotSortSchema]), { maxItems: 100 }), Type.Null()])),
  decorators: Type.Optional(Type.Array(DecoratorSchema, { maxItems: 100 })),
  // pivot
  row_groups: Type.Optional(Type.Array(PivotGroupSchema, { maxItems: 20 })),
  column_groups: Type.Optional(Type.Array(PivotGroupSchema, { maxItems: 20 })),
  series: Type.Optional(Type.Array(SeriesSchema, { maxItems: 100 })),
  rollup: Type.Optional(Type.Boolean()),
});
export type SearchTypeInput = Static<typeof SearchTypeSchema>;

export const QuerySchema = Type.Object({
  id: Name,
  query: BackendQuerySchema,
  timerange: TimeRangeSchema,
  filter: Type.Optional(Type.Union([FilterSchema, Type.Null()])),
  search_types: Type.Array(SearchTypeSchema, { maxItems: 100 }),
});
export type QueryInput = Static<typeof QuerySchema>;

const ScalarValue = Type.Union([Type.String({ maxLength: MAX_QUERY_LENGTH }), Type.Number(), Type.Boolean(), Type.Null()]);
const BindingSchema = Type.Object({ type: Type.Optional(Type.String({ maxLength: 100 })), value: Type.Optional(ScalarValue) });

export const ParameterSchema = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 100 })),
  // `$name$` in a query is the parameter: a name cannot hold `$` or spaces.
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^$\\s]+$' }),
  title: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
  data_type: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  dataType: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  default_value: Type.Optional(ScalarValue),
  defaultValue: Type.Optional(ScalarValue),
  optional: Type.Optional(Type.Boolean()),
  binding: Type.Optional(Type.Union([BindingSchema, Type.Null()])),
});
export type ParameterInput = Static<typeof ParameterSchema>;

export const SearchBody = Type.Object({
  id: Type.Optional(Type.String({ pattern: OBJECT_ID_PATTERN })),
  queries: Type.Array(QuerySchema, { maxItems: 100 }),
  parameters: Type.Optional(Type.Array(ParameterSchema, { maxItems: 100 })),
  requires: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), Type.Unknown())),
});
export type SearchBody = Static<typeof SearchBody>;

const SearchTypeOverride = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
});

export const QueryOverrideSchema = Type.Object({
  timerange: Type.Optional(Type.Union([TimeRangeSchema, Type.Null()])),
  query: Type.Optional(Type.Union([BackendQuerySchema, Type.Null()])),
  keep_search_types: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 }), Type.Null()])),
  search_types: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 200 }), SearchTypeOverride), Type.Null()])),
});
export type QueryOverride = Static<typeof QueryOverrideSchema>;

export const ExecutionBody = Type.Object({
  parameter_bindings: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 100 }), BindingSchema), Type.Null()])),
  global_override: Type.Optional(Type.Union([QueryOverrideSchema, Type.Null()])),
  queries: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 200 }), QueryOverrideSchema), Type.Null()])),
});
export type ExecutionBody = Static<typeof ExecutionBody>;

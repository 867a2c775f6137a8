// The rules of a content pack that the console applies itself: what a new pack and a new revision start
// with, an entity's title, value references and parameters (which values of an entity can become a
// parameter, and what a parameter's typed value is), as Graylog's own web interface applies them.
import type {
  Constraint, ContentPack, ContentPackEntity, ContentPackParameter, ContentPackRevisionsResponse, ValueReference,
} from './contentPackTypes';

export const VALUE_TYPE = '@type';
export const VALUE_FIELD = '@value';
export const PARAMETER_TYPE = 'parameter';

/** The value types a parameter can be created with (Graylog's form offers these four). */
export const PARAMETER_TYPES = ['string', 'integer', 'double', 'boolean'] as const;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A random (version 4) UUID, the id Graylog gives a new pack. getRandomValues rather than randomUUID: the
 * latter exists only in secure contexts, and many installations are reached over plain http.
 */
export const randomUuid = (): string => {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
};

/** A new pack: version 1, a generated id, revision 1, empty texts, no parameters and no entities. */
export const newContentPack = (): ContentPack => ({
  v: '1', id: randomUuid(), rev: 1, name: '', summary: '', description: '', vendor: '', url: '', parameters: [], entities: [],
});

/** The revision numbers of a pack, ascending. */
export const revisionsOf = (response: ContentPackRevisionsResponse): Array<number> => Object.keys(response.content_pack_revisions)
  .map((rev) => Number(rev))
  .filter((rev) => Number.isInteger(rev))
  .sort((a, b) => a - b);

/** The newest revision number, undefined for a pack without any. */
export const latestRevision = (response: ContentPackRevisionsResponse): number | undefined => {
  const revisions = revisionsOf(response);
  return revisions.length > 0 ? revisions[revisions.length - 1] : undefined;
};

/** Revision `rev` of the pack, copied as the start of a new revision: the latest plus one. */
export const newRevisionFrom = (response: ContentPackRevisionsResponse, rev: number): ContentPack | undefined => {
  const origin = response.content_pack_revisions[String(rev)];
  const latest = latestRevision(response);
  if (!origin || latest === undefined) {
    return undefined;
  }
  return { ...origin, rev: latest + 1 };
};

export const isValueReference = (value: unknown): value is ValueReference => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return false;
  }
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes(VALUE_TYPE) && keys.includes(VALUE_FIELD);
};

export const isParameterReference = (value: unknown): value is ValueReference => isValueReference(value) && value[VALUE_TYPE] === PARAMETER_TYPE;

export const parameterReference = (name: string): ValueReference => ({ [VALUE_TYPE]: PARAMETER_TYPE, [VALUE_FIELD]: name });

/** A value of an entity's data as it reads: a reference gives its value, a parameter its default value. */
export const resolvedValue = (value: unknown, parameters: ReadonlyArray<ContentPackParameter>): unknown => {
  if (!isValueReference(value)) {
    return value;
  }
  if (value[VALUE_TYPE] === PARAMETER_TYPE) {
    const parameter = parameters.find((candidate) => candidate.name === value[VALUE_FIELD]);
    return parameter?.default_value ?? value[VALUE_FIELD];
  }
  return value[VALUE_FIELD];
};

const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** An entity's title: its data's title, or else its name (references resolved). */
export const entityTitle = (entity: ContentPackEntity, parameters: ReadonlyArray<ContentPackParameter> = []): string => {
  const title = textOf(resolvedValue(entity.data.title, parameters));
  return title !== '' ? title : textOf(resolvedValue(entity.data.name, parameters));
};

export const entityDescription = (entity: ContentPackEntity, parameters: ReadonlyArray<ContentPackParameter> = []): string => (
  textOf(resolvedValue(entity.data.description, parameters))
);

/** One value inside an entity's data, by its path ("stream_rules.0.value"). */
export type ValuePath = {
  path: string,
  segments: Array<string | number>,
  /** The value (a reference's own value, or the parameter's name for a parameter reference). */
  value: unknown,
  /** The reference's type ("string", "parameter"), or the JavaScript type of a plain value. */
  valueType: string,
  /** Only references can become parameters. */
  isReference: boolean,
  isParameter: boolean,
};

const walk = (value: unknown, segments: Array<string | number>, found: Array<ValuePath>) => {
  if (isValueReference(value)) {
    found.push({
      path: segments.join('.'), segments, value: value[VALUE_FIELD], valueType: String(value[VALUE_TYPE]), isReference: true, isParameter: value[VALUE_TYPE] === PARAMETER_TYPE,
    });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...segments, index], found));
  } else if (typeof value === 'object' && value !== null) {
    Object.entries(value).forEach(([key, item]) => walk(item, [...segments, key], found));
  } else {
    found.push({ path: segments.join('.'), segments, value, valueType: value === null ? 'null' : typeof value, isReference: false, isParameter: false });
  }
};

/** Every value of an entity's data, sorted by path (references are leaves). */
export const valuePaths = (data: { [key: string]: unknown }): Array<ValuePath> => {
  const found: Array<ValuePath> = [];
  Object.entries(data).forEach(([key, value]) => walk(value, [key], found));
  return found.sort((a, b) => a.path.localeCompare(b.path, undefined, { numeric: true }));
};

/** A value chosen to be replaced by a parameter: the value at `configKey` becomes a reference to `paramName`. */
export type AppliedParameter = { configKey: string, paramName: string };

/** Per entity id, the values replaced by parameters. */
export type AppliedParameters = { [entityId: string]: Array<AppliedParameter> };

const replaceAt = (value: unknown, segments: ReadonlyArray<string | number>, replacement: unknown): unknown => {
  if (segments.length === 0) {
    return replacement;
  }
  const [head, ...rest] = segments;
  if (Array.isArray(value) && typeof head === 'number') {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  if (typeof value === 'object' && value !== null && typeof head === 'string' && head in value) {
    const record = value as { [key: string]: unknown };
    return { ...record, [head]: replaceAt(record[head], rest, replacement) };
  }
  return value;
};

/** The entity with each applied value replaced by {"@type": "parameter", "@value": NAME}; other values stay. */
export const withParameters = (entity: ContentPackEntity, applied: ReadonlyArray<AppliedParameter> = []): ContentPackEntity => {
  if (applied.length === 0) {
    return entity;
  }
  const paths = new Map(valuePaths(entity.data).filter((path) => path.isReference).map((path) => [path.path, path.segments]));
  const data = applied.reduce((current, { configKey, paramName }) => {
    const segments = paths.get(configKey);
    return segments ? replaceAt(current, segments, parameterReference(paramName)) as { [key: string]: unknown } : current;
  }, entity.data);
  return { ...entity, data };
};

/** The parameter references already in an entity (a revision being edited), as applied parameters. */
export const appliedParametersOf = (entity: ContentPackEntity): Array<AppliedParameter> => valuePaths(entity.data)
  .filter((path) => path.isParameter)
  .map((path) => ({ configKey: path.path, paramName: String(path.value) }));

/** The distinct constraints of a pack's entities (Graylog shows each once). */
export const packConstraints = (entities: ReadonlyArray<ContentPackEntity>): Array<Constraint> => {
  const seen = new Map<string, Constraint>();
  entities.forEach((entity) => (entity.constraints ?? []).forEach((constraint) => {
    const key = `${constraint.type}\u0000${constraint.plugin ?? 'server'}\u0000${constraint.version}`;
    if (!seen.has(key)) seen.set(key, constraint);
  }));
  return Array.from(seen.values());
};

/** Who a constraint is about: Graylog itself for a server version, else the plugin (default "server"). */
export const constraintSubject = (constraint: Constraint): string => (constraint.type === 'server-version' ? 'Graylog' : constraint.plugin ?? 'server');

const isIntegerType = (type: string) => type === 'integer' || type === 'long';
const isDecimalType = (type: string) => type === 'double' || type === 'float';

/** A parameter value as text for an input (booleans as "true"/"false", absent as ""). */
export const parameterValueText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Why `text` is not a value of `type` (Graylog's wording), or undefined when it is one. Empty text is not checked. */
export const parameterValueProblem = (type: string, text: string): string | undefined => {
  const value = text.trim();
  if (value === '') return undefined;
  if (isIntegerType(type) && !/^[+-]?\d+$/.test(value)) return 'This is not an integer value.';
  if (isDecimalType(type) && Number.isNaN(Number(value))) return 'This is not a double value.';
  if (type === 'boolean' && value !== 'true' && value !== 'false') return 'This is not a boolean value. It must be either true or false.';
  return undefined;
};

/** The typed value of `text` for a parameter of `type` (checked with parameterValueProblem first). */
export const parameterValue = (type: string, text: string): string | number | boolean => {
  if (isIntegerType(type)) return parseInt(text.trim(), 10);
  if (isDecimalType(type)) return Number(text.trim());
  if (type === 'boolean') return text.trim() === 'true';
  return text;
};

/** The installation parameters: each typed value as a reference of the parameter's type. */
export const installationParameters = (
  parameters: ReadonlyArray<ContentPackParameter>,
  texts: { [name: string]: string },
): { [name: string]: ValueReference } => Object.fromEntries(parameters
  .filter((parameter) => (texts[parameter.name] ?? '') !== '')
  .map((parameter) => [parameter.name, { [VALUE_TYPE]: parameter.type, [VALUE_FIELD]: parameterValue(parameter.type, texts[parameter.name]) }]));

/** Graylog's rule for a parameter name: letters, digits and underscores only. */
export const PARAMETER_NAME_PATTERN = /^\w+$/;

/** "lookup_table" → "Lookup table": an entity type as a heading. */
export const typeTitle = (typeName: string): string => {
  const words = typeName.split('_').join(' ');
  return words.length > 0 ? words[0].toUpperCase() + words.slice(1) : words;
};

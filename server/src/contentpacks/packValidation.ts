// Reading an uploaded content pack: Graylog 4's format (v "1") only, every refusal a 400 naming the
// field. The pack is normalised as Graylog stores it: created_at and server_version filled in when
// absent, a server-version constraint added to entities that carry none. Entity types are not checked
// here (Graylog stores any); installing refuses types this server cannot create before creating anything.
import { badRequest } from '../http/errors';
import { isRecord } from '../http/json';
import { SERVER_VERSION } from '../system/overview';
import { PLUGIN_VERSION_CONSTRAINT, SERVER_VERSION_CONSTRAINT, withServerConstraint } from './constraints';
import { PARAMETER_TYPES, type ContentPack, type PackParameter } from './packModel';
import { coerce, describeType, isParameterType, referencedParameters } from './parameters';
import type { Constraint, PackEntity } from './types';
import { parseVersionRange } from './versionRange';

/** Pack and entity ids appear in URLs and in the download's file name. */
const PACK_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_ENTITIES = 10_000;
const MAX_PARAMETERS = 1_000;
const MAX_TEXT = 100_000;
const PACK_FIELDS = new Set(['v', 'id', 'rev', 'name', 'summary', 'description', 'vendor', 'url', 'created_at', 'server_version', 'parameters', 'entities']);

function text(body: Record<string, unknown>, field: string, { required = false, max = MAX_TEXT } = {}): string {
  const value = body[field];
  if (value === undefined || value === null) {
    if (required) throw badRequest(`The content pack needs a ${field}`, field, 'is required');
    return '';
  }
  if (typeof value !== 'string') throw badRequest(`The content pack's ${field} must be text`, field, 'must be text');
  if (required && value.trim() === '') throw badRequest(`The content pack's ${field} must not be empty`, field, 'must not be empty');
  if (value.length > max) throw badRequest(`The content pack's ${field} is longer than ${max} characters`, field, `at most ${max} characters`);
  return value;
}

function parameterOf(raw: unknown, index: number, seen: Set<string>): PackParameter {
  const where = `parameter ${index + 1}`;
  const refuse = (reason: string): never => {
    throw badRequest(`The content pack's ${where} ${reason}`, 'parameters', `${where} ${reason}`);
  };
  if (!isRecord(raw)) return refuse('must be an object');
  const { name, title, description, type } = raw;
  if (typeof name !== 'string' || name.trim() === '') return refuse('needs a name');
  if (name.length > 200) return refuse('has a name longer than 200 characters');
  if (seen.has(name)) return refuse(`repeats the name ${name}`);
  seen.add(name);
  if (!isParameterType(type)) return refuse(`(${name}) has type ${JSON.stringify(type)}; expected one of ${PARAMETER_TYPES.join(', ')}`);
  for (const [field, value] of [['title', title], ['description', description]] as const) {
    if (value !== undefined && value !== null && typeof value !== 'string') refuse(`(${name}) must have text as its ${field}`);
  }
  const rawDefault = raw.default_value;
  let defaultValue: PackParameter['default_value'] = null;
  if (rawDefault !== undefined && rawDefault !== null) {
    const coerced = coerce(type, rawDefault);
    if (coerced === undefined) refuse(`(${name}) has default value ${JSON.stringify(rawDefault)}, which is not ${describeType(type)}`);
    defaultValue = coerced ?? null;
  }
  return { name, title: typeof title === 'string' ? title : name, description: typeof description === 'string' ? description : '', type, default_value: defaultValue };
}

function constraintOf(raw: unknown, where: string): Constraint {
  const refuse = (reason: string): never => {
    throw badRequest(`The content pack's ${where} ${reason}`, 'entities', `${where} ${reason}`);
  };
  if (!isRecord(raw)) return refuse('must be an object');
  const { type, plugin, version } = raw;
  if (type !== SERVER_VERSION_CONSTRAINT && type !== PLUGIN_VERSION_CONSTRAINT) {
    return refuse(`has type ${JSON.stringify(type)}; expected ${SERVER_VERSION_CONSTRAINT} or ${PLUGIN_VERSION_CONSTRAINT}`);
  }
  if (typeof version !== 'string' || parseVersionRange(version) === null) return refuse(`has version ${JSON.stringify(version)}, which is not a version range such as ">=4.0.0"`);
  if (type === SERVER_VERSION_CONSTRAINT) return { type, version };
  if (typeof plugin !== 'string' || plugin.trim() === '' || plugin.length > 500) return refuse('names no plugin');
  return { type, plugin, version };
}

function entityOf(raw: unknown, index: number, seen: Set<string>): PackEntity {
  const where = `entity ${index + 1}`;
  const refuse = (reason: string): never => {
    throw badRequest(`The content pack's ${where} ${reason}`, 'entities', `${where} ${reason}`);
  };
  if (!isRecord(raw)) return refuse('must be an object');
  const { v, type, id, data, constraints } = raw;
  if (v !== '1' && v !== 1) return refuse(`has version ${JSON.stringify(v)}; only version "1" is supported`);
  if (typeof id !== 'string' || id.trim() === '' || id.length > 200) return refuse('needs an id (at most 200 characters)');
  if (seen.has(id)) return refuse(`repeats the id ${id}`);
  seen.add(id);
  if (!isRecord(type) || typeof type.name !== 'string' || type.name === '' || type.name.length > 100) return refuse('needs a type with a name');
  const version = type.version === undefined ? '1' : typeof type.version === 'number' ? String(type.version) : type.version;
  if (typeof version !== 'string' || version === '' || version.length > 20) return refuse(`(${type.name}) has an invalid type version`);
  if (!isRecord(data)) return refuse(`(${type.name}) needs its data as an object`);
  if (constraints !== undefined && constraints !== null && !Array.isArray(constraints)) return refuse('must list its constraints');
  const listed = ((constraints ?? []) as unknown[]).map((constraint, n) => constraintOf(constraint, `${where} constraint ${n + 1}`));
  return { v: '1', type: { name: type.name, version }, id, data, constraints: withServerConstraint(listed) };
}

/** The uploaded pack, checked and normalised, or a 400 naming what is wrong. */
export function readUploadedPack(body: unknown, nowMs: number): ContentPack {
  if (!isRecord(body)) throw badRequest('Send the content pack as a JSON object');
  // Without a version the file is something else (a Graylog 2 pack, another export): "version null" would
  // not tell the user that.
  if (body.v === undefined || body.v === null) {
    throw badRequest('This is not a content pack of Graylog 3 or 4: it has no format version "v" (theirs is "1")', 'v', 'is required');
  }
  if (body.v !== '1' && body.v !== 1) {
    throw badRequest(`Unsupported content pack version ${JSON.stringify(body.v)}: only Graylog's format version "1" (Graylog 3 and 4) is supported`, 'v', 'must be "1"');
  }
  const unknown = Object.keys(body).find((key) => !PACK_FIELDS.has(key));
  if (unknown !== undefined) throw badRequest(`Unknown content pack field ${unknown}`, unknown, 'is not a known field');
  const { id, rev } = body;
  // "latest" would be shadowed by GET /system/content_packs/latest.
  if (typeof id !== 'string' || !PACK_ID.test(id) || id === 'latest') {
    throw badRequest('The content pack id must be 1 to 200 letters, digits, dots, dashes or underscores, starting with a letter or digit', 'id', 'letters, digits, ".", "-", "_" (at most 200)');
  }
  if (typeof rev !== 'number' || !Number.isInteger(rev) || rev < 1 || rev > 2_147_483_647) {
    throw badRequest('The content pack revision must be a whole number of at least 1', 'rev', 'must be a whole number of at least 1');
  }
  const name = text(body, 'name', { required: true, max: 500 });
  const createdAt = body.created_at === undefined || body.created_at === null ? undefined : body.created_at;
  if (createdAt !== undefined && (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt)))) {
    throw badRequest('The content pack\'s created_at must be a date', 'created_at', 'must be a date');
  }
  if (body.parameters !== undefined && body.parameters !== null && !Array.isArray(body.parameters)) {
    throw badRequest('The content pack\'s parameters must be a list', 'parameters', 'must be a list');
  }
  if (!Array.isArray(body.entities)) throw badRequest('The content pack needs a list of entities', 'entities', 'must be a list');
  const rawParameters = (body.parameters ?? []) as unknown[];
  if (rawParameters.length > MAX_PARAMETERS) throw badRequest(`A content pack holds at most ${MAX_PARAMETERS} parameters`, 'parameters');
  if (body.entities.length > MAX_ENTITIES) throw badRequest(`A content pack holds at most ${MAX_ENTITIES} entities`, 'entities');

  const parameterNames = new Set<string>();
  const parameters = rawParameters.map((raw, index) => parameterOf(raw, index, parameterNames));
  const entityIds = new Set<string>();
  const entities = body.entities.map((raw, index) => entityOf(raw, index, entityIds));
  entities.forEach((entity, index) => {
    const missing = [...referencedParameters(entity.data)].filter((parameter) => !parameterNames.has(parameter));
    if (missing.length > 0) {
      const reason = `entity ${index + 1} (${entity.type.name}) refers to undeclared parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
      throw badRequest(`The content pack's ${reason}`, 'entities', reason);
    }
  });
  const serverVersion = typeof body.server_version === 'string' && body.server_version !== '' ? body.server_version : SERVER_VERSION;

  return {
    v: '1',
    id,
    rev,
    name,
    summary: text(body, 'summary'),
    description: text(body, 'description'),
    vendor: text(body, 'vendor', { max: 500 }),
    url: text(body, 'url', { max: 2000 }),
    created_at: new Date(createdAt === undefined ? nowMs : Date.parse(createdAt)).toISOString(),
    server_version: serverVersion.slice(0, 100),
    parameters,
    entities,
  };
}

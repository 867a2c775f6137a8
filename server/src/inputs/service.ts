// Creating and changing inputs and their static fields: validation first, then one write.
// Used by the routes and by the demo input of a first start.
import type { Db } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { bumpIngestConfig } from '../processing/configVersion';
import { checkConfiguration } from './configuration';
import { findInput, insertInput, saveInput, type InputRecord, type InputSummary } from './store';
import { inputTypeByClass } from './types';

export interface InputRequest {
  title?: string;
  type: string;
  global?: boolean;
  configuration?: Record<string, unknown>;
  node?: string | null;
}

export interface InputWriteContext {
  db: Db;
  nodeId: string;
  nowMs: number;
}

const MAX_TITLE_LENGTH = 500;

/** The fields of a stored input a request decides, checked; 400 naming the field otherwise. */
function checkRequest(request: InputRequest, nodeId: string): Pick<InputSummary, 'title' | 'type' | 'name' | 'global' | 'node' | 'attributes'> {
  const type = inputTypeByClass(request.type);
  if (!type) throw badRequest('There is no such input type registered.', 'type');
  const title = (request.title ?? '').trim();
  if (title === '') throw badRequest('Title is required', 'title');
  if (title.length > MAX_TITLE_LENGTH) throw badRequest(`Title must be at most ${MAX_TITLE_LENGTH} characters long`, 'title');
  const global = request.global ?? false;
  const node = global ? null : request.node ?? nodeId;
  // This server is a one-node cluster: an input for another node could never run.
  if (node !== null && node !== nodeId) throw badRequest(`There is no node ${node} in this cluster`, 'node');
  const attributes = checkConfiguration(type, request.configuration ?? {});
  return { title, type: type.type, name: type.name, global, node, attributes };
}

export function createInput(context: InputWriteContext, request: InputRequest, creatorUsername: string): InputSummary {
  const checked = checkRequest(request, context.nodeId);
  const summary: InputSummary = {
    id: newObjectId(context.nowMs),
    title: checked.title,
    global: checked.global,
    name: checked.name,
    content_pack: null,
    created_at: new Date(context.nowMs).toISOString(),
    type: checked.type,
    creator_user_id: creatorUsername,
    attributes: checked.attributes,
    static_fields: {},
    node: checked.node,
  };
  context.db.transaction(() => insertInput(context.db, summary))();
  bumpIngestConfig();
  return summary;
}

export function requireInput(db: Db, inputId: string): InputRecord {
  const record = findInput(db, inputId);
  if (!record) throw notFound(`Couldn't find input ${inputId}`);
  return record;
}

/** Replaces title, type, scope and configuration; creation data and static fields stay. */
export function updateInput(context: InputWriteContext, inputId: string, request: InputRequest): InputSummary {
  const checked = checkRequest(request, context.nodeId);
  const summary = context.db.transaction(() => {
    const existing = requireInput(context.db, inputId).summary;
    const updated: InputSummary = { ...existing, ...checked };
    saveInput(context.db, updated);
    return updated;
  })();
  bumpIngestConfig();
  return summary;
}

// Graylog's reserved message fields, which a static field must not overwrite.
const RESERVED_FIELDS = new Set(['_id', 'message', 'source', 'timestamp', 'full_message', 'streams', '_index', '_type', '_source', '_all', '_ttl', '_score']);
const STATIC_FIELD_KEY = /^[A-Za-z0-9_.-]+$/;
const MAX_KEY_LENGTH = 250;
const MAX_VALUE_LENGTH = 10_000;

function checkStaticField(key: string, value: string): void {
  if (!STATIC_FIELD_KEY.test(key) || key.length > MAX_KEY_LENGTH) {
    throw badRequest('Invalid key: use only letters, digits, underscores, dots and dashes', 'key');
  }
  if (RESERVED_FIELDS.has(key) || key.startsWith('gl2_')) throw badRequest(`Field ${key} is reserved and cannot be a static field`, 'key');
  if (value.length > MAX_VALUE_LENGTH) throw badRequest(`Value must be at most ${MAX_VALUE_LENGTH} characters long`, 'value');
}

export function addStaticField(db: Db, inputId: string, key: string, value: string): void {
  db.transaction(() => {
    const existing = requireInput(db, inputId).summary;
    checkStaticField(key, value);
    saveInput(db, { ...existing, static_fields: { ...existing.static_fields, [key]: value } });
  })();
  bumpIngestConfig();
}

export function removeStaticField(db: Db, inputId: string, key: string): void {
  db.transaction(() => {
    const existing = requireInput(db, inputId).summary;
    if (!Object.hasOwn(existing.static_fields, key)) throw notFound(`Couldn't find static field ${key} of input ${inputId}`);
    const { [key]: _removed, ...rest } = existing.static_fields;
    saveInput(db, { ...existing, static_fields: rest });
  })();
  bumpIngestConfig();
}

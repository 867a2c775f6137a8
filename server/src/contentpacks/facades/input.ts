// input v1 (Graylog's InputEntity): title, type (the input class), global, configuration (a ReferenceMap),
// static_fields (name -> ValueReference) and the input's extractors inside it (ExtractorEntity: type,
// cursor strategy, condition type and converter types as Graylog's enum names, e.g. "GROK", "COPY",
// "NONE", "NUMERIC"). An installed input is created as the API creates one (its configuration checked
// against its type), gets its static fields and extractors (each compiled before it is saved) in the same
// transaction, and is then started through the input runtime, as Graylog launches a new input. Graylog
// never reuses an existing input. An input depends on the grok patterns its grok extractors use and on
// the lookup tables its extractors and converters look up, both by name.
import { badRequest } from '../../http/errors';
import { newUuid } from '../../http/ids';
import { referencedPatternNames } from '../../grok/compile';
import { findGrokPatternByName } from '../../grok/store';
import { ConfigError } from '../../extractors/config';
import { compileExtractor } from '../../extractors/engine';
import { engineContext } from '../../extractors/engineContext';
import { ExtractorStats } from '../../extractors/metrics';
import { definitionFromRequest } from '../../extractors/request';
import { insertExtractor, listExtractors } from '../../extractors/store';
import type { ExtractorDefinition } from '../../extractors/types';
import { addStaticField, createInput } from '../../inputs/service';
import { deleteInput, findInput, listInputs, type InputSummary } from '../../inputs/store';
import { tableStore } from '../../lookup/store';
import { bumpIngestConfig } from '../../processing/configVersion';
import type { Db } from '../../db/types';
import type { EntityFacade, FacadeContext, InstallContext } from '../types';
import {
  digest, entityData, flag, integer, listField, literal, objectField, optionalText, packIdsByName, ref, requiredText, resolveDeep, text, toReferenceMap,
} from './values';

const TYPE = { name: 'input', version: '1' } as const;
const GROK_TYPE = { name: 'grok_pattern', version: '1' } as const;
const LOOKUP_TABLE_TYPE = { name: 'lookup_table', version: '1' } as const;

function exportedExtractor(extractor: ExtractorDefinition): Record<string, unknown> {
  return {
    title: ref(extractor.title),
    type: ref(extractor.type.toUpperCase()),
    cursor_strategy: ref(extractor.cursor_strategy.toUpperCase()),
    target_field: ref(extractor.target_field),
    source_field: ref(extractor.source_field),
    configuration: toReferenceMap(extractor.extractor_config),
    converters: extractor.converters.map((converter) => ({ type: ref(converter.type.toUpperCase()), configuration: toReferenceMap(converter.config) })),
    condition_type: ref(extractor.condition_type.toUpperCase()),
    condition_value: ref(extractor.condition_value),
    order: ref(extractor.order),
  };
}

function exported(input: InputSummary, extractors: readonly ExtractorDefinition[]): Record<string, unknown> {
  return {
    title: ref(input.title),
    configuration: toReferenceMap(input.attributes),
    static_fields: Object.fromEntries(Object.entries(input.static_fields).map(([key, value]) => [key, ref(value)])),
    type: ref(input.type),
    global: ref(input.global),
    extractors: extractors.map(exportedExtractor),
  };
}

/** Names of grok patterns and lookup tables the extractors use (from their stored or exported configuration). */
function usedNames(extractors: readonly { type: string; config: Record<string, unknown>; converters: readonly { type: string; config: Record<string, unknown> }[] }[]): { patterns: string[]; tables: string[] } {
  const patterns = new Set<string>();
  const tables = new Set<string>();
  for (const extractor of extractors) {
    const type = extractor.type.toLowerCase();
    if (type === 'grok' && typeof extractor.config.grok_pattern === 'string') for (const name of referencedPatternNames(extractor.config.grok_pattern)) patterns.add(name);
    if (type === 'lookup_table' && typeof extractor.config.lookup_table_name === 'string') tables.add(extractor.config.lookup_table_name);
    for (const converter of extractor.converters) {
      if (converter.type.toLowerCase() === 'lookup_table' && typeof converter.config.lookup_table_name === 'string') tables.add(converter.config.lookup_table_name);
    }
  }
  return { patterns: [...patterns], tables: [...tables] };
}

/** Titles of the inputs, other than `own`, whose extractors or converters use what `pick` picks out of their names. */
function inputsUsing(db: Db, own: ReadonlySet<string>, pick: (names: { patterns: string[]; tables: string[] }) => boolean): string[] {
  return listInputs(db)
    .filter(({ summary }) => !own.has(summary.id)
      && pick(usedNames(listExtractors(db, summary.id).map((e) => ({ type: e.type, config: e.extractor_config, converters: e.converters })))))
    .map(({ summary }) => summary.title);
}

export const inputsUsingLookupTable = (db: Db, name: string, own: ReadonlySet<string>): string[] =>
  inputsUsing(db, own, ({ tables }) => tables.includes(name));

export const inputsUsingGrokPattern = (db: Db, name: string, own: ReadonlySet<string>): string[] =>
  inputsUsing(db, own, ({ patterns }) => patterns.includes(name));

/** The same, read from a pack entity's data without parameters (a parameter name cannot be ordered by). */
function usedNamesInPack(data: Record<string, unknown>): { patterns: string[]; tables: string[] } {
  const plain = (map: unknown): Record<string, unknown> => {
    if (typeof map !== 'object' || map === null) return {};
    return Object.fromEntries(Object.entries(map).map(([key, value]) => [key, literal(value)]));
  };
  const extractors = (Array.isArray(data.extractors) ? data.extractors : []).filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null);
  return usedNames(extractors.map((e) => ({
    type: String(literal(e.type) ?? ''),
    config: plain(e.configuration),
    converters: (Array.isArray(e.converters) ? e.converters : []).filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null)
      .map((c) => ({ type: String(literal(c.type) ?? ''), config: plain(c.configuration) })),
  })));
}

/** One pack extractor as the extractor API's request body, parameters substituted. */
function extractorRequest(ic: InstallContext, item: unknown, index: number) {
  const where = `extractors[${index}]`;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(`${where} must be an object`, 'extractors');
  const e = item as Record<string, unknown>;
  const config = resolveDeep(ic, objectField(e, 'configuration', `${where}.configuration`)) as Record<string, unknown>;
  const converters = listField(e, 'converters', `${where}.converters`).map((c, i) => {
    if (typeof c !== 'object' || c === null || Array.isArray(c)) throw badRequest(`${where}.converters[${i}] must be an object`, 'extractors');
    const converter = c as Record<string, unknown>;
    return {
      type: requiredText(ic, converter, 'type', `${where}.converters[${i}].type`),
      config: resolveDeep(ic, objectField(converter, 'configuration', `${where}.converters[${i}].configuration`)) as Record<string, unknown>,
    };
  });
  const order = integer(ic, e, 'order', 0, `${where}.order`);
  if (order < 0) throw badRequest(`${where}.order must not be negative`, 'extractors');
  return {
    title: requiredText(ic, e, 'title', `${where}.title`),
    cut_or_copy: text(ic, e, 'cursor_strategy', 'copy', `${where}.cursor_strategy`),
    source_field: text(ic, e, 'source_field', '', `${where}.source_field`),
    target_field: optionalText(ic, e, 'target_field', `${where}.target_field`),
    extractor_type: requiredText(ic, e, 'type', `${where}.type`),
    extractor_config: config,
    converters,
    condition_type: text(ic, e, 'condition_type', 'none', `${where}.condition_type`),
    condition_value: optionalText(ic, e, 'condition_value', `${where}.condition_value`),
    order,
  };
}

/** An extractor's refusal names the extractor: the form of the pack has no field of its own for it. */
function inExtractor<T>(index: number, title: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof ConfigError || (error as { statusCode?: number }).statusCode === 400) {
      throw badRequest(`Extractor ${index + 1} ("${title}"): ${reason}`, 'extractors');
    }
    throw error;
  }
}

function inputOf(fc: FacadeContext, nativeId: string): { input: InputSummary; extractors: ExtractorDefinition[] } | undefined {
  const record = findInput(fc.ctx.db, nativeId);
  return record ? { input: record.summary, extractors: listExtractors(fc.ctx.db, nativeId) } : undefined;
}

export const inputFacade: EntityFacade = {
  type: TYPE,

  listExcerpts: ({ ctx }) => listInputs(ctx.db).map(({ summary }) => ({ id: summary.id, type: TYPE, title: summary.title })),

  dependencies(fc, nativeId) {
    const found = inputOf(fc, nativeId);
    if (!found) return [];
    const { patterns, tables } = usedNames(found.extractors.map((e) => ({ type: e.type, config: e.extractor_config, converters: e.converters })));
    const { db } = fc.ctx;
    return [
      ...patterns.flatMap((name) => findGrokPatternByName(db, name) ?? []).map((p) => ({ id: p.id, type: GROK_TYPE })),
      ...tables.flatMap((name) => tableStore.findByName(db, name) ?? []).map((t) => ({ id: t.id, type: LOOKUP_TABLE_TYPE })),
    ];
  },

  exportEntity(fc, nativeId) {
    const found = inputOf(fc, nativeId);
    return found ? { title: found.input.title, data: exported(found.input, found.extractors) } : undefined;
  },

  installDependencies(entity, pack) {
    const { patterns, tables } = usedNamesInPack(entityData(entity));
    return [...packIdsByName(pack, GROK_TYPE.name, 'name', patterns), ...packIdsByName(pack, LOOKUP_TABLE_TYPE.name, 'name', tables)];
  },

  // Graylog installs a new input every time.
  findExisting: () => undefined,

  create(entity, ic) {
    const { ctx, ingest } = ic;
    const { db } = ctx;
    const data = entityData(entity);
    const request = {
      title: requiredText(ic, data, 'title'),
      type: requiredText(ic, data, 'type'),
      global: flag(ic, data, 'global', false),
      configuration: resolveDeep(ic, objectField(data, 'configuration')) as Record<string, unknown>,
    };
    const staticFields = Object.entries(objectField(data, 'static_fields')).map(([key, value]) => {
      const resolved = ic.resolve(value);
      if (typeof resolved !== 'string' || resolved === '') throw badRequest(`Static field ${key} needs a text value`, 'static_fields');
      return [key, resolved] as const;
    });
    const extractorRequests = listField(data, 'extractors').map((item, index) => extractorRequest(ic, item, index));
    const nowMs = ctx.now();
    // One transaction: a refused static field or extractor leaves no input behind.
    const created = db.transaction(() => {
      const summary = createInput({ db, nodeId: ctx.node.nodeId, nowMs }, request, ic.username);
      for (const [key, value] of staticFields) addStaticField(db, summary.id, key, value);
      const engine = engineContext(ctx);
      extractorRequests.forEach((body, index) => inExtractor(index, body.title, () => {
        const definition = definitionFromRequest(body, { id: newUuid(), creatorUserId: ic.username, defaultOrder: index });
        compileExtractor(definition, engine, new ExtractorStats(ctx.now));
        insertExtractor(db, summary.id, definition);
      }));
      return summary;
    })();
    bumpIngestConfig();
    // As the API does: launched at once; a launch that fails (a port in use) leaves it FAILED with the reason.
    void ingest.inputs.start(created.id).catch(() => undefined);
    return { id: created.id, title: created.title };
  },

  fingerprint(fc, nativeId) {
    const found = inputOf(fc, nativeId);
    return found ? digest(exported(found.input, found.extractors)) : undefined;
  },

  delete(fc, nativeId) {
    const { db } = fc.ctx;
    if (!findInput(db, nativeId)) return;
    // The row goes now (its extractors with it, by foreign key); the runtime then stops the input and
    // releases its port, after what it already accepted is committed.
    db.transaction(() => deleteInput(db, nativeId))();
    bumpIngestConfig();
    void fc.ingest.inputs.remove(nativeId).catch(() => undefined);
  },
};

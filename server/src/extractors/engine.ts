// Turns stored extractor definitions into functions that change a message, with Graylog's
// semantics: the condition is checked on the source field (which must hold a string), the extractor
// type reads it, its values are written to the target field (or to the fields it names), `cut`
// removes the extracted text from the source field, and the converters then change the target
// field. Everything that can be prepared (regular expressions, grok patterns, date formats) is
// compiled once here, so running an extractor costs no parsing.
import type { MessageFields } from '../messages/types';
import { ConfigError } from './config';
import { CONVERTERS } from './converters';
import type { Converter, ConverterContext } from './converters/types';
import { addField, isReservedField } from './fields';
import { copyInput } from './kinds/copyInput';
import { grok } from './kinds/grok';
import { json } from './kinds/json';
import { lookupTable } from './kinds/lookupTable';
import { regex } from './kinds/regex';
import { regexReplace } from './kinds/regexReplace';
import { splitAndIndex } from './kinds/splitAndIndex';
import { substring } from './kinds/substring';
import type { Extraction, ExtractorKind, ExtractorRun } from './kinds/types';
import { compileExtractorRegex } from './kinds/userRegex';
import type { LookupTables } from './lookup';
import type { ExtractorStats } from './metrics';
import type { ConditionType, ExtractorDefinition, ExtractorType } from './types';

const KINDS: Record<ExtractorType, ExtractorKind> = {
  copy_input: copyInput,
  grok,
  json,
  regex,
  regex_replace: regexReplace,
  split_and_index: splitAndIndex,
  substring,
  lookup_table: lookupTable,
};

/** What compiling needs from outside: stored grok patterns, lookup tables (none yet), the clock. */
export interface EngineContext {
  grokPattern: (name: string) => string | undefined;
  lookupTables?: LookupTables;
  now: () => number;
}

export interface CompiledExtractor {
  readonly definition: ExtractorDefinition;
  /** Runs the extractor on one message; throws when the extractor itself fails. */
  apply: (fields: MessageFields) => void;
}

/** Text an extractor emptied completely is replaced by this, as in Graylog. */
export const FULLY_CUT = 'fullyCutByExtractor';

/** Reserved fields are never cut, except the message itself. */
function mayCutFrom(field: string): boolean {
  return field === 'message' || !isReservedField(field);
}

function compileCondition(type: ConditionType, value: string): (text: string) => boolean {
  if (type === 'string') return (text) => text.includes(value);
  if (type === 'regex') {
    const pattern = compileExtractorRegex(value, 'condition_value');
    return (text) => pattern.test(text);
  }
  return () => true;
}

interface CompiledConverter {
  type: string;
  converter: Converter;
}

function compileConverters(definition: ExtractorDefinition, context: ConverterContext): CompiledConverter[] {
  return definition.converters.map(({ type, config }) => {
    try {
      return { type, converter: CONVERTERS[type](config, context) };
    } catch (error) {
      if (error instanceof ConfigError) throw new ConfigError(error.field, `Converter ${type}: ${error.message}`);
      throw error;
    }
  });
}

function cutOut(text: string, extractions: Extraction[]): string {
  let rest = text;
  // From the end, so earlier positions stay valid.
  for (const { begin, end } of [...extractions].sort((a, b) => b.end - a.end)) {
    if (begin >= 0 && end >= begin) rest = rest.slice(0, begin) + rest.slice(end);
  }
  return rest.trim() === '' ? FULLY_CUT : rest;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Compiles one extractor; throws ConfigError (with the configuration key it concerns) when its
 * configuration is invalid. `stats` receives its metrics.
 */
export function compileExtractor(definition: ExtractorDefinition, context: EngineContext, stats: ExtractorStats): CompiledExtractor {
  const { source_field: source, target_field: target, condition_type: conditionType } = definition;
  const run: ExtractorRun = KINDS[definition.type](definition.extractor_config, {
    grokPattern: context.grokPattern,
    lookupTables: context.lookupTables,
    targetField: target,
  });
  const condition = compileCondition(conditionType, definition.condition_value);
  const converters = compileConverters(definition, { now: context.now, lookupTables: context.lookupTables });
  const cut = definition.cursor_strategy === 'cut' && target !== source && mayCutFrom(source);

  const runConverters = (fields: MessageFields) => {
    for (const { type, converter } of converters) {
      const value = fields[target];
      if (typeof value !== 'string') continue;
      try {
        const converted = converter.convert(value);
        if (!converter.multipleFields) {
          delete fields[target];
          addField(fields, target, converted);
        } else if (converted !== null && typeof converted === 'object') {
          for (const [key, fieldValue] of Object.entries(converted)) {
            // A converter may not overwrite the message's own fields.
            if (isReservedField(key.trim())) stats.recordConverterException(`Converter ${type} may not set the reserved field ${key}`);
            else addField(fields, key, fieldValue);
          }
        }
      } catch (error) {
        stats.recordConverterException(`Converter ${type} failed: ${reasonOf(error)}`);
      }
    }
  };

  const apply = (fields: MessageFields) => {
    const started = performance.now();
    const text = fields[source];
    let matches = typeof text === 'string';
    if (typeof text === 'string' && conditionType !== 'none') matches = condition(text);
    if (!matches) stats.conditionMisses += 1;
    else if (conditionType !== 'none') stats.conditionHits += 1;
    const checked = performance.now();
    stats.condition.update(checked - started);
    if (typeof text !== 'string' || !matches) {
      stats.total.update(checked - started);
      return;
    }

    const extractions = run(text);
    if (extractions && extractions.length > 0 && extractions.every((extraction) => extraction.value !== null && extraction.value !== undefined)) {
      if (extractions.length === 1 && extractions[0].target === undefined) addField(fields, target, extractions[0].value);
      else for (const extraction of extractions) addField(fields, extraction.target ?? target, extraction.value);
      if (cut && extractions[0].begin !== -1) addField(fields, source, cutOut(text, extractions));
      const converting = performance.now();
      runConverters(fields);
      const finished = performance.now();
      stats.converters.update(finished - converting);
      stats.execution.update(finished - checked);
      stats.total.update(finished - started);
      return;
    }
    const finished = performance.now();
    stats.execution.update(finished - checked);
    stats.total.update(finished - started);
  };

  return { definition, apply };
}

/** An extractor that cannot be compiled any more (e.g. its grok pattern was deleted): it always fails. */
export function brokenExtractor(definition: ExtractorDefinition, reason: string): CompiledExtractor {
  return {
    definition,
    apply: () => {
      throw new Error(reason);
    },
  };
}

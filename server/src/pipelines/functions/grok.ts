// grok(): a grok pattern over the stored patterns (context.services.grokPattern). Compiled patterns are
// kept in a bounded cache per pattern source, dropped whenever the ingest configuration changes (every
// grok pattern write bumps it), so a message never pays for expanding and compiling.
import { compileGrok, GrokError, type CompiledGrok, type PatternLookup } from '../../grok/compile';
import { ingestConfigVersion } from '../../processing/configVersion';
import type { PipelineServices } from '../types';
import { booleanArg, stringArg } from './args';
import { defineFunction, optional, param } from './define';
import { withMatchesFlag } from './regex';

export const GROK_FUNCTION_CACHE_SIZE = 500;

interface LookupCache {
  version: number;
  compiled: Map<string, CompiledGrok | GrokError>;
}

// Per pattern lookup: different databases (tests, the simulator) have different stored patterns.
const caches = new WeakMap<PatternLookup, LookupCache>();

function cachedGrokFor(services: PipelineServices, pattern: string, namedOnly: boolean): CompiledGrok {
  const version = ingestConfigVersion();
  // Keyed by the lookup function, which the engine keeps for as long as the stored patterns' database.
  const owner = services.grokPattern;
  let cache = caches.get(owner);
  if (!cache || cache.version !== version) {
    cache = { version, compiled: new Map() };
    caches.set(owner, cache);
  }
  const lookup: PatternLookup = (name) => services.grokPattern(name);
  const key = `${namedOnly ? 1 : 0}:${pattern}`;
  let entry = cache.compiled.get(key);
  if (entry) {
    cache.compiled.delete(key);
  } else {
    try {
      entry = compileGrok(pattern, lookup, { namedCapturesOnly: namedOnly });
    } catch (error) {
      if (!(error instanceof GrokError)) throw error;
      entry = error;
    }
    if (cache.compiled.size >= GROK_FUNCTION_CACHE_SIZE) {
      const oldest = cache.compiled.keys().next().value;
      if (oldest !== undefined) cache.compiled.delete(oldest);
    }
  }
  cache.compiled.set(key, entry);
  if (entry instanceof GrokError) throw entry;
  return entry;
}

export const grok = defineFunction({
  name: 'grok',
  description: 'Matches the text against a grok pattern; answers the captured fields and `matches`',
  javaReturnType: 'org.graylog.plugins.pipelineprocessor.functions.strings.GrokMatch$GrokResult',
  returnType: 'Map',
  pure: false,
  params: [
    param('pattern', 'String', 'The grok pattern, e.g. %{IP:client} %{WORD:verb}'),
    param('value', 'String', 'The text to match'),
    optional('only_named_captures', 'Boolean', 'Whether only %{NAME:field} references capture; false when left out'),
  ],
  invoke(args, context) {
    const value = stringArg(args, 'value');
    const pattern = stringArg(args, 'pattern');
    if (value === null || pattern === null) return null;
    const compiled = cachedGrokFor(context.services, pattern, booleanArg(args, 'only_named_captures') ?? false);
    const captures = compiled.match(value) ?? {};
    return withMatchesFlag(captures, Object.keys(captures).length > 0);
  },
});

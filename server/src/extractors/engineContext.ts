// What compiling extractors needs from the rest of the server, read once per compilation: the stored
// grok patterns, the lookup tables and the clock.
import type { ServerContext } from '../context';
import { loadGrokPatterns } from '../grok/store';
import { lookupServiceFor } from '../lookup/service';
import type { EngineContext } from './engine';
import { singleValueLookups } from './lookup';

export function engineContext(ctx: ServerContext): EngineContext {
  const patterns = loadGrokPatterns(ctx.db);
  return { grokPattern: (name) => patterns.get(name), now: ctx.now, lookupTables: singleValueLookups(lookupServiceFor(ctx)) };
}

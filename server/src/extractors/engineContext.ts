// What compiling extractors needs from the rest of the server, read once per compilation: the stored
// grok patterns and the clock. Lookup tables do not exist yet, so none are offered.
import type { ServerContext } from '../context';
import { loadGrokPatterns } from '../grok/store';
import type { EngineContext } from './engine';

export function engineContext(ctx: ServerContext): EngineContext {
  const patterns = loadGrokPatterns(ctx.db);
  return { grokPattern: (name) => patterns.get(name), now: ctx.now };
}

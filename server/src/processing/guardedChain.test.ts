// The time bounds of the extractor chain that processor.test.ts does not reach: a batch of messages that an
// extractor handles just under the per-message limit cannot hold the event loop beyond the fallback budget.
import type { CompiledExtractor } from '../extractors/engine';
import type { ExtractorDefinition } from '../extractors/types';
import { ExtractorStats } from '../extractors/metrics';
import type { MessageFields } from '../messages/types';
import { EXTRACTOR_LIMITS, runChain, skippedForTime, type ChainLink } from './guardedChain';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* a slow pattern on crafted input */ }
};

function link(title: string, apply: (fields: MessageFields) => void): ChainLink {
  const extractor: CompiledExtractor = { definition: { id: title, title } as ExtractorDefinition, apply };
  return { extractor, stats: new ExtractorStats(Date.now), guard: { timeouts: [], suspendedUntil: 0 } };
}

describe('runChain', () => {
  it('stores the rest of a batch without extractors, flagged, once the message-by-message pass used its budget', () => {
    const slow = link('slow', (fields) => {
      busyFor(EXTRACTOR_LIMITS.itemMs * 0.8);
      fields.seen = true;
    });
    const messages: MessageFields[] = Array.from({ length: 100 }, (_, i) => ({ message: `m${i}` }));
    const started = performance.now();
    runChain([slow], messages, Date.now());
    const took = performance.now() - started;

    // The batch pass (250 ms) plus the budget, plus at most one message's limit: never 100 × 40 ms.
    expect(took).toBeLessThan(250 + EXTRACTOR_LIMITS.fallbackBudgetMs + 2 * EXTRACTOR_LIMITS.itemMs + 200);
    const processed = messages.filter((fields) => fields.seen === true);
    const skipped = messages.filter((fields) => fields.gl2_processing_error === skippedForTime);
    expect(processed.length).toBeGreaterThan(0);
    expect(skipped.length).toBeGreaterThan(0);
    expect(processed.length + skipped.length).toBe(messages.length);
    // Skipped messages are stored as they came, only flagged.
    expect(skipped.every((fields) => fields.seen === undefined)).toBe(true);
  });
});

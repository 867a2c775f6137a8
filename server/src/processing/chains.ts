// Each input's extractors, compiled once and kept until the ingest configuration changes (any write to
// inputs, extractors or grok patterns bumps its version). An extractor that no longer compiles (its grok
// pattern was deleted) stays in the chain and fails, so its messages are flagged and its exceptions
// counted instead of it silently doing nothing.
import type { ServerContext } from '../context';
import { brokenExtractor, compileExtractor, type CompiledExtractor, type EngineContext } from '../extractors/engine';
import { engineContext } from '../extractors/engineContext';
import { extractorMetrics, type ExtractorMetrics } from '../extractors/metrics';
import { listExtractors } from '../extractors/store';
import type { ExtractorDefinition } from '../extractors/types';
import type { ChainLink, ExtractorGuard } from './guardedChain';
import { ingestConfigVersion } from './configVersion';

interface GuardEntry {
  /** The definition the guard was built for: a changed extractor starts with a clean record. */
  definition: string;
  guard: ExtractorGuard;
}

export class ChainCache {
  private version = -1;
  private readonly chains = new Map<string, ChainLink[]>();
  private readonly guards = new Map<string, GuardEntry>();
  private readonly metrics: ExtractorMetrics;
  private context: EngineContext | null = null;

  constructor(private readonly ctx: ServerContext) {
    this.metrics = extractorMetrics(ctx.db, ctx.now);
  }

  /** The input's extractors in order, compiled. */
  forInput(inputId: string): readonly ChainLink[] {
    const version = ingestConfigVersion();
    if (version !== this.version) {
      this.chains.clear();
      this.context = null;
      this.version = version;
    }
    let chain = this.chains.get(inputId);
    if (!chain) {
      chain = this.build(inputId);
      this.chains.set(inputId, chain);
    }
    return chain;
  }

  private build(inputId: string): ChainLink[] {
    this.context ??= engineContext(this.ctx);
    const context = this.context;
    return listExtractors(this.ctx.db, inputId).map((definition) => {
      const stats = this.metrics.of(definition.id);
      return { extractor: this.compile(definition, context, stats), stats, guard: this.guardFor(definition) };
    });
  }

  private compile(definition: ExtractorDefinition, context: EngineContext, stats: ReturnType<ExtractorMetrics['of']>): CompiledExtractor {
    try {
      return compileExtractor(definition, context, stats);
    } catch (error) {
      // Whatever keeps one extractor from compiling must not stop the input's messages.
      return brokenExtractor(definition, error instanceof Error ? error.message : String(error));
    }
  }

  private guardFor(definition: ExtractorDefinition): ExtractorGuard {
    const text = JSON.stringify(definition);
    const known = this.guards.get(definition.id);
    if (known && known.definition === text) return known.guard;
    const guard: ExtractorGuard = { timeouts: [], suspendedUntil: 0 };
    this.guards.set(definition.id, { definition: text, guard });
    return guard;
  }
}

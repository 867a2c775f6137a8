// What running rules reach outside their message (PipelineServices): streams by id and title, grok patterns,
// lookup tables, the clock and the log. Streams and patterns are read once per ingest configuration version.
import type { ServerContext } from '../context';
import { loadGrokPatterns } from '../grok/store';
import { lookupServiceFor } from '../lookup/service';
import { ingestConfigVersion } from '../processing/configVersion';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import type { LookupTables, PipelineServices, StreamRef } from './types';

/** Lookup tables with Graylog's asynchronous adapters: see lookup/service.ts. */
export interface LookupRounds extends LookupTables {
  needsRounds(): boolean;
  /** `waitMs`: how long the rounds may wait for the network in all (intake: a second; interactive calls: Infinity). */
  runRounds<T>(attempt: () => T, restore: () => void, waitMs?: number): Promise<T>;
}

export const lookupRoundsFor = (ctx: ServerContext): LookupRounds => lookupServiceFor(ctx);

function buildServices(ctx: ServerContext, lookupTables: LookupTables): PipelineServices {
  const rows = (ctx.db.prepare('SELECT id, title, disabled FROM streams').all() as Array<{ id: string; title: string; disabled: number }>)
    .map((row): StreamRef => ({ id: row.id, title: row.title, disabled: row.disabled === 1 }));
  const byId = new Map(rows.map((stream) => [stream.id, stream]));
  const byTitle = new Map<string, StreamRef[]>();
  for (const stream of rows) byTitle.set(stream.title, [...(byTitle.get(stream.title) ?? []), stream]);
  const patterns = loadGrokPatterns(ctx.db);
  return {
    now: ctx.now,
    lookupTables,
    streamById: (id) => byId.get(id),
    streamsByTitle: (title) => byTitle.get(title) ?? [],
    defaultStreamId: DEFAULT_STREAM_ID,
    grokPattern: (name) => patterns.get(name),
    log: (line) => console.info(line),
  };
}

export class ServicesCache {
  private version = -1;
  private services: PipelineServices | null = null;

  constructor(
    private readonly ctx: ServerContext,
    private readonly lookupTables: LookupTables,
  ) {}

  current(): PipelineServices {
    const version = ingestConfigVersion();
    if (this.services === null || version !== this.version) {
      this.services = buildServices(this.ctx, this.lookupTables);
      this.version = version;
    }
    return this.services;
  }
}

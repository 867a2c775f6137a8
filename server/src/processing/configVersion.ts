// What the processor has compiled (extractors, grok patterns, static fields) is cached per input and
// rebuilt when anything it depends on changes: every write to those calls bumpIngestConfig().
// In-process only: the server is the single writer of its database.
let version = 0;

/** Marks the compiled ingest configuration as stale. Call after any write to inputs, extractors or grok patterns. */
export function bumpIngestConfig(): void {
  version += 1;
}

export function ingestConfigVersion(): number {
  return version;
}

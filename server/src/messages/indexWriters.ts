// The write connections of the index files, one per index, opened (and the file created) on first use.
// Used on the main thread by insertBatch and the inline writer, and inside the writer worker
// (writerWorker.ts): a better-sqlite3 connection belongs to the thread that opened it.
import { IndexFile, type InsertResult, type PreparedMessage } from './indexFile';
import type { IndexBatch, IndexOutcome } from './writerProtocol';

export class IndexWriters {
  private readonly files = new Map<string, IndexFile>();

  constructor(private readonly dataDir: string) {}

  /** Commits the messages to the index's file in one transaction; ids already stored are skipped. */
  insert(index: string, messages: readonly PreparedMessage[]): InsertResult {
    let file = this.files.get(index);
    if (!file) {
      const opened = IndexFile.open(this.dataDir, index, { create: true, forWriting: true });
      if (!opened) throw new Error(`Index ${index} cannot be opened`);
      file = opened;
      this.files.set(index, file);
    }
    return file.insertBatch(messages);
  }

  /** One transaction per index, in the given order; a failed index does not stop the others. */
  commitAll(batches: readonly IndexBatch[]): IndexOutcome[] {
    return batches.map(({ index, messages }) => {
      try {
        return { index, result: this.insert(index, messages) };
      } catch (error) {
        return { index, error: error instanceof Error ? error.message : String(error) };
      }
    });
  }

  /**
   * Closes the connections of these indices (no longer written to, closed, or about to be deleted), their
   * write-ahead logs copied into the files first: what is left is one compact file per index.
   */
  release(indices: readonly string[]): void {
    for (const index of indices) {
      const file = this.files.get(index);
      if (!file) continue;
      this.files.delete(index);
      try {
        file.checkpoint();
      } finally {
        file.close();
      }
    }
  }

  close(): void {
    for (const file of this.files.values()) file.close();
    this.files.clear();
  }
}

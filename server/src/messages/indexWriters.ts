// The write connections of the index files, one per index, opened (and the file created) on first use.
// Used on the main thread by insertBatch and the inline writer, and inside the writer worker
// (writerWorker.ts): a better-sqlite3 connection belongs to the thread that opened it.
import { IndexFile, type InsertResult, type PreparedMessage } from './indexFile';

export class IndexWriters {
  private readonly files = new Map<string, IndexFile>();

  constructor(private readonly dataDir: string) {}

  /** Commits the messages to the index's file in one transaction; ids already stored are skipped. */
  insert(index: string, messages: readonly PreparedMessage[]): InsertResult {
    let file = this.files.get(index);
    if (!file) {
      const opened = IndexFile.open(this.dataDir, index, { create: true });
      if (!opened) throw new Error(`Index ${index} cannot be opened`);
      file = opened;
      this.files.set(index, file);
    }
    return file.insertBatch(messages);
  }

  close(): void {
    for (const file of this.files.values()) file.close();
    this.files.clear();
  }
}

// An index's files on disk, and who holds them open. The message store keeps read connections on the main
// thread and write connections in its writer; before an index is closed or its files deleted, both must let
// go. The running store registers itself here per database, so the indexer (and the index sets area, which
// only has a ServerContext) can ask it to.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types';
import { indicesDir } from '../messages/indexFile';

export interface IndexFileHolder {
  /** Closes every connection to these indices (waiting for commits already sent to them). */
  release(indices: readonly string[]): Promise<void>;
  /** Count and time range read from the index's file, or null while the file does not exist. */
  statsFromFile(index: string): { count: number; begin: number | null; end: number | null } | null;
  /**
   * Runs `work` while no commit is in flight (at once, or right after the one in flight is counted), so
   * what it reads from the files matches what message_indices says.
   */
  betweenCommits<T>(work: () => T): Promise<T>;
}

const holders = new WeakMap<Db, IndexFileHolder>();

export function registerIndexFileHolder(db: Db, holder: IndexFileHolder): void {
  holders.set(db, holder);
}

export function unregisterIndexFileHolder(db: Db, holder: IndexFileHolder): void {
  if (holders.get(db) === holder) holders.delete(db);
}

export function indexFileHolder(db: Db): IndexFileHolder | null {
  return holders.get(db) ?? null;
}

export async function releaseIndexFiles(db: Db, indices: readonly string[]): Promise<void> {
  await holders.get(db)?.release(indices);
}

/** The index's database file and its write-ahead log and shared-memory files. */
function filesOf(dataDir: string, index: string): string[] {
  const file = path.join(indicesDir(dataDir), `${index}.db`);
  return [file, `${file}-wal`, `${file}-shm`];
}

function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/** Bytes on disk: the file with its write-ahead log. */
export function indexSizeOnDisk(dataDir: string, index: string): number {
  const [file, wal] = filesOf(dataDir, index);
  return fileSize(file) + fileSize(wal);
}

export function indexFileExists(dataDir: string, index: string): boolean {
  return fs.existsSync(filesOf(dataDir, index)[0]);
}

/** Removes the index's files (call after releaseIndexFiles); a file already gone is fine. */
export function deleteIndexFiles(dataDir: string, index: string): void {
  for (const file of filesOf(dataDir, index)) fs.rmSync(file, { force: true });
}

// What the message store and its writer worker say to each other. One commit is in flight at a time,
// so a reply always answers the last request.
import type { InsertResult, PreparedMessage } from './indexFile';

export interface WriterWorkerData {
  dataDir: string;
}

export type WriterRequest =
  | { kind: 'commit'; index: string; messages: PreparedMessage[] }
  | { kind: 'close' };

export type WriterReply =
  | { kind: 'committed'; result: InsertResult }
  | { kind: 'failed'; message: string }
  | { kind: 'closed' };

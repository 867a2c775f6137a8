// The writer worker's body (started by batchWriter.ts): it owns the write connections of the index
// files and commits one batch per request, so the fsync and the inserts run on the other core while the
// main thread receives and processes the next messages.
import { parentPort, workerData } from 'node:worker_threads';
import { IndexWriters } from './indexWriters';
import type { WriterReply, WriterRequest, WriterWorkerData } from './writerProtocol';

const port = parentPort;
if (!port) throw new Error('writerWorker.ts runs only as a worker thread');
const writers = new IndexWriters((workerData as WriterWorkerData).dataDir);

port.on('message', (request: WriterRequest) => {
  let reply: WriterReply;
  if (request.kind === 'close') {
    writers.close();
    reply = { kind: 'closed' };
  } else {
    try {
      reply = { kind: 'committed', result: writers.insert(request.index, request.messages) };
    } catch (error) {
      reply = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }
  port.postMessage(reply);
});

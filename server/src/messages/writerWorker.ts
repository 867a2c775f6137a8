// The writer worker's body (started by batchWriter.ts): it owns the write connections of the index
// files and commits one flush per request (a transaction per index), so the fsyncs and the inserts run
// on the other core while the main thread receives and processes the next messages.
import { parentPort, workerData } from 'node:worker_threads';
import { IndexWriters } from './indexWriters';
import type { WriterReply, WriterRequest, WriterWorkerData } from './writerProtocol';

const port = parentPort;
if (!port) throw new Error('writerWorker.ts runs only as a worker thread');
const writers = new IndexWriters((workerData as WriterWorkerData).dataDir);

function answer(request: WriterRequest): WriterReply {
  switch (request.kind) {
    case 'close':
      writers.close();
      return { kind: 'closed' };
    case 'release':
      writers.release(request.indices);
      return { kind: 'released' };
    case 'commit':
      return { kind: 'committed', outcomes: writers.commitAll(request.batches) };
  }
}

port.on('message', (request: WriterRequest) => {
  port.postMessage(answer(request));
});

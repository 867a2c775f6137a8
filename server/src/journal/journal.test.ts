// The journal file: an append is on disk when it returns (another connection sees it without a close, as after
// a crash), reads come back oldest first, a commit forgets only its own batch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageJournal } from './journal';

describe('MessageJournal', () => {
  let dir: string;
  const open: MessageJournal[] = [];
  const journal = () => {
    const opened = new MessageJournal(dir, () => Date.parse('2024-05-01T12:00:00Z'));
    open.push(opened);
    return opened;
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-file-'));
  });
  afterEach(() => {
    for (const opened of open.splice(0)) opened.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps appended batches in order, with their input and static fields, until committed', () => {
    const writer = journal();
    writer.append({ id: 'a', staticFields: { team: 'ops' } }, [{ message: 'one' }, { message: 'two' }]);
    writer.append({ id: 'b', staticFields: {} }, [{ message: 'three', level: 3 }]);
    expect(writer.uncommittedMessages).toBe(3);

    // A second connection, as a restart after a crash would open it: nothing was closed or flushed by hand.
    const reader = journal();
    expect(reader.uncommittedMessages).toBe(3);
    const entries = reader.read(10);
    expect(entries.map((entry) => [entry.input, entry.messages])).toEqual([
      [{ id: 'a', staticFields: { team: 'ops' } }, [{ message: 'one' }, { message: 'two' }]],
      [{ id: 'b', staticFields: {} }, [{ message: 'three', level: 3 }]],
    ]);
    reader.commit(entries[0]);
    reader.commit(entries[0]);
    expect(reader.uncommittedMessages).toBe(1);
    expect(reader.read(10).map((entry) => entry.input.id)).toEqual(['b']);
    expect(reader.sizeOnDisk).toBeGreaterThan(0);
    expect(reader.createdAt).toBe(writer.createdAt);
  });
});

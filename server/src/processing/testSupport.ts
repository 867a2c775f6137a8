// What the tests of processing at intake share (processor.test.ts, pipelines/engine.test.ts).
import type { MessageFields, MessageStore } from '../messages/types';

/** Keeps written messages in memory; `gate` lets a test hold the write. */
export class MemoryStore implements Pick<MessageStore, 'write'> {
  readonly written: MessageFields[] = [];
  gate: Promise<void> = Promise.resolve();

  async write(messages: MessageFields[]): Promise<void> {
    await this.gate;
    this.written.push(...messages);
  }
}

/** Makes `(a+)+$` backtrack far longer than any time limit. */
export const BACKTRACKING_INPUT = `${'a'.repeat(40)}!`;

/**
 * Silences console.warn in each test of the calling block (a stopped or suspended step warns); `spy` is this
 * test's spy, for the tests that check the warnings.
 */
export function captureWarnings(): { readonly spy: jest.SpyInstance } {
  let spy: jest.SpyInstance | null = null;
  beforeEach(() => {
    spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    spy?.mockRestore();
    spy = null;
  });
  return {
    get spy() {
      if (spy === null) throw new Error('captureWarnings: read spy inside a test');
      return spy;
    },
  };
}

// Test-only: what codec tests share.
import { CodecError } from './types';

/** The reason of the CodecError `run` throws; fails the test when it throws something else or nothing. */
export function codecErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CodecError);
    return (error as Error).message;
  }
  throw new Error('expected a CodecError');
}

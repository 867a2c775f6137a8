// Stands in for an adapter whose stored configuration could not be started (its type is gone, say): it
// answers every lookup with an error and reports why.
import { errorResult } from '../results';
import type { DataAdapter } from './types';

export class FailedAdapter implements DataAdapter {
  constructor(private readonly reason: string) {}
  start(): void {}
  answersAtOnce(): boolean {
    return true;
  }

  stop(): void {}
  lookup() {
    return errorResult();
  }
  fetch() {
    return Promise.resolve(errorResult());
  }
  error(): string {
    return this.reason;
  }
  refresh(): Promise<void> {
    return Promise.resolve();
  }
}

// Cloning a stream copies its settings, rules and outputs here; other areas copy what they attach to a
// stream (legacy alert conditions and alarm callbacks) by registering a step, which runs in the clone's
// transaction: a step that throws leaves no clone behind.
import type { Db } from '../db/types';
import type { UserRecord } from '../users/store';

export interface StreamClone {
  sourceId: string;
  cloneId: string;
  creator: UserRecord;
  nowMs: number;
}

export type StreamCloneStep = (db: Db, clone: StreamClone) => void;

const steps: StreamCloneStep[] = [];

/** Registers a step run for every clone (once, at module load). */
export function registerStreamCloneStep(step: StreamCloneStep): void {
  if (!steps.includes(step)) steps.push(step);
}

export function streamCloneSteps(): readonly StreamCloneStep[] {
  return steps;
}

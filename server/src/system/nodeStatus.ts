// This node's lifecycle as Graylog's ServerStatus keeps it: running, paused (message processing held),
// halting (shutting down) or a load balancer override. The override lasts until the next lifecycle change,
// as in Graylog: pausing or resuming processing replaces it. One status per server (keyed by its context).
import type { ServerContext } from '../context';

export type LoadBalancerStatus = 'ALIVE' | 'DEAD' | 'THROTTLED';
export const LOAD_BALANCER_STATUSES: readonly LoadBalancerStatus[] = ['ALIVE', 'DEAD', 'THROTTLED'];

export type Lifecycle = 'RUNNING' | 'PAUSED' | 'HALTING' | 'OVERRIDE_LB_DEAD' | 'OVERRIDE_LB_ALIVE' | 'OVERRIDE_LB_THROTTLED';

// Graylog's Lifecycle descriptions and the load balancer status each one implies.
const LIFECYCLES: Record<Lifecycle, { description: string; lb: LoadBalancerStatus }> = {
  RUNNING: { description: 'Running', lb: 'ALIVE' },
  PAUSED: { description: 'Paused', lb: 'ALIVE' },
  HALTING: { description: 'Halting', lb: 'DEAD' },
  OVERRIDE_LB_DEAD: { description: 'Override lb:DEAD', lb: 'DEAD' },
  OVERRIDE_LB_ALIVE: { description: 'Override lb:ALIVE', lb: 'ALIVE' },
  OVERRIDE_LB_THROTTLED: { description: 'Override lb:THROTTLED', lb: 'THROTTLED' },
};

export class ProcessingPauseLockedError extends Error {
  constructor() {
    super('Processing pause is locked. Wait until the locking task has finished or manually unlock if you know what you are doing.');
  }
}

export class NodeStatus {
  private current: Lifecycle = 'RUNNING';
  private processing = true;
  private locked = false;
  private readonly resumeListeners: (() => void)[] = [];

  get lifecycle(): Lifecycle {
    return this.current;
  }

  /** Graylog's wire form: the description in lower case ("running", "override lb:dead"). */
  get lifecycleName(): string {
    return LIFECYCLES[this.current].description.toLowerCase();
  }

  get loadBalancerStatus(): LoadBalancerStatus {
    return LIFECYCLES[this.current].lb;
  }

  get isProcessing(): boolean {
    return this.processing;
  }

  get pauseLocked(): boolean {
    return this.locked;
  }

  /** Holds message processing; a locked pause can only be resumed after an unlock. A lock is never lifted by pausing again. */
  pause(locked = false): void {
    if (locked) this.locked = true;
    this.processing = false;
    this.current = 'PAUSED';
  }

  resume(): void {
    if (this.locked) throw new ProcessingPauseLockedError();
    this.processing = true;
    this.current = 'RUNNING';
    for (const listener of this.resumeListeners) listener();
  }

  unlockPause(): void {
    this.locked = false;
  }

  overrideLoadBalancer(status: LoadBalancerStatus): void {
    this.current = `OVERRIDE_LB_${status}`;
  }

  halting(): void {
    this.current = 'HALTING';
  }

  /** Called after each resume (the journal starts draining). */
  onResume(listener: () => void): void {
    this.resumeListeners.push(listener);
  }
}

const statuses = new WeakMap<ServerContext, NodeStatus>();

export function nodeStatus(ctx: ServerContext): NodeStatus {
  let status = statuses.get(ctx);
  if (!status) {
    status = new NodeStatus();
    statuses.set(ctx, status);
  }
  return status;
}

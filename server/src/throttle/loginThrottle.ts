// Slows down password guessing without locking the real user out for long.
//
// Two counters of failed logins: one per (username, client address), one per client address across
// all usernames. Below a free number of failures nothing happens; beyond it each further attempt must
// wait an exponentially growing delay (1 s, 2 s, 4 s ... capped at 60 s) after the last failure, and
// is answered 429 with Retry-After until then. A counter is forgotten after a quiet period without
// failures, and a successful login clears its (username, address) counter. A guesser from one address
// thus gets about one try a minute, while the real user at another address is never affected, and at
// the same address waits at most a minute.
//
// The state lives in memory on purpose: it only has to outlast an attack, not a restart, and a
// restart of the server is nothing an attacker can trigger to gain more than a few attempts.
import { tooManyRequests } from '../http/errors';

export interface ThrottlePolicy {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** Delay after the first failure beyond the free ones; doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A counter without failures for this long starts again from zero. */
  quietPeriodMs: number;
}

export const PER_USER_POLICY: ThrottlePolicy = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 60_000, quietPeriodMs: 5 * 60_000 };
export const PER_ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 30, baseDelayMs: 1000, maxDelayMs: 60_000, quietPeriodMs: 5 * 60_000 };

/** Bounds memory when an attacker cycles through many usernames or addresses. */
const MAX_TRACKED = 10_000;

interface Counter {
  failures: number;
  lastFailureAt: number;
}

class CounterTable {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly policy: ThrottlePolicy) {}

  /** Milliseconds the next attempt under `key` must still wait; 0 when it may go ahead. */
  waitMs(key: string, now: number): number {
    const counter = this.current(key, now);
    if (!counter || counter.failures < this.policy.freeFailures) return 0;
    const doublings = Math.min(counter.failures - this.policy.freeFailures, 30);
    const delay = Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** doublings);
    return Math.max(0, counter.lastFailureAt + delay - now);
  }

  recordFailure(key: string, now: number): void {
    const counter = this.current(key, now);
    this.counters.delete(key);
    this.counters.set(key, { failures: (counter?.failures ?? 0) + 1, lastFailureAt: now });
    if (this.counters.size > MAX_TRACKED) this.prune(now);
  }

  clear(key: string): void {
    this.counters.delete(key);
  }

  private current(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && now - counter.lastFailureAt >= this.policy.quietPeriodMs) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  // Entries are kept in order of their last failure (re-inserted on each), so the oldest go first.
  private prune(now: number): void {
    for (const [key, counter] of this.counters) {
      if (this.counters.size <= MAX_TRACKED && now - counter.lastFailureAt < this.policy.quietPeriodMs) break;
      this.counters.delete(key);
    }
  }
}

export interface LoginAttempt {
  username: string;
  /** The client's address (request.ip). */
  address: string;
}

export class LoginThrottle {
  private readonly perUser: CounterTable;
  private readonly perAddress: CounterTable;

  constructor(
    private readonly now: () => number,
    policies: { perUser: ThrottlePolicy; perAddress: ThrottlePolicy } = { perUser: PER_USER_POLICY, perAddress: PER_ADDRESS_POLICY },
  ) {
    this.perUser = new CounterTable(policies.perUser);
    this.perAddress = new CounterTable(policies.perAddress);
  }

  /** Throws 429 (with Retry-After) when this attempt has to wait; checked before the password is. */
  assertAllowed(attempt: LoginAttempt): void {
    const now = this.now();
    const wait = Math.max(this.perUser.waitMs(userKey(attempt), now), this.perAddress.waitMs(attempt.address, now));
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      throw tooManyRequests(
        `Too many failed login attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        wait,
      );
    }
  }

  recordFailure(attempt: LoginAttempt): void {
    const now = this.now();
    this.perUser.recordFailure(userKey(attempt), now);
    this.perAddress.recordFailure(attempt.address, now);
  }

  /**
   * Clears the (username, address) counter. The per-address counter stays: one valid account must not
   * let its owner reset the limit on guessing other accounts.
   */
  recordSuccess(attempt: LoginAttempt): void {
    this.perUser.clear(userKey(attempt));
  }
}

// Usernames are case-insensitive (the users table compares them NOCASE).
const userKey = ({ username, address }: LoginAttempt) => `${username.toLowerCase()}\n${address}`;

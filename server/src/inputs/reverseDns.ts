// Reverse DNS for syslog inputs with "Force rDNS?": the sender's host name becomes the source.
// Answers are cached briefly so a busy sender does not cost a lookup per message; a lookup that
// fails or takes too long leaves the source the message named.
import dns from 'node:dns';

const TTL_MS = 60_000;
const TIMEOUT_MS = 2_000;
const MAX_ENTRIES = 10_000;

export type ReverseLookup = (address: string) => Promise<string[]>;

export class ReverseDnsCache {
  private readonly entries = new Map<string, { name: string | null; expiresAt: number }>();
  private readonly inProgress = new Map<string, Promise<string | null>>();

  constructor(
    private readonly now: () => number,
    private readonly lookup: ReverseLookup = (address) => dns.promises.reverse(address),
  ) {}

  resolve(address: string): Promise<string | null> {
    const cached = this.entries.get(address);
    if (cached && cached.expiresAt > this.now()) return Promise.resolve(cached.name);
    const running = this.inProgress.get(address);
    if (running) return running;
    const lookup = withTimeout(this.lookup(address), TIMEOUT_MS)
      .then((names) => names[0] ?? null, () => null)
      .then((name) => {
        this.remember(address, name);
        this.inProgress.delete(address);
        return name;
      });
    this.inProgress.set(address, lookup);
    return lookup;
  }

  private remember(address: string, name: string | null): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(address);
    this.entries.set(address, { name, expiresAt: this.now() + TTL_MS });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

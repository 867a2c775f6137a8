// The "Random HTTP message generator": a timer that makes one access message, waits `sleep` ms
// (varied by up to `sleep_deviation` percent, for a natural flow) and repeats until stopped.
// With throttling allowed it waits while processing is behind; otherwise such messages are dropped
// and counted, so memory stays bounded either way.
import { fakeHttpMessage, withDeviation, type Random } from '../fakeHttpMessages';
import type { StartedTransport, TransportOptions } from './types';

export interface GeneratorOptions extends TransportOptions {
  random?: Random;
}

export async function startGeneratorTransport(options: GeneratorOptions): Promise<StartedTransport> {
  const { configuration, sink, now } = options;
  const random = options.random ?? Math.random;
  const sleepMs = typeof configuration.sleep === 'number' ? Math.max(0, configuration.sleep) : 25;
  const deviation = typeof configuration.sleep_deviation === 'number' ? Math.max(0, configuration.sleep_deviation) : 0;
  const source = typeof configuration.source === 'string' && configuration.source !== '' ? configuration.source : 'example.org';
  const throttlingAllowed = configuration.throttling_allowed === true;

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let forgetDrainWait = () => undefined as void;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(produce, sleepMs === 0 ? 0 : withDeviation(sleepMs, deviation, random));
  };
  const produce = () => {
    timer = null;
    if (stopped) return;
    if (sink.overloaded) {
      if (throttlingAllowed) {
        forgetDrainWait = sink.whenDrained(schedule);
        return;
      }
      sink.failure('Processing is behind: a generated message was dropped');
    } else {
      sink.accept(fakeHttpMessage(source, now(), random));
    }
    schedule();
  };
  schedule();

  return {
    close: async () => {
      stopped = true;
      forgetDrainWait();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

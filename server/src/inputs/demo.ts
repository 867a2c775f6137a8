// The demo input of a first start: a random HTTP message generator, so a new installation has
// messages to search right away. A few messages per second; started and remembered as running.
import type { ServerContext } from '../context';
import type { InputRuntime } from './runtime';
import { createInput } from './service';
import { listInputs } from './store';
import { FAKE_HTTP_MESSAGE_INPUT } from './types';

export const DEMO_INPUT_TITLE = 'Demo: random HTTP access messages';

export async function ensureDemoInput(ctx: ServerContext, runtime: InputRuntime): Promise<void> {
  const exists = listInputs(ctx.db).some((record) => record.summary.type === FAKE_HTTP_MESSAGE_INPUT && record.summary.title === DEMO_INPUT_TITLE);
  if (exists) return;
  const input = createInput(
    { db: ctx.db, nodeId: ctx.node.nodeId, nowMs: ctx.now() },
    {
      title: DEMO_INPUT_TITLE,
      type: FAKE_HTTP_MESSAGE_INPUT,
      global: true,
      configuration: { sleep: 500, sleep_deviation: 50, source: 'example.org', throttling_allowed: true },
    },
    'admin',
  );
  await runtime.start(input.id);
}

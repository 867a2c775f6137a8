// The first start's demo input: one generator, running, producing a few messages per second.
import type { ServerContext } from '../context';
import { MetricRegistry } from '../metrics/registry';
import { DEMO_INPUT_TITLE, ensureDemoInput } from './demo';
import { InputRuntime } from './runtime';
import { listInputs } from './store';
import { FakeProcessor, makeInputContext, removeContext } from './testSupport';

let ctx: ServerContext;
let runtime: InputRuntime;
let processor: FakeProcessor;

beforeEach(() => {
  ctx = makeInputContext();
  processor = new FakeProcessor();
  runtime = new InputRuntime(ctx, processor, new MetricRegistry(ctx.now));
});

afterEach(async () => {
  await runtime.stopAll();
  removeContext(ctx);
});

it('creates a running global generator once, owned by admin', async () => {
  await ensureDemoInput(ctx, runtime);
  await ensureDemoInput(ctx, runtime);
  const inputs = listInputs(ctx.db);
  expect(inputs).toHaveLength(1);
  const [{ summary, desiredState }] = inputs;
  expect(summary).toMatchObject({
    title: DEMO_INPUT_TITLE,
    type: 'org.graylog2.inputs.random.FakeHttpMessageInput',
    name: 'Random HTTP message generator',
    global: true,
    creator_user_id: 'admin',
    attributes: { sleep: 500, source: 'example.org' },
  });
  expect(desiredState).toBe('RUNNING');
  expect(runtime.state(summary.id)?.state).toBe('RUNNING');
  // About two a second: the first within a second and a half.
  const [message] = await processor.waitForMessages(1, 1500);
  expect(message.source).toBe('example.org');
});

// The interpreter on its own, with a state compiled from stored rules: what the processor's tests cannot
// reach (a rule's suspension, set here directly).
import type { ServerContext } from '../context';
import { DEFAULT_STREAM_ID, ensureDefaultStream } from '../streams/defaults';
import { testContext, TEST_START_MS } from '../../test/helpers';
import { runMessage, ruleSuspended, type RunOptions } from './interpreter';
import { newPipelineMessage } from './message';
import { ServicesCache } from './services';
import { compileState } from './state';
import { addTestPipeline, addTestRule, connectTestPipelines, pipelineSource } from './testSupport';

let ctx: ServerContext;

beforeEach(() => {
  ctx = testContext(TEST_START_MS);
  const indexSetId = (ctx.db.prepare('SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string }).id;
  ensureDefaultStream(ctx.db, indexSetId, TEST_START_MS);
});

afterEach(() => {
  ctx.db.close();
});

const options = (): RunOptions => ({
  services: new ServicesCache(ctx, { has: () => false, lookup: () => undefined }).current(),
  listener: null,
  countMetrics: false,
  nowMs: TEST_START_MS,
  progress: { rule: null },
  stopped: null,
});

describe('suspended rules', () => {
  it('are skipped, and the message says so once, naming each, however many stages and pipelines met them', () => {
    addTestRule(ctx.db, 'rule "slow one" when true then set_field("one", true); end');
    addTestRule(ctx.db, 'rule "slow two" when true then set_field("two", true); end');
    addTestRule(ctx.db, 'rule "fine" when true then set_field("fine", true); end');
    const first = addTestPipeline(ctx.db, pipelineSource('first', [[0, false, ['slow one', 'fine']], [1, false, ['slow one', 'slow two', 'fine']]]));
    const second = addTestPipeline(ctx.db, pipelineSource('second', [[0, false, ['slow two', 'fine']]]));
    connectTestPipelines(ctx.db, DEFAULT_STREAM_ID, [first, second]);
    const state = compileState(ctx.db, null);
    for (const pipeline of state.pipelines.values()) {
      for (const stage of pipeline.stages) for (const { rule } of stage.rules) if (rule.name.startsWith('slow')) rule.guard.suspendedUntil = TEST_START_MS + 1;
    }
    const message = newPipelineMessage({ _id: 'a', message: 'x', timestamp: new Date(TEST_START_MS).toISOString() }, [DEFAULT_STREAM_ID]);
    runMessage(state, message, options());
    expect(message.fields).toMatchObject({ fine: true, gl2_processing_error: ruleSuspended(['slow one', 'slow two']) });
    expect(message.fields).not.toHaveProperty('one');
    expect(message.fields).not.toHaveProperty('two');
    expect(ruleSuspended(['slow one', 'slow two'])).toBe("Rules 'slow one', 'slow two' were skipped: they are suspended after taking too long repeatedly");
  });
});

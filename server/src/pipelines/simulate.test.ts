// POST /system/pipelines/simulate: the engine on a copy of a message, with Graylog's trace and our stages.
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, createUser, basic, expectApiError, useTestApp, withDb, writing } from '../../test/helpers';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { addTestStream } from '../streams/testSupport';
import { fieldChanges, SIMULATION_TIME_LIMIT_MS } from './simulate';

describe('simulate', () => {
  const t = useTestApp({}, { per: 'file' });
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, auth = ADMIN): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? auth : writing(auth), payload: payload as object | undefined });

  async function create(kind: 'rule' | 'pipeline', source: string): Promise<string> {
    const response = await call('POST', `/system/pipelines/${kind}`, { source });
    expect(response.statusCode).toBe(200);
    return response.json().id;
  }

  beforeAll(async () => {
    ids.tag = await create('rule', 'rule "tag checkout"\nwhen\n  starts_with(to_string($message.path), "/checkout")\nthen\n  set_field("flow", "checkout");\n  remove_field("path");\n  set_field("message", "paid");\nend');
    ids.never = await create('rule', 'rule "never"\nwhen\n  false\nthen\n  set_field("never", true);\nend');
    ids.drop = await create('rule', 'rule "drop bots"\nwhen\n  to_string($message.agent) == "bot"\nthen\n  drop_message();\nend');
    ids.later = await create('rule', 'rule "later"\nwhen\n  true\nthen\n  set_field("later", true);\nend');
    ids.shop = await create('pipeline', 'pipeline "shop"\nstage 0 match either\nrule "tag checkout"\nrule "never"\nrule "drop bots"\nstage 1 match all\nrule "never"\nstage 2 match all\nrule "later"\nend');
    await call('POST', '/system/pipelines/connections/to_stream', { stream_id: DEFAULT_STREAM_ID, pipeline_ids: [ids.shop] });
    await createUser(t.app, 'sim', { permissions: ['pipeline_rule:read'] });
    ids.other = withDb(t.dataDir, (db) => addTestStream(db, { title: 'other', rules: [] }));
  });

  const simulate = (message: Record<string, unknown>, streamId = DEFAULT_STREAM_ID, auth = ADMIN) =>
    call('POST', '/system/pipelines/simulate', { stream_id: streamId, message, input_id: null }, auth);

  it('answers the processed message, the trace and what each stage changed, storing nothing', async () => {
    const response = await simulate({ message: 'pay', source: 'shop-1', path: '/checkout/pay' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ index: '', highlight_ranges: null, decoration_stats: null });
    const fields = body.messages[0].message;
    expect(fields).toMatchObject({ message: 'paid', source: 'shop-1', flow: 'checkout', timestamp: new Date(t.clock.now()).toISOString() });
    expect(fields).not.toHaveProperty('path');
    expect(fields).not.toHaveProperty('streams');
    expect(typeof body.took_microseconds).toBe('number');

    const trace = body.simulation_trace.map((entry: { message: string }) => entry.message);
    const shop = `Pipeline 'shop' (${ids.shop})`;
    expect(trace[0]).toBe('Starting message processing');
    expect(trace[1]).toBe(`Message ${String(fields._id)} running [${shop}] for streams [${DEFAULT_STREAM_ID}]`);
    expect(trace).toEqual(expect.arrayContaining([
      'Enter Stage 0',
      `Evaluate Rule 'tag checkout' (${ids.tag}) in ${shop}`,
      `Evaluation satisfied Rule 'tag checkout' (${ids.tag}) in ${shop}`,
      `Evaluation not satisfied Rule 'never' (${ids.never}) in ${shop}`,
      `Execute Rule 'tag checkout' (${ids.tag}) in ${shop}`,
      `Finished execution Rule 'tag checkout' (${ids.tag}) in ${shop}`,
      `Completed Stage 0 for ${shop}, continuing to next stage`,
      `Completed Stage 1 for ${shop}, NOT continuing to next stage`,
      'Exit Stage 1',
    ]));
    expect(trace).not.toContain('Enter Stage 2');
    expect(trace[trace.length - 1]).toBe('Finished message processing');
    expect(body.simulation_trace.every((entry: { time: number }) => Number.isInteger(entry.time))).toBe(true);

    expect(body.stages).toEqual([
      {
        pipeline_id: ids.shop,
        pipeline_title: 'shop',
        stage: 0,
        match: 'EITHER',
        rules: [
          { rule_id: ids.tag, title: 'tag checkout', matched: true },
          { rule_id: ids.never, title: 'never', matched: false },
          { rule_id: ids.drop, title: 'drop bots', matched: false },
        ],
        continued: true,
        changes: [
          { field: 'message', change: 'changed', before: 'pay', after: 'paid' },
          { field: 'flow', change: 'added', after: 'checkout' },
          { field: 'path', change: 'removed', before: '/checkout/pay' },
        ],
      },
      { pipeline_id: ids.shop, pipeline_title: 'shop', stage: 1, match: 'ALL', rules: [{ rule_id: ids.never, title: 'never', matched: false }], continued: false, changes: [] },
    ]);

    const stored = await call('GET', '/search/universal/relative?query=*&range=0&limit=1');
    expect(stored.json().total_results).toBe(0);
  });

  it('says when the message was dropped', async () => {
    const body = (await simulate({ message: 'crawl', source: 'x', agent: 'bot' })).json();
    expect(body.messages).toEqual([]);
    expect(body.dropped).toBe(true);
  });

  it('runs nothing for a stream without pipelines', async () => {
    const body = (await simulate({ message: 'x', source: 'y' }, ids.other)).json();
    expect(body.stages).toEqual([]);
    expect(body.messages[0].message).toMatchObject({ message: 'x', source: 'y' });
  });

  it('stops a simulation that takes too long, saying in which rule', async () => {
    const rule = await create('rule', 'rule "slow"\nwhen\n  regex("(a+)+$", to_string($message.message)).matches == true\nthen\nend');
    const pipeline = await create('pipeline', 'pipeline "slow"\nstage 0 match all\nrule "slow"\nend');
    await call('POST', '/system/pipelines/connections/to_stream', { stream_id: ids.other, pipeline_ids: [pipeline] });
    const message = expectApiError(await simulate({ message: `${'a'.repeat(40)}!` }, ids.other), 400);
    expect(message).toBe(`The simulation took longer than ${SIMULATION_TIME_LIMIT_MS} ms and was stopped in rule 'slow'`);
    expect(rule).toBeTruthy();
  });

  it('refuses an unknown stream, a stream the caller may not read, and a message that is not an object', async () => {
    expectApiError(await simulate({ message: 'x' }, 'ffffffffffffffffffffffff'), 404);
    expectApiError(await simulate({ message: 'x' }, DEFAULT_STREAM_ID, basic('sim', 'secret123')), 403);
    expectApiError(await call('POST', '/system/pipelines/simulate', { stream_id: DEFAULT_STREAM_ID, message: 'x' }), 400);
  });
});

describe('fieldChanges', () => {
  it('compares lists and maps by value', () => {
    expect(fieldChanges({ a: [1, 2], b: { x: 1 }, c: 1 }, { a: [1, 2], b: { x: 2 }, c: 1 })).toEqual([{ field: 'b', change: 'changed', before: { x: 1 }, after: { x: 2 } }]);
  });
});

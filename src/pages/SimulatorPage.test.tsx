import React from 'react';
import type { ReactWrapper } from 'enzyme';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import SimulatorPage from './SimulatorPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { configurationField, inputFixture } from 'fixtures/inputFixtures';
import { DEFAULT_STREAM_ID, INPUT_ID, MESSAGE_ID, messageFieldsFixture, resultMessageFixture } from 'fixtures/messageFixtures';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const SHOP_STREAM = '65f0c0ffee00000000000001';
const stream = (id: string, title: string) => ({ id, title, description: null, rules: [], outputs: [], matching_type: 'AND', remove_matches_from_default_stream: false, index_set_id: 'set', disabled: false, is_default: id === DEFAULT_STREAM_ID });
const STREAMS = {
  streams: [
    stream('000000000000000000000002', 'All events'),
    stream(DEFAULT_STREAM_ID, 'All messages'),
    stream('000000000000000000000003', 'All system events'),
    stream(SHOP_STREAM, 'Shop'),
  ],
};

const TWO_STAGES = {
  messages: [{ message: messageFieldsFixture({ flow: 'checkout', country: 'DE', http_status: '200' }), index: '', highlight_ranges: null, decoration_stats: null }],
  simulation_trace: [{ time: 3, message: 'Starting message processing' }, { time: 1250, message: 'Finished message processing' }],
  took_microseconds: 1250,
  stages: [
    {
      pipeline_id: 'p1', pipeline_title: 'shop', stage: 0, match: 'EITHER', continued: true,
      rules: [{ rule_id: 'r1', title: 'tag checkout', matched: true }, { rule_id: 'r2', title: 'tag refunds', matched: false }],
      changes: [{ field: 'flow', change: 'added', after: 'checkout' }],
    },
    {
      pipeline_id: 'p1', pipeline_title: 'shop', stage: 1, match: 'ALL', continued: false,
      rules: [{ rule_id: 'r3', title: 'geo', matched: true }, { rule_id: 'r4', title: 'lookup owner', matched: false, error: 'lookup_value: table "owners" does not exist' }],
      changes: [
        { field: 'country', change: 'added', after: 'DE' },
        { field: 'http_status', change: 'changed', before: 200, after: '200' },
        { field: 'tmp', change: 'removed', before: '<b>x</b>' },
      ],
    },
  ],
};

const CODECS = {
  gelf: { type: 'gelf', name: 'GELF', requested_configuration: {} },
  syslog: {
    type: 'syslog',
    name: 'Syslog',
    requested_configuration: {
      store_full_message: configurationField({ type: 'boolean', human_name: 'Store full message', default_value: false, is_optional: true }),
      timezone: configurationField({ human_name: 'Time zone', default_value: 'UTC', is_optional: true }),
    },
  },
};
const SYSLOG_INPUT = inputFixture({ id: 'syslog-in', title: 'Routers', name: 'Syslog UDP', attributes: { port: 514, store_full_message: true, timezone: 'Europe/Berlin' } });
const PARSED = { message: { _id: 'parsed-1', message: 'su failed', source: 'web-01', facility: 'security/authorization', timestamp: '2024-10-11T22:14:15.000Z' }, index: null };

let calls: Array<Call> = [];
let simulateAnswer: unknown;
let parseAnswer: unknown;

const answer = (call: Call) => {
  if (call.method === 'GET' && call.url === '/api/streams') return STREAMS;
  if (call.method === 'GET' && call.url === `/api/messages/graylog_0/${MESSAGE_ID}`) return resultMessageFixture();
  if (call.method === 'POST' && call.url === '/api/system/pipelines/simulate') return simulateAnswer;
  if (call.method === 'GET' && call.url === '/api/system/codecs/types/all') return CODECS;
  if (call.method === 'GET' && call.url === '/api/system/inputs') return { inputs: [SYSLOG_INPUT], total: 1 };
  if (call.method === 'POST' && call.url === '/api/messages/parse') return parseAnswer;
  return new Error(`unexpected ${call.method} ${call.url}`);
};

const simulateCalls = () => calls.filter((call) => call.url === '/api/system/pipelines/simulate');
const parseCalls = () => calls.filter((call) => call.url === '/api/messages/parse');
const button = (wrapper: ReactWrapper, text: string) => wrapper.find('button').filterWhere((node) => node.text() === text);
const section = (wrapper: ReactWrapper, label: string) => wrapper.find(`section[aria-label="${label}"]`).hostNodes();
const diffLines = (wrapper: ReactWrapper, label: string) => wrapper.find(`ul[aria-label="${label}"] li`).hostNodes().map((line) => line.text());
const fieldsOf = (wrapper: ReactWrapper, label: string) => section(wrapper, label).find('dt').map((dt) => dt.text());

const run = async (wrapper: ReactWrapper) => {
  button(wrapper, 'Simulate').simulate('click');
  await settle(wrapper);
};

const paste = async (wrapper: ReactWrapper, text: string) => {
  wrapper.find('[role="tab"]').hostNodes().filterWhere((tab) => tab.text() === 'Paste a message').simulate('click');
  wrapper.find('textarea#simulator-pasted').simulate('change', { target: { value: text } });
  await settle(wrapper);
};

describe('SimulatorPage', () => {
  beforeEach(() => {
    calls = [];
    simulateAnswer = TWO_STAGES;
    parseAnswer = PARSED;
    jest.mocked(fetch).mockReset();
    jest.mocked(fetch).mockImplementation(answeringFetch({}, calls, answer) as typeof fetch);
    jest.mocked(UserNotification.error).mockReset();
  });
  afterEach(unmountPages);

  it('loads the message the URL names, simulates it in "All messages" and shows each stage with its rules and changes', async () => {
    const { wrapper } = await mountPage(<SimulatorPage />, `/system/pipelines/simulate?index=graylog_0&message_id=${MESSAGE_ID}`, ['pipeline_rule:read']);
    await settle(wrapper);
    // The events streams are left out: nothing is routed into them.
    expect(wrapper.find('select#simulator-stream option').map((option) => option.text())).toEqual(['All messages', 'Shop']);
    expect(wrapper.find('select#simulator-stream').prop('value')).toBe(DEFAULT_STREAM_ID);
    expect(wrapper.text()).toContain(`Loaded message ${MESSAGE_ID} from index graylog_0`);
    expect(simulateCalls()).toHaveLength(0);

    await run(wrapper);
    const [sent] = simulateCalls();
    const { streams: _streams, ...storedFields } = messageFieldsFixture();
    expect(sent.body).toEqual({ stream_id: DEFAULT_STREAM_ID, message: storedFields, input_id: INPUT_ID });

    expect(fieldsOf(wrapper, 'Message before')).toEqual(['message', 'http_status', 'level', 'source', 'timestamp']);
    const first = section(wrapper, 'Pipeline shop · stage 0');
    expect(first.find('h3').text()).toBe('Pipeline shop · Stage 0');
    expect(first.text()).toContain('at least one rule must match');
    expect(first.find('li').map((rule) => rule.text())).toEqual(['matchedtag checkout', 'not matchedtag refunds', '+added: flowcheckout']);
    expect(diffLines(wrapper, 'Fields changed by shop · stage 0')).toEqual(['+added: flowcheckout']);

    const second = section(wrapper, 'Pipeline shop · stage 1');
    expect(second.text()).toContain('all rules must match');
    expect(second.text()).toContain('errorlookup owner');
    expect(second.text()).toContain('lookup_value: table "owners" does not exist');
    expect(second.text()).toContain('the pipeline stopped here');
    expect(diffLines(wrapper, 'Fields changed by shop · stage 1')).toEqual([
      '+added: countryDE', '~changed: http_status200 (number) →  becomes 200 (string)', '−removed: tmp<b>x</b>',
    ]);
    // Values are text: markup in a value is shown, never rendered.
    expect(second.find('b')).toHaveLength(0);
    expect(second.find('li.console-field-diff-added')).toHaveLength(1);
    expect(second.find('li.console-field-diff-removed')).toHaveLength(1);

    expect(fieldsOf(wrapper, 'Message after')).toEqual(expect.arrayContaining(['flow', 'country']));
    expect(wrapper.text()).toContain('Simulation trace (2 steps, 1,250 µs in all)');
    expect(wrapper.find('details dt').map((time) => time.text())).toEqual(['3 µs', '1,250 µs']);
    expect(wrapper.text()).not.toContain('Changes to the message');
  });

  it('against a server without stages, shows one comparison of the whole message before and after', async () => {
    simulateAnswer = {
      messages: [{ message: { _id: 'new-id', message: 'pay', source: 'web-01', flow: 'checkout' }, index: '' }],
      simulation_trace: [],
      took_microseconds: 80,
    };
    const { wrapper } = await mountPage(<SimulatorPage />, '/system/pipelines/simulate', ['pipeline_rule:read']);
    await paste(wrapper, '{"message": "pay", "source": "web-01", "tmp": 1}');
    expect(wrapper.text()).toContain('Read as JSON: 3 fields (message, source, tmp).');
    wrapper.find('select#simulator-stream').simulate('change', { target: { value: SHOP_STREAM } });
    await run(wrapper);
    expect(simulateCalls()[0].body).toEqual({ stream_id: SHOP_STREAM, message: { message: 'pay', source: 'web-01', tmp: 1 } });
    expect(wrapper.text()).toContain('Processed as a message of stream Shop');
    expect(section(wrapper, 'Changes to the message').exists()).toBe(true);
    expect(diffLines(wrapper, 'Fields changed by processing')).toEqual(['+added: flowcheckout', '−removed: tmp1']);
    expect(fieldsOf(wrapper, 'Message after')).toEqual(['message', 'flow', 'source']);
  });

  it('says the message would be dropped, and still shows what the stages did and the messages they created', async () => {
    simulateAnswer = {
      messages: [{ message: { _id: 'copy', message: 'a copy' }, index: '' }],
      simulation_trace: [],
      took_microseconds: 10,
      dropped: true,
      stages: [{
        pipeline_id: 'p2', pipeline_title: 'noise', stage: 0, match: 'ALL', continued: true,
        rules: [
          { rule_id: 'r9', title: 'drop health checks', matched: true },
          { rule_id: 'r10', title: 'count health checks', matched: true, error: 'In call to function \'to_long\': not a number' },
          { rule_id: null, title: 'retired rule', matched: false, error: 'Rule retired rule does not exist' },
        ],
        changes: [],
      }],
    };
    const { wrapper } = await mountPage(<SimulatorPage />, '/system/pipelines/simulate', ['pipeline_rule:read']);
    await paste(wrapper, 'GET /health 200');
    expect(wrapper.text()).toContain('Read as plain text: it becomes the message\'s message field.');
    await run(wrapper);
    expect(simulateCalls()[0].body).toEqual({ stream_id: DEFAULT_STREAM_ID, message: { message: 'GET /health 200' } });
    expect(wrapper.text()).toContain('The message would be dropped');
    expect(section(wrapper, 'Message after').exists()).toBe(false);
    expect(section(wrapper, 'Pipeline noise · stage 0').text()).toContain('No field was added, changed or removed in this stage.');
    // A rule whose actions failed after it matched is told apart from one whose condition failed.
    expect(section(wrapper, 'Pipeline noise · stage 0').find('li').map((rule) => rule.text())).toEqual([
      'matcheddrop health checks',
      'matched, then failedcount health checksIn call to function \'to_long\': not a number',
      'errorretired ruleRule retired rule does not exist',
    ]);
    expect(fieldsOf(wrapper, 'Created message 1 of 1')).toEqual(['message']);
  });

  it('refuses a pasted message that is not valid JSON in place, sending nothing', async () => {
    const { wrapper } = await mountPage(<SimulatorPage />, '/system/pipelines/simulate', ['pipeline_rule:read']);
    await paste(wrapper, '{"message": "pay",');
    await run(wrapper);
    expect(simulateCalls()).toHaveLength(0);
    expect(wrapper.find('textarea#simulator-pasted').hasClass('is-invalid')).toBe(true);
    expect(wrapper.find('.invalid-feedback').text()).toMatch(/^This is not valid JSON: .+\. Nothing was sent\./);

    await paste(wrapper, '');
    await run(wrapper);
    expect(simulateCalls()).toHaveLength(0);
    expect(wrapper.find('.invalid-feedback').text()).toBe('Paste a message first: a JSON object of fields, or a line of text.');
  });

  it('says in place when the simulation fails; the store has toasted it', async () => {
    simulateAnswer = new FetchError('Not Found', 404, { type: 'ApiError', message: 'Stream not found' });
    const { wrapper } = await mountPage(<SimulatorPage />, '/system/pipelines/simulate', ['pipeline_rule:read']);
    await paste(wrapper, 'hello');
    await run(wrapper);
    expect(wrapper.text()).toContain('The simulation failed: Stream not found');
    expect(UserNotification.error).toHaveBeenCalledWith('Simulating message processing failed with status: There was an error fetching a resource: Not Found. Additional information: Stream not found',
      'Could not simulate message processing');
  });

  it('says where a stored message could not be loaded, and simulates nothing until one is', async () => {
    const { wrapper } = await mountPage(<SimulatorPage />, '/system/pipelines/simulate?index=graylog_0&message_id=missing', ['pipeline_rule:read']);
    await settle(wrapper);
    expect(wrapper.text()).toMatch(/Could not load message missing from index graylog_0: unexpected GET/);
    // Said once, in place: not toasted as well.
    expect(UserNotification.error).not.toHaveBeenCalled();
    await run(wrapper);
    expect(simulateCalls()).toHaveLength(0);
  });

  describe('a raw message parsed with a codec', () => {
    const openRawTab = async (wrapper: ReactWrapper) => {
      wrapper.find('[role="tab"]').hostNodes().filterWhere((tab) => tab.text() === 'Parse a raw message').simulate('click');
      await settle(wrapper);
    };
    const typeRaw = async (wrapper: ReactWrapper, text: string) => {
      wrapper.find('textarea#simulator-raw-message').simulate('change', { target: { value: text } });
      await settle(wrapper);
    };
    const choose = async (wrapper: ReactWrapper, select: string, value: string) => {
      wrapper.find(`select#${select}`).simulate('change', { target: { value } });
      await settle(wrapper);
    };
    const parseMessage = async (wrapper: ReactWrapper) => {
      wrapper.find('form[aria-label="Parse a raw message"]').simulate('submit');
      await settle(wrapper);
    };
    const RAW = '<34>Oct 11 22:14:15 web-01 su: failed';

    it('parses it with the chosen codec and the input\'s configuration, shows the fields, then simulates them as received by that input', async () => {
      const { wrapper } = await mountPage(<SimulatorPage />, '/system/pipelines/simulate', ['pipeline_rule:read']);
      // Nothing about codecs or inputs is asked for until the tab is opened.
      expect(calls.filter((call) => call.url === '/api/system/codecs/types/all')).toHaveLength(0);
      await openRawTab(wrapper);
      expect(wrapper.find('select#simulator-raw-codec option').map((option) => option.text())).toEqual(['Select a codec', 'GELF', 'Syslog']);
      expect(wrapper.find('select#simulator-raw-input option').map((option) => option.text())).toEqual(['No input', 'Routers (Syslog UDP)']);

      await run(wrapper);
      expect(simulateCalls()).toHaveLength(0);
      expect(wrapper.text()).toContain('Parse the raw message first: choose its codec, then "Parse message".');

      await parseMessage(wrapper);
      expect(parseCalls()).toHaveLength(0);
      expect(wrapper.find('.invalid-feedback').map((feedback) => feedback.text())).toEqual(
        expect.arrayContaining(['Paste the message as the input would receive it.', 'Choose the codec that decodes the message.']),
      );

      await typeRaw(wrapper, RAW);
      await choose(wrapper, 'simulator-raw-codec', 'syslog');
      // The codec's fields, at their defaults...
      expect(wrapper.find('input#simulator-raw-configuration-timezone').prop('value')).toBe('UTC');
      await choose(wrapper, 'simulator-raw-input', 'syslog-in');
      // ...then as the chosen input has them.
      expect(wrapper.find('input#simulator-raw-configuration-timezone').prop('value')).toBe('Europe/Berlin');
      expect(wrapper.find('input#simulator-raw-configuration-store_full_message').prop('checked')).toBe(true);
      wrapper.find('input#simulator-raw-remote-address').simulate('change', { target: { value: ' 192.0.2.7 ' } });
      await parseMessage(wrapper);

      expect(parseCalls().map((call) => call.body)).toEqual([{
        message: RAW, remote_address: '192.0.2.7', codec: 'syslog', configuration: { store_full_message: true, timezone: 'Europe/Berlin' },
      }]);
      expect(wrapper.text()).toContain('Parsed with Syslog: 4 fields (message, source, facility, timestamp).');

      await run(wrapper);
      expect(simulateCalls().map((call) => call.body)).toEqual([{ stream_id: DEFAULT_STREAM_ID, message: PARSED.message, input_id: 'syslog-in' }]);
      expect(fieldsOf(wrapper, 'Message before')).toEqual(expect.arrayContaining(['message', 'facility', 'source']));

      // Editing the message forgets what was parsed, and the results with it.
      await typeRaw(wrapper, `${RAW}!`);
      expect(wrapper.text()).not.toContain('Parsed with Syslog');
      expect(section(wrapper, 'Message before').exists()).toBe(false);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('says in place, in the data specification\'s words and once, that the codec could not parse it', async () => {
      parseAnswer = new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Could not decode message: invalid JSON' });
      const { wrapper } = await mountPage(<SimulatorPage />, '/system/pipelines/simulate', ['pipeline_rule:read']);
      await openRawTab(wrapper);
      await typeRaw(wrapper, 'not gelf');
      await choose(wrapper, 'simulator-raw-codec', 'gelf');
      await parseMessage(wrapper);

      const alert = wrapper.find('form[aria-label="Parse a raw message"] [role="alert"]').hostNodes();
      expect(alert.text()).toBe('Please ensure the selected codec and its configuration are right. Check your server logs for more information.'
        + 'The server said: Could not decode message: invalid JSON');
      expect(UserNotification.error).not.toHaveBeenCalled();
      await run(wrapper);
      expect(simulateCalls()).toHaveLength(0);
    });
  });
});

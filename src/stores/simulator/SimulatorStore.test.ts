import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { SimulatorActions } from './SimulatorStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };
const STREAM = '000000000000000000000001';

const stage = {
  pipeline_id: 'p1', pipeline_title: 'shop', stage: 0, match: 'EITHER', continued: true,
  rules: [{ rule_id: 'r1', title: 'tag checkout', matched: true }],
  changes: [{ field: 'flow', change: 'added', after: 'checkout' }],
};

describe('SimulatorStore', () => {
  beforeEach(resetFetchAndToasts);

  it('posts Graylog\'s simulation request and answers the messages as the console reads them', async () => {
    mockFetch.mockResolvedValueOnce({
      messages: [{ message: { _id: 'm1', message: 'pay', flow: 'checkout', streams: [STREAM] }, index: '', highlight_ranges: null, decoration_stats: null }],
      simulation_trace: [{ time: 12, message: 'Starting message processing' }],
      took_microseconds: 340,
      stages: [stage],
    });
    const simulation = await SimulatorActions.simulate(STREAM, { message: 'pay', path: '/checkout' }, 'input-1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/pipelines/simulate',
      { stream_id: STREAM, message: { message: 'pay', path: '/checkout' }, input_id: 'input-1' }, QUIET);
    expect(simulation.messages).toHaveLength(1);
    expect(simulation.messages[0].id).toBe('m1');
    expect(simulation.messages[0].fields.flow).toBe('checkout');
    expect(simulation.messages[0].stream_ids).toEqual([STREAM]);
    expect(simulation.stages?.[0].changes).toEqual(stage.changes);
    expect(simulation.simulation_trace).toEqual([{ time: 12, message: 'Starting message processing' }]);
    expect(simulation.took_microseconds).toBe(340);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('leaves out an input id it was not given, and reads a Graylog answer without stages', async () => {
    mockFetch.mockResolvedValueOnce({ messages: [], simulation_trace: [], took_microseconds: 5 });
    const simulation = await SimulatorActions.simulate(STREAM, { message: 'x' });
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/pipelines/simulate', { stream_id: STREAM, message: { message: 'x' } }, QUIET);
    expect(simulation.stages).toBeUndefined();
    expect(simulation.messages).toEqual([]);
  });

  it('toasts a failure in the catalogue\'s form with the server\'s reason for a refusal, and rethrows it', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Stream nope not found' }));
    await expect(SimulatorActions.simulate('nope', { message: 'x' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith('Simulating message processing failed with status: Stream nope not found',
      'Could not simulate message processing');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(SimulatorActions.simulate(STREAM, { message: 'x' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Simulating message processing failed with status: /),
      'Could not simulate message processing');
  });

  it('does not toast when the server could not be reached: the availability dialog says so', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('no answer', undefined, undefined));
    await expect(SimulatorActions.simulate(STREAM, { message: 'x' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});

import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { InputStatesActions, InputStatesStore, stateChangeOutcome } from './InputStatesStore';
import { inputFixture, inputStateFixture, NODE_ID } from 'fixtures/inputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const mockPoll = fetchPeriodically as jest.MockedFunction<typeof fetchPeriodically>;
const OTHER_NODE = 'node-2';
const web = inputFixture();
const globalInput = inputFixture({ id: 'input-g', title: 'Everywhere', global: true, node: null });
const settle = () => new Promise((resolve) => { setTimeout(resolve, 0); });

describe('InputStatesStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    mockPoll.mockReset().mockResolvedValue({});
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
    InputStatesStore.setState({ statesByInput: undefined, nodeIds: [] });
  });

  describe('list', () => {
    it('keys the states by input, then node, and remembers the answering nodes', async () => {
      mockFetch.mockResolvedValueOnce({
        [NODE_ID]: [inputStateFixture(web), inputStateFixture(globalInput, { state: 'FAILED', detailed_message: 'Address in use' })],
        [OTHER_NODE]: [inputStateFixture(globalInput)],
      });
      const states = await InputStatesActions.list();

      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/cluster/inputstates', undefined, { reportPageErrors: false });
      expect(states[web.id][NODE_ID].state).toBe('RUNNING');
      expect(states['input-g'][NODE_ID].detailed_message).toBe('Address in use');
      expect(states['input-g'][OTHER_NODE].state).toBe('RUNNING');
      expect(InputStatesStore.getInitialState().nodeIds).toEqual([NODE_ID, OTHER_NODE]);
    });

    it('knows the node even when no input runs on it', async () => {
      mockFetch.mockResolvedValueOnce({ [NODE_ID]: [] });
      await expect(InputStatesActions.list()).resolves.toEqual({});
      expect(InputStatesStore.getInitialState().nodeIds).toEqual([NODE_ID]);
    });

    it('keeps the newest answer when an older request answers last', async () => {
      let answerList: (answer: unknown) => void = () => {};
      mockFetch.mockImplementationOnce(() => new Promise((resolve) => { answerList = resolve; }));
      const listed = InputStatesActions.list();
      mockPoll.mockResolvedValueOnce({ [NODE_ID]: [inputStateFixture(web, { state: 'STOPPED' })] });
      await InputStatesActions.refresh();

      answerList({ [NODE_ID]: [inputStateFixture(web, { state: 'RUNNING' })] });
      await expect(listed).resolves.toMatchObject({ [web.id]: { [NODE_ID]: { state: 'STOPPED' } } });
      expect(InputStatesStore.getInitialState().statesByInput?.[web.id][NODE_ID].state).toBe('STOPPED');

      // A newer request still answers as usual.
      mockPoll.mockResolvedValueOnce({ [NODE_ID]: [inputStateFixture(web, { state: 'RUNNING' })] });
      await InputStatesActions.refresh();
      expect(InputStatesStore.getInitialState().statesByInput?.[web.id][NODE_ID].state).toBe('RUNNING');
    });

    it('toasts a failed load; a failed refresh stays quiet', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
      await expect(InputStatesActions.list()).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading input states failed with status: .*boom/), 'Could not load input states');

      jest.mocked(UserNotification.error).mockReset();
      mockPoll.mockRejectedValueOnce(new FetchError('Bad Gateway', 502, {}));
      await expect(InputStatesActions.refresh()).rejects.toBeInstanceOf(FetchError);
      expect(mockPoll).toHaveBeenCalledWith('GET', '/api/cluster/inputstates');
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('stateChangeOutcome', () => {
    it('counts only the input\'s own node for a local input', () => {
      expect(stateChangeOutcome(web, { [NODE_ID]: { id: web.id }, [OTHER_NODE]: null })).toBe('success');
      expect(stateChangeOutcome(web, { [NODE_ID]: null, [OTHER_NODE]: { id: web.id } })).toBe('failure');
    });

    it('counts every node for a global input', () => {
      expect(stateChangeOutcome(globalInput, { [NODE_ID]: { id: 'x' }, [OTHER_NODE]: { id: 'x' } })).toBe('success');
      expect(stateChangeOutcome(globalInput, { [NODE_ID]: { id: 'x' }, [OTHER_NODE]: null })).toBe('partial');
      expect(stateChangeOutcome(globalInput, { [NODE_ID]: null, [OTHER_NODE]: null })).toBe('failure');
    });

    it('calls a request that none of the input\'s nodes answered a failure', () => {
      expect(stateChangeOutcome(web, { [OTHER_NODE]: { id: web.id } })).toBe('failure');
      expect(stateChangeOutcome(globalInput, {})).toBe('failure');
    });
  });

  describe('start and stop', () => {
    it('starts with PUT, announces success in the spec\'s words naming the input, then refreshes the states', async () => {
      mockFetch.mockResolvedValueOnce({ [NODE_ID]: { id: web.id } });
      mockPoll.mockResolvedValueOnce({ [NODE_ID]: [inputStateFixture(web, { state: 'STARTING' })] });
      await expect(InputStatesActions.start(web)).resolves.toBe('success');

      expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/cluster/inputstates/input-1', undefined, { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('Request to start input was sent successfully', 'Input \'Web servers\' will be started shortly');
      await settle();
      expect(InputStatesStore.getInitialState().statesByInput?.[web.id][NODE_ID].state).toBe('STARTING');
    });

    it('stops with DELETE', async () => {
      mockFetch.mockResolvedValueOnce({ [NODE_ID]: { id: web.id } });
      await expect(InputStatesActions.stop(web)).resolves.toBe('success');
      expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/cluster/inputstates/input-1', undefined, { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('Request to stop input was sent successfully', 'Input \'Web servers\' will be stopped shortly');
    });

    it('reports a total failure as an error in the data spec\'s words, naming the input and how many nodes failed', async () => {
      mockFetch.mockResolvedValueOnce({ [NODE_ID]: null });
      await expect(InputStatesActions.start(web)).resolves.toBe('failure');
      expect(UserNotification.error).toHaveBeenCalledWith(
        'Request to start input failed in some nodes: the only node failed.', 'Could not start input \'Web servers\'',
      );
      expect(UserNotification.success).not.toHaveBeenCalled();

      mockFetch.mockResolvedValueOnce({ [NODE_ID]: null, [OTHER_NODE]: null });
      await expect(InputStatesActions.stop(globalInput)).resolves.toBe('failure');
      expect(UserNotification.error).toHaveBeenCalledWith('Request to stop input failed in some nodes: all 2 failed.', 'Could not stop input \'Everywhere\'');
    });

    it('says so when none of the input\'s nodes answered', async () => {
      mockFetch.mockResolvedValueOnce({ [OTHER_NODE]: { id: web.id } });
      await expect(InputStatesActions.start(web)).resolves.toBe('failure');
      expect(UserNotification.error).toHaveBeenCalledWith(
        'Request to start input failed in some nodes: none of the input\'s nodes answered.', 'Could not start input \'Web servers\'',
      );
    });

    it('reports a failure on some nodes as a warning counting them', async () => {
      mockFetch.mockResolvedValueOnce({ [NODE_ID]: { id: 'x' }, [OTHER_NODE]: null, 'node-3': { id: 'x' } });
      await expect(InputStatesActions.stop(globalInput)).resolves.toBe('partial');
      expect(UserNotification.warning).toHaveBeenCalledWith('Request to stop input failed in some nodes: 1 of 3 failed.', 'Could not stop input \'Everywhere\' on all nodes');
    });

    it('toasts a refused request and rethrows it', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not authorized' }));
      await expect(InputStatesActions.start(web)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Starting input 'Web servers' failed with status: .*Not authorized/), 'Could not start input \'Web servers\'',
      );
    });
  });

  describe('restart', () => {
    it('stops, then starts, and announces only the start', async () => {
      mockFetch.mockResolvedValueOnce({ [NODE_ID]: { id: web.id } }).mockResolvedValueOnce({ [NODE_ID]: { id: web.id } });
      await expect(InputStatesActions.restart(web)).resolves.toBe('success');
      expect(mockFetch.mock.calls.map(([method]) => method)).toEqual(['DELETE', 'PUT']);
      expect(UserNotification.success).toHaveBeenCalledTimes(1);
      expect(UserNotification.success).toHaveBeenCalledWith('Request to start input was sent successfully', expect.any(String));
    });

    it('does not start after a failed stop, and says the stop failed', async () => {
      mockFetch.mockResolvedValueOnce({ [NODE_ID]: null });
      await expect(InputStatesActions.restart(web)).resolves.toBe('failure');
      expect(mockFetch).toHaveBeenCalledTimes(1);
      expect(UserNotification.error).toHaveBeenCalledWith('Request to stop input failed in some nodes: the only node failed.', 'Could not stop input \'Web servers\'');
    });
  });
});

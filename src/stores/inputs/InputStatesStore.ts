// Whether each input runs, per node (GET /cluster/inputstates), and starting and stopping inputs on every
// node they belong to. The answer to a start or stop is per node: {nodeId: {id}} where it worked, null where
// it failed; only the input's own nodes count (every node for a global input, else its node).
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type { InputSummary } from './InputsStore';

export type InputStateName = 'CREATED' | 'INITIALIZED' | 'INVALID_CONFIGURATION' | 'STARTING' | 'RUNNING' | 'FAILED'
  | 'FAILING' | 'STOPPING' | 'STOPPED' | 'TERMINATED' | 'SETTING_UP';

/** Why the input last dropped a message it could not parse. */
export type InputFailure = { reason: string, timestamp: string };

/** An input's state on one node. */
export type InputState = {
  id: string,
  state: InputStateName,
  started_at: string,
  /** Why it failed, when it did. */
  detailed_message: string | null,
  message_input: InputSummary,
  /** The embedded server's addition; a real Graylog does not send it. */
  last_failure?: InputFailure | null,
};

/** Input id → node id → state. An input that runs nowhere has no entry. */
export type StatesByInput = { [inputId: string]: { [nodeId: string]: InputState } };

/** The answer to a start or stop: per node, null where it failed. */
export type StateChangeAnswer = { [nodeId: string]: { id: string } | null };

/** All of the input's nodes took the request, none did, or some did. */
export type StateChangeOutcome = 'success' | 'failure' | 'partial';

/** What a start or stop needs to know of the input. */
export type StateChangeInput = Pick<InputSummary, 'id' | 'title' | 'global' | 'node'>;

export type InputStatesState = {
  statesByInput: StatesByInput | undefined,
  /** The nodes that answered the last state list, in their order. */
  nodeIds: Array<string>,
};

type InputStatesActionsType = {
  list: () => Promise<StatesByInput>,
  /** The list again for a page that keeps it current: does not extend the session, no toast on failure. */
  refresh: () => Promise<StatesByInput>,
  start: (input: StateChangeInput) => Promise<StateChangeOutcome>,
  stop: (input: StateChangeInput) => Promise<StateChangeOutcome>,
  /** Stops, then starts; reports like a start (a failed stop is reported as such and ends it). */
  restart: (input: StateChangeInput) => Promise<StateChangeOutcome>,
};

type ClusterStates = { [nodeId: string]: Array<InputState> };

type Action = 'start' | 'stop';

const TEXTS: { [action in Action]: { verb: string, past: string, doing: string } } = {
  start: { verb: 'start', past: 'started', doing: 'Starting' },
  stop: { verb: 'stop', past: 'stopped', doing: 'Stopping' },
};

const byInput = (answer: ClusterStates): StatesByInput => {
  const states: StatesByInput = {};
  Object.entries(answer).forEach(([nodeId, nodeStates]) => {
    (nodeStates ?? []).forEach((state) => {
      states[state.id] = { ...states[state.id], [nodeId]: state };
    });
  });
  return states;
};

/** How many of the input's own nodes (every node for a global input, else its node) answered, and on how many the request failed. */
type Tally = { relevant: number, failed: number };

const tally = (input: StateChangeInput, answer: StateChangeAnswer): Tally => {
  const relevant = Object.keys(answer).filter((nodeId) => input.global || nodeId === input.node);
  return { relevant: relevant.length, failed: relevant.filter((nodeId) => answer[nodeId] === null).length };
};

const outcomeOf = ({ relevant, failed }: Tally): StateChangeOutcome => {
  if (relevant === 0 || failed === relevant) {
    return 'failure';
  }
  return failed === 0 ? 'success' : 'partial';
};

/** How a start or stop went on the nodes the input belongs to. A request none of them answered failed. */
export const stateChangeOutcome = (input: StateChangeInput, answer: StateChangeAnswer): StateChangeOutcome => outcomeOf(tally(input, answer));

/** The data spec's "failed in some nodes", followed by how many it failed on. */
const failureText = (verb: string, { relevant, failed }: Tally): string => {
  const lead = `Request to ${verb} input failed in some nodes:`;
  if (relevant === 0) {
    return `${lead} none of the input's nodes answered.`;
  }
  if (failed < relevant) {
    return `${lead} ${failed} of ${relevant} failed.`;
  }
  return relevant === 1 ? `${lead} the only node failed.` : `${lead} all ${relevant} failed.`;
};

const announce = (input: StateChangeInput, action: Action, counts: Tally) => {
  const { verb, past } = TEXTS[action];
  const outcome = outcomeOf(counts);
  if (outcome === 'success') {
    UserNotification.success(`Request to ${verb} input was sent successfully`, `Input '${input.title}' will be ${past} shortly`);
  } else if (outcome === 'failure') {
    UserNotification.error(failureText(verb, counts), `Could not ${verb} input '${input.title}'`);
  } else {
    UserNotification.warning(failureText(verb, counts), `Could not ${verb} input '${input.title}' on all nodes`);
  }
};

export const InputStatesActions = singletonActions('core.InputStates', () => createActions<InputStatesActionsType>([
  'list', 'refresh', 'start', 'stop', 'restart',
]));

export const InputStatesStore = singletonStore('core.InputStates', () => {
  // Lists, polls and the refresh after a change overlap, and their answers may arrive in any order: each
  // request is numbered, and an answer older than the one on screen is dropped.
  let lastRequested = 0;
  let lastApplied = 0;

  return createStore({
    listenables: [InputStatesActions],
    state: { statesByInput: undefined, nodeIds: [] } as InputStatesState,

    /** Numbers a state request; the returned function keeps its answer unless a newer one was kept already. */
    ticket(): (answer: ClusterStates) => StatesByInput {
      lastRequested += 1;
      const requestNumber = lastRequested;
      return (answer) => {
        if (requestNumber < lastApplied && this.state.statesByInput) {
          return this.state.statesByInput;
        }
        lastApplied = requestNumber;
        const statesByInput = byInput(answer);
        this.setState({ statesByInput, nodeIds: Object.keys(answer) });
        return statesByInput;
      };
    },

    list() {
      const listUrl = qualifyApiUrl(ApiRoutes.ClusterInputStatesController.list().url);
      const remember = this.ticket();
      const promise = fetch<ClusterStates>('GET', listUrl, undefined, SIDE_LOAD_OPTIONS).then(
        remember,
        (error: unknown) => reportLoadFailure(error, 'Loading input states', 'Could not load input states'),
      );
      InputStatesActions.list.promise(promise);
    },

    refresh() {
      InputStatesActions.refresh.promise(this.refreshStates());
    },

    /** Polling, and the states after a change: quiet, since a failure every few seconds would bury the user in toasts. */
    refreshStates(): Promise<StatesByInput> {
      const listUrl = qualifyApiUrl(ApiRoutes.ClusterInputStatesController.list().url);
      const remember = this.ticket();
      return fetchPeriodically<ClusterStates>('GET', listUrl).then(remember);
    },

    change(input: StateChangeInput, action: Action, announceSuccess = true): Promise<StateChangeOutcome> {
      const path = action === 'start' ? ApiRoutes.ClusterInputStatesController.start(input.id) : ApiRoutes.ClusterInputStatesController.stop(input.id);
      const method = action === 'start' ? 'PUT' : 'DELETE';
      return fetch<StateChangeAnswer>(method, qualifyApiUrl(path.url), undefined, WRITE_OPTIONS).then((answer) => {
        const counts = tally(input, answer ?? {});
        const outcome = outcomeOf(counts);
        if (announceSuccess || outcome !== 'success') {
          announce(input, action, counts);
        }
        // The new state shows as soon as the nodes report it; the outcome does not wait for that.
        this.refreshStates().catch(() => {});
        return outcome;
      }, (error: unknown) => reportWriteFailure(error, `${TEXTS[action].doing} input '${input.title}'`, `Could not ${action} input '${input.title}'`));
    },

    start(input: StateChangeInput) {
      InputStatesActions.start.promise(this.change(input, 'start'));
    },

    stop(input: StateChangeInput) {
      InputStatesActions.stop.promise(this.change(input, 'stop'));
    },

    restart(input: StateChangeInput) {
      // Only a failed stop is worth a toast of its own: the start's outcome tells how the restart went.
      const promise = this.change(input, 'stop', false).then((stopped) => (stopped === 'failure' ? stopped : this.change(input, 'start')));
      InputStatesActions.restart.promise(promise);
    },
  });
});

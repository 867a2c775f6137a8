// The pipeline simulator: runs the pipelines connected to a stream on one message and answers what they made of
// it, storing nothing (POST /system/pipelines/simulate). The store keeps nothing: the simulator page holds the result.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { Message, MessageFields, ResultMessage } from '@/stores/messages/MessagesStore';
import { toMessage } from '@/stores/messages/MessagesStore';
import { reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

/** How one field changed: `before` is absent for an added field, `after` for a removed one. */
export type FieldChange = {
  field: string,
  change: 'added' | 'changed' | 'removed',
  before?: unknown,
  after?: unknown,
};

/**
 * One rule of a stage and what it did: `error` says why its condition failed (then it did not match) or why its
 * actions failed after it matched. `rule_id` is null for a rule the pipeline names but that does not exist.
 */
export type SimulatedRule = { rule_id: string | null, title: string, matched: boolean, error?: string };

/**
 * One stage as it ran, in order (the embedded server's addition; a Graylog server does not send it):
 * `continued` is false when the stage's rules did not match as its match mode asks, so its pipeline stopped there.
 */
export type SimulatedStage = {
  pipeline_id: string,
  pipeline_title: string,
  stage: number,
  match: 'ALL' | 'EITHER',
  rules: Array<SimulatedRule>,
  continued: boolean,
  changes: Array<FieldChange>,
};

/** One line of Graylog's simulation trace: microseconds since the simulation started, and what happened. */
export type TraceEntry = { time: number, message: string };

/** The answer as the console uses it: the messages converted as every other message is. */
export type Simulation = {
  /** The processed message (unless it was dropped) and the messages the rules created. */
  messages: Array<Message>,
  simulation_trace: Array<TraceEntry>,
  took_microseconds: number,
  /** Absent from a Graylog server's answer. */
  stages?: Array<SimulatedStage>,
  /** The embedded server says so when the message would be dropped; a Graylog server leaves it out of `messages`. */
  dropped?: boolean,
};

/** Graylog's SimulationRequest. */
export type SimulationRequest = { stream_id: string, message: MessageFields, input_id?: string };

type SimulationResponse = Omit<Simulation, 'messages'> & { messages: Array<ResultMessage> };

type SimulatorActionsType = {
  /** What the pipelines connected to `streamId` would do with a message of these fields, received by `inputId`. */
  simulate: (streamId: string, fields: MessageFields, inputId?: string) => Promise<Simulation>,
};

export const SimulatorActions = singletonActions('core.Simulator', () => createActions<SimulatorActionsType>(['simulate']));

export const SimulatorStore = singletonStore('core.Simulator', () => createStore({
  listenables: [SimulatorActions],
  state: {} as Record<string, never>,

  simulate(streamId: string, fields: MessageFields, inputId?: string) {
    const request: SimulationRequest = { stream_id: streamId, message: fields, ...(inputId ? { input_id: inputId } : {}) };
    const url = qualifyApiUrl(ApiRoutes.SimulatorController.simulate().url);
    const promise = fetch<SimulationResponse>('POST', url, request, WRITE_OPTIONS).then((response) => ({
      ...response,
      messages: (response.messages ?? []).map(toMessage),
      simulation_trace: response.simulation_trace ?? [],
    }), (error: unknown) => reportWriteFailure(error, 'Simulating message processing', 'Could not simulate message processing', {
      // Nothing on the simulator shows a field refusal, and the server's reason ("Stream … not found") is the point.
      toastFieldRefusals: true,
      toastServerMessage: 400,
    }));
    SimulatorActions.simulate.promise(promise);
  },
}));

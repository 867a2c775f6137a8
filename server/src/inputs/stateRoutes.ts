// Input states: /system/inputstates (this node) and /cluster/inputstates (keyed by node id; this
// server is a one-node cluster). Starting answers the state the input reached: on /cluster, a node
// where it failed (e.g. its port is in use) answers null, as Graylog reports a failed node.
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { InputParams, onInput } from './params';
import type { InputRuntime, InputRuntimeState } from './runtime';
import { requireInput } from './service';
import { findInput, type InputSummary } from './store';

/** Graylog's InputStateSummary, with our `last_failure`. */
export interface InputStateSummary extends InputRuntimeState {
  message_input: InputSummary;
}

export function registerInputStateRoutes(api: FastifyInstance, ctx: ServerContext, runtime: InputRuntime): void {
  const { db } = ctx;
  const nodeId = ctx.node.nodeId;

  const summaryOf = (state: InputRuntimeState): InputStateSummary | null => {
    const record = findInput(db, state.id);
    return record ? { ...state, message_input: record.summary } : null;
  };
  const visibleStates = (caller: AuthContext): InputStateSummary[] =>
    runtime
      .states()
      .filter((state) => isPermitted(caller.permissions, `inputs:read:${permissionTarget(state.id)}`))
      .flatMap((state) => summaryOf(state) ?? []);
  // null for this node when the input did not reach the asked state here.
  const started = (inputId: string, state: InputRuntimeState | null) => (state?.state === 'RUNNING' ? { id: inputId } : null);
  const stopped = (inputId: string, state: InputRuntimeState | null) => (state === null || state.state === 'STOPPED' ? { id: inputId } : null);

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/inputstates',
      auth: 'authenticated',
      handler: ({ caller }) => ({ states: visibleStates(caller) }),
    }),

    route({
      method: 'GET',
      url: '/system/inputstates/:inputId',
      auth: { permission: onInput('read') },
      schema: { params: InputParams },
      handler: ({ params }) => {
        const state = runtime.state(params.inputId);
        const summary = state ? summaryOf(state) : null;
        if (!summary) throw notFound(`No input state for input id <${params.inputId}> on this node.`);
        return summary;
      },
    }),

    route({
      method: 'PUT',
      url: '/system/inputstates/:inputId',
      auth: { permission: onInput('changestate') },
      schema: { params: InputParams },
      handler: async ({ params }) => {
        requireInput(db, params.inputId);
        await runtime.start(params.inputId);
        return { id: params.inputId };
      },
    }),

    route({
      method: 'DELETE',
      url: '/system/inputstates/:inputId',
      auth: { permission: onInput('changestate') },
      schema: { params: InputParams },
      handler: async ({ params }) => {
        requireInput(db, params.inputId);
        await runtime.stop(params.inputId);
        return { id: params.inputId };
      },
    }),

    route({
      method: 'GET',
      url: '/cluster/inputstates',
      auth: { permission: 'inputs:read' },
      handler: ({ caller }) => ({ [nodeId]: visibleStates(caller) }),
    }),

    route({
      method: 'PUT',
      url: '/cluster/inputstates/:inputId',
      auth: { permission: onInput('changestate') },
      schema: { params: InputParams },
      handler: async ({ params }) => {
        requireInput(db, params.inputId);
        return { [nodeId]: started(params.inputId, await runtime.start(params.inputId)) };
      },
    }),

    route({
      method: 'DELETE',
      url: '/cluster/inputstates/:inputId',
      auth: { permission: onInput('changestate') },
      schema: { params: InputParams },
      handler: async ({ params }) => {
        requireInput(db, params.inputId);
        return { [nodeId]: stopped(params.inputId, await runtime.stop(params.inputId)) };
      },
    }),
  ]);
}

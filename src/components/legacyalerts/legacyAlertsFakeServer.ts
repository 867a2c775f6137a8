// Test-only: the legacy alerting calls of a server holding `state`, answered as the fetch mock, with every call
// recorded. A refusal set in `refusals` (by "METHOD path") is thrown instead of the answer.
import { FetchError } from '@/logic/errors/FetchError';
import type { FetchOptions, Method } from '@/logic/rest/FetchProvider';
import type { AlarmCallback, AlarmCallbackRequest } from '@/stores/alerts/AlarmCallbacksStore';
import type { AlarmCallbackHistory } from '@/stores/alerts/AlarmCallbackHistoryStore';
import type { AlertCondition, AlertConditionRequest, AlertConditionTestResult } from '@/stores/alerts/AlertConditionsStore';
import type { Alert } from '@/stores/alerts/AlertsStore';
import type { Stream } from '@/stores/streams/streamTypes';

import { callbackTypesFixture, conditionTypesFixture } from './legacyAlertFixtures';

export type Call = { method: Method, url: string, body: unknown, options: FetchOptions | undefined };

export type FakeState = {
  streams: Array<Stream>,
  /** Each with the `stream_id` it belongs to. */
  conditions: Array<AlertCondition>,
  callbacks: Array<AlarmCallback>,
  alerts: Array<Alert>,
  histories: { [alertId: string]: Array<AlarmCallbackHistory> },
  testResult: AlertConditionTestResult,
};

export const fakeLegacyAlertsServer = (state: FakeState) => {
  const calls: Array<Call> = [];
  const refusals: { [call: string]: FetchError } = {};
  let nextId = 1;

  const route = (method: Method, path: string, query: URLSearchParams, body: unknown): unknown => {
    const byStream = (id: string) => state.conditions.filter((condition) => condition.stream_id === id);
    const page = (alerts: Array<Alert>) => {
      const wanted = query.get('state');
      const matching = alerts.filter((alert) => wanted === 'any' || (wanted === 'resolved') === (alert.resolved_at !== null));
      const skip = Number(query.get('skip'));
      return { total: matching.length, alerts: matching.slice(skip, skip + Number(query.get('limit'))) };
    };
    let match: RegExpMatchArray | null;
    if (method === 'GET' && path === '/streams') return { total: state.streams.length, streams: state.streams };
    if (method === 'GET' && (match = path.match(/^\/streams\/([^/]+)$/))) {
      const stream = state.streams.find((candidate) => candidate.id === match?.[1]);
      if (!stream) throw new FetchError('Not Found', 404, { message: 'Stream not found' });
      return stream;
    }
    if (method === 'GET' && path === '/alerts/conditions') {
      return { total: state.conditions.length, conditions: state.conditions.map(({ stream_id: _stream, ...condition }) => condition) };
    }
    if (method === 'GET' && path === '/alerts/conditions/types') return conditionTypesFixture();
    if (method === 'GET' && path === '/alerts/callbacks/types') return { types: callbackTypesFixture() };
    if (method === 'GET' && path === '/alerts/callbacks') return { total: state.callbacks.length, alarmcallbacks: state.callbacks };
    if (method === 'GET' && path === '/streams/alerts/paginated') return page(state.alerts);
    if (method === 'GET' && (match = path.match(/^\/streams\/([^/]+)\/alerts\/paginated$/))) {
      return page(state.alerts.filter((alert) => alert.stream_id === match?.[1]));
    }
    if (method === 'GET' && (match = path.match(/^\/streams\/([^/]+)\/alerts\/([^/]+)\/history$/))) {
      const histories = state.histories[match[2]] ?? [];
      return { total: histories.length, histories };
    }
    if ((match = path.match(/^\/streams\/([^/]+)\/alerts\/conditions$/))) {
      const streamId = match[1];
      if (method === 'GET') return { total: byStream(streamId).length, conditions: byStream(streamId).map(({ stream_id: _stream, ...condition }) => condition) };
      const request = body as AlertConditionRequest;
      const id = `new-condition-${nextId++}`;
      state.conditions.push({ id, stream_id: streamId, type: request.type, title: request.title, parameters: request.parameters, creator_user_id: 'jane', created_at: '', in_grace: false });
      return { alert_condition_id: id };
    }
    if ((match = path.match(/^\/streams\/([^/]+)\/alerts\/conditions\/([^/]+)\/test$/))) {
      if (state.testResult.error) throw new FetchError('Bad Request', 400, state.testResult);
      return state.testResult;
    }
    if ((match = path.match(/^\/streams\/([^/]+)\/alerts\/conditions\/([^/]+)$/))) {
      const id = match[2];
      if (method === 'DELETE') { state.conditions = state.conditions.filter((condition) => condition.id !== id); return undefined; }
      const request = body as AlertConditionRequest;
      state.conditions = state.conditions.map((condition) => (condition.id === id ? { ...condition, title: request.title, parameters: request.parameters } : condition));
      return undefined;
    }
    if ((match = path.match(/^\/streams\/([^/]+)\/alarmcallbacks$/))) {
      const streamId = match[1];
      if (method === 'GET') {
        const callbacks = state.callbacks.filter((callback) => callback.stream_id === streamId);
        return { total: callbacks.length, alarmcallbacks: callbacks };
      }
      const request = body as AlarmCallbackRequest;
      const id = `new-callback-${nextId++}`;
      state.callbacks.push({ ...request, id, stream_id: streamId, created_at: '', creator_user_id: 'jane' });
      return { alarmcallback_id: id };
    }
    if ((match = path.match(/^\/streams\/([^/]+)\/alarmcallbacks\/([^/]+)$/))) {
      const id = match[2];
      if (method === 'DELETE') { state.callbacks = state.callbacks.filter((callback) => callback.id !== id); return undefined; }
      const request = body as AlarmCallbackRequest;
      state.callbacks = state.callbacks.map((callback) => (callback.id === id ? { ...callback, title: request.title, configuration: request.configuration } : callback));
      return undefined;
    }
    if (method === 'POST' && /^\/alerts\/callbacks\/[^/]+\/test$/.test(path)) return undefined;
    if (method === 'POST' && /^\/streams\/[^/]+\/alerts\/sendDummyAlert$/.test(path)) return undefined;
    throw new Error(`unexpected ${method} ${path}`);
  };

  const answer = (method: Method, url: string, body?: unknown, options?: FetchOptions): Promise<unknown> => {
    calls.push({ method, url, body, options });
    const [path, search = ''] = url.replace(/^\/api/, '').split('?');
    const refusal = refusals[`${method} ${path}`];
    if (refusal) return Promise.reject(refusal);
    try {
      return Promise.resolve(route(method, decodeURIComponent(path), new URLSearchParams(search), body));
    } catch (error) {
      return Promise.reject(error);
    }
  };

  return { calls, refusals, answer, state };
};

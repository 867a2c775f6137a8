// Legacy alerting inside the whole server: its routes sit beside the streams' own, and a stream deleted
// through the API takes its conditions, callbacks and alerts with it; a clone gets copies of them.
import { ADMIN, useTestApp, withDb, writing } from '../../test/helpers';
import { HTTP_ALARM_CALLBACK } from './callbackTypes';

describe('legacy alerting in the server', () => {
  const t = useTestApp();

  it('serves the legacy alerting calls next to the stream calls', async () => {
    const indexSets = (await t.app.inject({ method: 'GET', url: '/api/system/indices/index_sets', headers: ADMIN })).json();
    const indexSetId = (indexSets.index_sets as { id: string; default: boolean }[]).find((set) => set.default)?.id;
    const created = await t.app.inject({ method: 'POST', url: '/api/streams', headers: writing(ADMIN), payload: { title: 'shop', index_set_id: indexSetId, rules: [] } });
    expect(created.statusCode).toBe(201);
    const streamId = created.json().stream_id as string;

    expect((await t.app.inject({ method: 'GET', url: '/api/streams/alerts/paginated?skip=0&limit=10', headers: ADMIN })).json()).toEqual({ total: 0, alerts: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/streams/alerts?since=0', headers: ADMIN })).json()).toEqual({ total: 0, alerts: [] });
    const condition = await t.app.inject({
      method: 'POST', url: `/api/streams/${streamId}/alerts/conditions`, headers: writing(ADMIN),
      payload: { type: 'message_count', title: 'Burst', parameters: { time: 1, threshold: 1, threshold_type: 'MORE' } },
    });
    expect(condition.statusCode).toBe(201);
    const stream = (await t.app.inject({ method: 'GET', url: `/api/streams/${streamId}`, headers: ADMIN })).json();
    expect(stream.alert_conditions).toEqual([expect.objectContaining({ id: condition.json().alert_condition_id, type: 'message_count' })]);

    await t.app.inject({ method: 'PUT', url: '/api/system/urlwhitelist', headers: writing(ADMIN), payload: { entries: [], disabled: true } });
    const callback = await t.app.inject({ method: 'POST', url: `/api/streams/${streamId}/alarmcallbacks`, headers: writing(ADMIN), payload: { type: HTTP_ALARM_CALLBACK, configuration: { url: 'http://127.0.0.1:9/x' } } });
    expect(callback.statusCode).toBe(201);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/streams/${streamId}`, headers: writing(ADMIN) })).statusCode).toBe(204);
    expect(withDb(t.dataDir, (db) => db.prepare('SELECT COUNT(*) FROM alarm_callbacks').pluck().get())).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/alerts/callbacks', headers: ADMIN })).json()).toEqual({ total: 0, alarmcallbacks: [] });
  });

  it('copies a stream\'s conditions and alarm callbacks into its clone, each with a new id', async () => {
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? ADMIN : writing(ADMIN), ...(payload ? { payload } : {}) });
    const indexSets = (await call('GET', '/system/indices/index_sets')).json() as { index_sets: { id: string; default: boolean }[] };
    const indexSetId = indexSets.index_sets.find((set) => set.default)?.id;
    const sourceId = (await call('POST', '/streams', { title: 'shop', index_set_id: indexSetId, rules: [] })).json().stream_id as string;
    const condition = await call('POST', `/streams/${sourceId}/alerts/conditions`, { type: 'message_count', title: 'Burst', parameters: { time: 1, threshold: 1, threshold_type: 'MORE' } });
    await call('PUT', '/system/urlwhitelist', { entries: [], disabled: true });
    const callback = await call('POST', `/streams/${sourceId}/alarmcallbacks`, { type: HTTP_ALARM_CALLBACK, title: 'Hook', configuration: { url: 'http://127.0.0.1:9/x' } });

    const cloned = await call('POST', `/streams/${sourceId}/clone`, { title: 'shop copy', index_set_id: indexSetId });
    expect(cloned.statusCode).toBe(201);
    const cloneId = cloned.json().stream_id as string;

    const conditions = (await call('GET', `/streams/${cloneId}/alerts/conditions`)).json();
    expect(conditions.conditions).toEqual([expect.objectContaining({ type: 'message_count', title: 'Burst', parameters: expect.objectContaining({ time: 1, threshold: 1 }) })]);
    expect(conditions.conditions[0].id).not.toBe(condition.json().alert_condition_id);
    const callbacks = (await call('GET', `/streams/${cloneId}/alarmcallbacks`)).json();
    expect(callbacks.alarmcallbacks).toEqual([expect.objectContaining({ type: HTTP_ALARM_CALLBACK, title: 'Hook', stream_id: cloneId, configuration: { url: 'http://127.0.0.1:9/x' } })]);
    expect(callbacks.alarmcallbacks[0].id).not.toBe(callback.json().alarmcallback_id);
    // The source keeps its own.
    expect((await call('GET', `/streams/${sourceId}/alerts/conditions`)).json().conditions).toHaveLength(1);
    expect((await call('GET', `/streams/${sourceId}/alarmcallbacks`)).json().alarmcallbacks).toHaveLength(1);
  });
});

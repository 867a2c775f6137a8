// Legacy alerting inside the whole server: its routes sit beside the streams' own, and a stream deleted
// through the API takes its conditions, callbacks and alerts with it.
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
});

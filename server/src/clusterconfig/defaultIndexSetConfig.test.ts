// Graylog 4.0's DefaultIndexSetConfig cluster configuration answers from the index sets' own default flag, so
// the two never disagree; writing it moves the default with the index set call's checks.
import { ADMIN, expectApiError, useTestApp, writing } from '../../test/helpers';
import { MESSAGE_COUNT_ROTATION, NOOP_RETENTION } from '../indices/strategies';
import { DEFAULT_INDEX_SET_CONFIG_CLASS } from './defaultIndexSetConfig';

const URL = `/api/system/cluster_config/${DEFAULT_INDEX_SET_CONFIG_CLASS}`;

describe('DefaultIndexSetConfig', () => {
  const t = useTestApp();

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: method === 'GET' ? ADMIN : writing(ADMIN), payload });
  const defaultSetId = async (): Promise<string> => {
    const { index_sets: sets } = (await call('GET', '/api/system/indices/index_sets')).json() as { index_sets: Array<{ id: string; default: boolean }> };
    return sets.filter((set) => set.default).map((set) => set.id)[0];
  };

  const createOther = async (writable = true): Promise<string> => {
    const created = await call('POST', '/api/system/indices/index_sets', {
      title: 'other', description: 'second set', index_prefix: writable ? 'other' : 'readonly', shards: 1, replicas: 0,
      rotation_strategy_class: MESSAGE_COUNT_ROTATION, rotation_strategy: { type: `${MESSAGE_COUNT_ROTATION}Config`, max_docs_per_index: 100 },
      retention_strategy_class: NOOP_RETENTION, retention_strategy: { type: `${NOOP_RETENTION}Config`, max_number_of_indices: 3 },
      creation_date: '2024-04-30T10:00:00.000Z', index_analyzer: 'standard', index_optimization_max_num_segments: 1,
      index_optimization_disabled: false, field_type_refresh_interval: 5000, writable, default: false,
    });
    expect(created.statusCode).toBe(200);
    return (created.json() as { id: string }).id;
  };

  it('names the default index set, and follows when the default moves', async () => {
    const first = await defaultSetId();
    expect((await call('GET', URL)).json()).toEqual({ default_index_set_id: first });

    const created = await call('POST', '/api/system/indices/index_sets', {
      title: 'other', description: 'second set', index_prefix: 'other', shards: 1, replicas: 0,
      rotation_strategy_class: MESSAGE_COUNT_ROTATION, rotation_strategy: { type: `${MESSAGE_COUNT_ROTATION}Config`, max_docs_per_index: 100 },
      retention_strategy_class: NOOP_RETENTION, retention_strategy: { type: `${NOOP_RETENTION}Config`, max_number_of_indices: 3 },
      creation_date: '2024-04-30T10:00:00.000Z', index_analyzer: 'standard', index_optimization_max_num_segments: 1,
      index_optimization_disabled: false, field_type_refresh_interval: 5000, writable: true, default: false,
    });
    expect(created.statusCode).toBe(200);
    const otherId = (created.json() as { id: string }).id;
    expect((await call('PUT', `/api/system/indices/index_sets/${otherId}/default`)).statusCode).toBe(200);
    expect((await call('GET', URL)).json()).toEqual({ default_index_set_id: otherId });
  });

  it('moves the default when written, with the index set call\'s checks', async () => {
    const before = await defaultSetId();
    const otherId = await createOther();
    const put = await call('PUT', URL, { default_index_set_id: otherId });
    expect(put.statusCode).toBeLessThan(300);
    expect(await defaultSetId()).toBe(otherId);

    const readOnly = await createOther(false);
    expectApiError(await call('PUT', URL, { default_index_set_id: readOnly }), 409);
    expectApiError(await call('PUT', URL, { default_index_set_id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }), 404);
    expectApiError(await call('PUT', URL, { default_index_set_id: 7 }), 400);
    expectApiError(await call('DELETE', URL), 400);
    expect(await defaultSetId()).toBe(otherId);
    expect(before).not.toBe(otherId);
  });
});

import { ADMIN, basic, createReader, expectApiError, useTestApp, writing } from '../../test/helpers';
import { ingestConfigVersion } from '../processing/configVersion';
import { DEFAULT_INDEX_SET_CONFIG_CLASS } from './defaultIndexSetConfig';
import { defaultEventsConfig, EVENTS_CONFIG_CLASS } from './eventsConfig';
import { MESSAGE_PROCESSORS_CONFIG_CLASS, URL_WHITELIST_CONFIG_CLASS } from './registry';
import { defaultSearchesConfig, SEARCHES_CONFIG_CLASS } from './searchesConfig';
import { defaultSidecarConfig, SIDECAR_CONFIG_CLASS } from './sidecarConfig';

const FILTER_CHAIN = 'org.graylog2.messageprocessors.MessageFilterChainProcessor';
const PIPELINES = 'org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter';
const READER = basic('rita', 'secret123');

describe('/system/cluster_config', () => {
  const t = useTestApp();

  const get = (url: string, auth = ADMIN) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  const put = (url: string, payload: unknown, auth = ADMIN) => t.app.inject({ method: 'PUT', url: `/api${url}`, headers: writing(auth), payload: payload as object });
  const del = (url: string, auth = ADMIN) => t.app.inject({ method: 'DELETE', url: `/api${url}`, headers: writing(auth) });
  const config = (className: string) => `/system/cluster_config/${className}`;

  describe('reading', () => {
    it('answers the defaults of a known class never stored', async () => {
      expect((await get(config(SEARCHES_CONFIG_CLASS))).json()).toEqual(defaultSearchesConfig());
      expect((await get(config(EVENTS_CONFIG_CLASS))).json()).toEqual({
        events_search_timeout: 60000, events_notification_retry_period: 300000, events_notification_default_backlog: 50, events_catchup_window: 3600000,
      });
      expect((await get(config(SIDECAR_CONFIG_CLASS))).json()).toEqual({
        sidecar_expiration_threshold: 'P14D', sidecar_inactive_threshold: 'PT1M', sidecar_update_interval: 'PT30S', sidecar_send_status: true, sidecar_configuration_override: false,
      });
      expect((await get(config(MESSAGE_PROCESSORS_CONFIG_CLASS))).json()).toEqual({ processor_order: [FILTER_CHAIN, PIPELINES], disabled_processors: [] });
    });

    it('lists only the classes stored', async () => {
      const before = (await get('/system/cluster_config')).json();
      // The default index set is always there (the index sets hold it), as Graylog's start stores it.
      expect(before.classes).toEqual([URL_WHITELIST_CONFIG_CLASS, DEFAULT_INDEX_SET_CONFIG_CLASS]);
      expect(before.total).toBe(2);
      await put(config(EVENTS_CONFIG_CLASS), defaultEventsConfig());
      expect((await get('/system/cluster_config')).json()).toEqual({ total: 3, classes: [EVENTS_CONFIG_CLASS, URL_WHITELIST_CONFIG_CLASS, DEFAULT_INDEX_SET_CONFIG_CLASS] });
    });

    it('answers 404 for a class it does not know', async () => {
      expect(expectApiError(await get(config('org.example.Nope')), 404)).toBe('Couldn\'t find configuration class "org.example.Nope"');
      expectApiError(await put(config('org.example.Nope'), {}), 404);
      expectApiError(await del(config('org.example.Nope')), 404);
    });
  });

  describe('writing', () => {
    it('stores a value (202 with what was stored), keeps it over a restart, and removing it brings the defaults back', async () => {
      const response = await put(config(SEARCHES_CONFIG_CLASS), { ...defaultSearchesConfig(), query_time_range_limit: 'P30D', surrounding_filter_fields: ['source', 'source'] });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ query_time_range_limit: 'P30D', surrounding_filter_fields: ['source'] });
      await t.restart();
      expect((await get(config(SEARCHES_CONFIG_CLASS))).json().query_time_range_limit).toBe('P30D');
      expect((await del(config(SEARCHES_CONFIG_CLASS))).statusCode).toBe(204);
      expect((await get(config(SEARCHES_CONFIG_CLASS))).json()).toEqual(defaultSearchesConfig());
    });

    it('fills the fields a body leaves out with the defaults; a null analysis_disabled_fields means the default', async () => {
      const saved = (await put(config(SEARCHES_CONFIG_CLASS), { query_time_range_limit: 'PT1H', analysis_disabled_fields: null })).json();
      expect(saved).toEqual({ ...defaultSearchesConfig(), query_time_range_limit: 'PT1H' });
      expect((await put(config(SIDECAR_CONFIG_CLASS), { sidecar_send_status: false, sidecar_update_interval: null })).json()).toEqual({ ...defaultSidecarConfig(), sidecar_send_status: false });
    });

    it.each([
      [SEARCHES_CONFIG_CLASS, { query_time_range_limit: '30 days' }, 'query_time_range_limit'],
      [SEARCHES_CONFIG_CLASS, { relative_timerange_options: { P1X: 'nonsense' } }, 'relative_timerange_options'],
      [SEARCHES_CONFIG_CLASS, { surrounding_timerange_options: { PT1S: 5 } }, 'surrounding_timerange_options'],
      [SEARCHES_CONFIG_CLASS, { surrounding_filter_fields: 'source' }, 'surrounding_filter_fields'],
      [SEARCHES_CONFIG_CLASS, { unknown_field: true }, 'unknown_field'],
      [EVENTS_CONFIG_CLASS, { events_search_timeout: 10 }, 'events_search_timeout'],
      [EVENTS_CONFIG_CLASS, { events_notification_retry_period: 1.5 }, 'events_notification_retry_period'],
      [EVENTS_CONFIG_CLASS, { events_notification_default_backlog: 5000 }, 'events_notification_default_backlog'],
      [EVENTS_CONFIG_CLASS, { events_catchup_window: -1 }, 'events_catchup_window'],
      [SIDECAR_CONFIG_CLASS, { sidecar_inactive_threshold: 'PT0S' }, 'sidecar_inactive_threshold'],
      [SIDECAR_CONFIG_CLASS, { sidecar_expiration_threshold: 14 }, 'sidecar_expiration_threshold'],
      [MESSAGE_PROCESSORS_CONFIG_CLASS, { processor_order: ['org.example.Nope'], disabled_processors: [] }, 'processor_order'],
      [URL_WHITELIST_CONFIG_CLASS, { entries: [{ id: 'a', type: 'regex', value: '(', title: 'broken' }], disabled: false }, 'entries'],
    ])('refuses a bad %s naming the field, and stores nothing', async (className, body, field) => {
      const before = (await get(config(className))).json();
      const response = await put(config(className), body);
      expectApiError(response, 400);
      expect(Object.keys(response.json().errors ?? {})).toEqual([field]);
      expect((await get(config(className))).json()).toEqual(before);
    });

    it('refuses a body that is not an object', async () => {
      expectApiError(await put(config(EVENTS_CONFIG_CLASS), [1, 2]), 400);
      const empty = await t.app.inject({ method: 'PUT', url: `/api${config(EVENTS_CONFIG_CLASS)}`, headers: writing(ADMIN) });
      expectApiError(empty, 400);
    });
  });

  describe('classes with a call of their own share its store', () => {
    it('message processors: either call reads what the other wrote, and intake is told', async () => {
      const version = ingestConfigVersion();
      expect((await put(config(MESSAGE_PROCESSORS_CONFIG_CLASS), { processor_order: [PIPELINES, FILTER_CHAIN], disabled_processors: [PIPELINES] })).statusCode).toBe(202);
      expect(ingestConfigVersion()).toBeGreaterThan(version);
      expect((await get('/system/messageprocessors/config')).json()).toEqual({
        processor_order: [{ name: 'Pipeline Processor', class_name: PIPELINES }, { name: 'Message Filter Chain', class_name: FILTER_CHAIN }],
        disabled_processors: [PIPELINES],
      });
      await put('/system/messageprocessors/config', { processor_order: [{ class_name: FILTER_CHAIN }], disabled_processors: [] });
      expect((await get(config(MESSAGE_PROCESSORS_CONFIG_CLASS))).json()).toEqual({ processor_order: [FILTER_CHAIN, PIPELINES], disabled_processors: [] });
    });

    it('URL whitelist: the same entries through both calls', async () => {
      const whitelist = { entries: [{ id: 'w1', type: 'literal', value: 'https://hooks.example.org/x', title: 'hook' }], disabled: false };
      expect((await put(config(URL_WHITELIST_CONFIG_CLASS), whitelist)).statusCode).toBe(202);
      expect((await get('/system/urlwhitelist')).json()).toEqual(whitelist);
      const check = await t.app.inject({ method: 'POST', url: '/api/system/urlwhitelist/check', headers: writing(ADMIN), payload: { url: 'https://hooks.example.org/x' } });
      expect(check.json().is_whitelisted).toBe(true);
    });
  });

  describe('permissions', () => {
    it('are Graylog\'s clusterconfigentry ones: a reader reads, but neither writes nor removes', async () => {
      await createReader(t.app, 'rita');
      expect((await get('/system/cluster_config', READER)).statusCode).toBe(200);
      expect((await get(config(EVENTS_CONFIG_CLASS), READER)).statusCode).toBe(200);
      expectApiError(await put(config(EVENTS_CONFIG_CLASS), {}, READER), 403);
      expectApiError(await del(config(EVENTS_CONFIG_CLASS), READER), 403);
    });

    it('writing needs create as well as edit', async () => {
      const created = await t.app.inject({
        method: 'POST', url: '/api/users', headers: writing(ADMIN),
        payload: { username: 'eddie', password: 'secret123', email: 'e@example.org', permissions: ['clusterconfigentry:read', 'clusterconfigentry:edit'] },
      });
      expect(created.statusCode).toBe(201);
      expect(expectApiError(await put(config(EVENTS_CONFIG_CLASS), {}, basic('eddie', 'secret123')), 403)).toContain('clusterconfigentry:create');
    });
  });
});

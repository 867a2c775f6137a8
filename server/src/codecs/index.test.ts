import { ADMIN, makeTestApi, type TestApi } from '../../test/helpers';
import { CODEC_TYPES, codecByName, codecConfigurationProblem, registerCodecRoutes } from './index';

describe('codec registry', () => {
  it('finds the three codecs by name', () => {
    expect(codecByName('gelf')?.name).toBe('gelf');
    expect(codecByName('syslog')?.name).toBe('syslog');
    expect(codecByName('raw')?.name).toBe('raw');
    expect(codecByName('netflow')).toBeUndefined();
    expect(codecByName('toString')).toBeUndefined();
  });

  it('describes every codec in Graylog shape', () => {
    expect(Object.keys(CODEC_TYPES).sort()).toEqual(['gelf', 'raw', 'syslog']);
    expect(CODEC_TYPES.raw.name).toBe('Raw/Plaintext');
    expect(Object.keys(CODEC_TYPES.syslog.requested_configuration).sort()).toEqual([
      'allow_override_date', 'charset_name', 'expand_structured_data', 'override_source', 'store_full_message', 'timezone',
    ]);
    expect(CODEC_TYPES.gelf.requested_configuration.decompress_size_limit).toEqual({
      type: 'number',
      default_value: 8388608,
      description: expect.any(String),
      human_name: 'Decompressed size limit',
      is_optional: true,
      attributes: [],
      additional_info: {},
      position: 100,
    });
    const zone = CODEC_TYPES.syslog.requested_configuration.timezone;
    expect(zone.type).toBe('dropdown');
    expect(zone.additional_info.values).toMatchObject({ UTC: 'UTC', 'Europe/Berlin': 'Europe/Berlin' });
  });

  it('tells why a configuration cannot be used', () => {
    expect(codecConfigurationProblem('syslog', { timezone: 'Europe/Berlin', charset_name: 'UTF-8' })).toBeNull();
    expect(codecConfigurationProblem('syslog', { timezone: 'Mars/Olympus' })).toBe('Unknown time zone "Mars/Olympus"');
    expect(codecConfigurationProblem('raw', { charset_name: 'klingon' })).toBe('Unknown character encoding "klingon"');
    expect(codecConfigurationProblem('gelf', { decompress_size_limit: 0 })).toMatch(/^The decompressed size limit must be a positive number/);
    expect(codecConfigurationProblem('gelf', { decompress_size_limit: '1024' })).toBeNull();
  });
});

describe('GET /system/codecs/types/all', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await makeTestApi(registerCodecRoutes);
  });
  afterAll(async () => {
    await api.app.close();
  });

  it('answers every codec type to an authenticated caller', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/system/codecs/types/all', headers: ADMIN });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(JSON.parse(JSON.stringify(CODEC_TYPES)));
    expect(body.syslog).toMatchObject({ type: 'syslog', name: 'Syslog' });
    expect(body.gelf.requested_configuration.decompress_size_limit.default_value).toBe(8388608);
  });

  it('needs credentials', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/system/codecs/types/all' });
    expect(response.statusCode).toBe(401);
  });
});

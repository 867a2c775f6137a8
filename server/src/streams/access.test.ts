// A stream refusal is answered with Graylog's MissingStreamPermission body by the API's error handler,
// from any route, without a wrapper of its own.
import { ADMIN, makeTestApi, type TestApi } from '../../test/helpers';
import { registerRoutes, route } from '../http/routes';
import { assertStreamsReadable, effectiveStreams, MissingStreamPermission } from './access';

describe('stream access', () => {
  let t: TestApi;

  beforeAll(async () => {
    t = await makeTestApi((api) => {
      registerRoutes(api, [
        route({
          method: 'GET',
          url: '/refusing',
          auth: 'authenticated',
          handler: () => {
            assertStreamsReadable(['streams:read:a'], ['b', 'a', 'c']);
            return { reached: true };
          },
        }),
      ]);
    });
  });

  afterAll(async () => {
    await t.app.close();
  });

  it('answers a refusal thrown anywhere in a handler with 403 and Graylog\'s body', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/refusing', headers: ADMIN });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      type: 'MissingStreamPermission',
      message: 'The search is referencing at least one stream you are not permitted to see.',
      streams: ['b', 'c'],
    });
  });

  it('searches the requested streams, an empty list finding nothing, or the readable ones when none is requested', () => {
    expect(effectiveStreams(['a', 'a'], ['a', 'b'])).toEqual(['a']);
    expect(effectiveStreams([], ['a'])).toEqual([]);
    expect(effectiveStreams(null, ['a', 'b'])).toEqual(['a', 'b']);
    expect(effectiveStreams(null, null)).toBeNull();
    expect(() => effectiveStreams(null, [])).toThrow(MissingStreamPermission);
  });
});

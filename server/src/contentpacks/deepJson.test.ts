// A body nested deeper than the JSON parser allows is a 400 naming the problem, never a 500 from a stack
// overflow in the walks after parsing; brackets inside strings do not count as nesting.
import { MAX_JSON_DEPTH, nestedDeeperThan, parseJsonBody } from '../http/json';
import { ADMIN, useTestApp, writing } from '../../test/helpers';

const nested = (levels: number, leaf = '1') => `${'['.repeat(levels)}${leaf}${']'.repeat(levels)}`;

describe('JSON nesting depth', () => {
  const t = useTestApp();

  it('refuses a pack nested 200,000 levels deep with a 400', async () => {
    const payload = `{"v":"1","id":"deep","rev":1,"name":"deep","summary":"","description":"","vendor":"","url":"","parameters":[],"entities":[{"v":"1","type":{"name":"stream","version":"1"},"id":"s","constraints":[],"data":${nested(200_000)}}]}`;
    const response = await t.app.inject({
      method: 'POST', url: '/api/system/content_packs', headers: { ...writing(ADMIN), 'content-type': 'application/json' }, payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^JSON nested too deeply/);
    const list = await t.app.inject({ method: 'GET', url: '/api/system/content_packs', headers: ADMIN });
    expect(list.json().total).toBe(0);
  });

  it('counts arrays and objects, not brackets inside strings, and accepts the limit itself', () => {
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestedDeeperThan(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`, MAX_JSON_DEPTH)).toBe(false);
    expect(nestedDeeperThan(`{"a":${nested(MAX_JSON_DEPTH)}}`, MAX_JSON_DEPTH)).toBe(true);
    const brackets = JSON.stringify({ text: '['.repeat(500), quoted: '\\"[[[' + '{'.repeat(500) });
    expect(nestedDeeperThan(brackets, MAX_JSON_DEPTH)).toBe(false);
    expect(parseJsonBody(brackets)).toEqual(JSON.parse(brackets));
    expect(() => parseJsonBody(nested(MAX_JSON_DEPTH + 1))).toThrow('JSON nested too deeply');
  });
});

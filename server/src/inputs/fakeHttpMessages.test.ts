// The generator's messages: realistic mixes and the deviation arithmetic.
import { fakeHttpMessage, withDeviation } from './fakeHttpMessages';

describe('fakeHttpMessage', () => {
  it('makes messages that agree with their fields', () => {
    const nowMs = Date.parse('2024-05-01T12:34:56.789Z');
    for (let n = 0; n < 500; n += 1) {
      const message = fakeHttpMessage('web.example.org', nowMs);
      expect(message.message).toBe(`${message.http_method} ${message.resource} [${message.http_response_code}] ${message.took_ms}ms`);
      expect(message).toMatchObject({ source: 'web.example.org', timestamp: '2024-05-01T12:34:56.789Z', ingest_time_hour: 12, ingest_time_month: 5 });
    }
  });

  it('mostly answers successfully, with the status fitting the method', () => {
    const messages = Array.from({ length: 2000 }, () => fakeHttpMessage('s', 0));
    const ok = messages.filter((message) => Number(message.http_response_code) < 500);
    expect(ok.length / messages.length).toBeGreaterThan(0.95);
    for (const message of ok) {
      const expected = { GET: 200, PUT: 200, POST: 201, DELETE: 204 }[String(message.http_method)];
      expect(message.http_response_code).toBe(expected);
    }
    const gets = messages.filter((message) => message.http_method === 'GET').length;
    expect(gets / messages.length).toBeGreaterThan(0.75);
  });

  it('produces a timeout when the dice say so', () => {
    // Sequence: method roll, resource, user, success roll (fails), timeout roll (yes), then deviation rolls.
    const rolls = [0.1, 0.5, 0.5, 0.99, 0.1, 0.5, 0.9];
    let next = 0;
    const message = fakeHttpMessage('s', 0, () => rolls[next++ % rolls.length]);
    expect(message.http_response_code).toBe(504);
    expect(Number(message.took_ms)).toBeGreaterThan(4000);
  });
});

describe('withDeviation', () => {
  it('stays within the percentage and never below 1', () => {
    expect(withDeviation(100, 0, Math.random)).toBe(100);
    for (let n = 0; n < 200; n += 1) {
      const value = withDeviation(500, 50, Math.random);
      expect(value).toBeGreaterThanOrEqual(250);
      expect(value).toBeLessThanOrEqual(750);
    }
    expect(withDeviation(1, 99, () => 0.1)).toBeGreaterThanOrEqual(1);
  });
});

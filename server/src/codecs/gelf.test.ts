import zlib from 'node:zlib';
import { decodeGelf, gelfCodec } from './gelf';
import type { CodecContext } from './types';
import { codecErrorOf } from './testSupport';

const NOW = Date.parse('2024-05-01T12:00:00.000Z');

function context(configuration: Record<string, unknown> = {}): CodecContext {
  return { remoteAddress: '192.0.2.10', nowMs: NOW, configuration };
}

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

const reason = codecErrorOf;

const minimal = { version: '1.1', host: 'web-1', short_message: 'Hello' };

describe('GELF codec', () => {
  it('is named gelf', () => {
    expect(gelfCodec.name).toBe('gelf');
  });

  it('decodes the standard fields and keeps additional fields without their underscore', () => {
    const fields = decodeGelf(
      json({
        version: '1.1',
        host: 'example.org',
        short_message: 'A short message that helps you identify what is going on',
        full_message: 'Backtrace here\n\nmore stuff',
        timestamp: 1385053862.3072,
        level: 1,
        facility: 'payments',
        file: '/srv/app.rb',
        line: 356,
        _user_id: 9001,
        _some_info: 'foo',
        _some_env_var: 'bar',
        _ok: true,
      }),
      context(),
    );
    expect(fields).toEqual({
      message: 'A short message that helps you identify what is going on',
      source: 'example.org',
      timestamp: '2013-11-21T17:11:02.307Z',
      full_message: 'Backtrace here\n\nmore stuff',
      level: 1,
      facility: 'payments',
      file: '/srv/app.rb',
      line: 356,
      user_id: 9001,
      some_info: 'foo',
      some_env_var: 'bar',
      ok: true,
    });
  });

  it('uses the reception time when the timestamp is absent or invalid', () => {
    expect(decodeGelf(json(minimal), context()).timestamp).toBe('2024-05-01T12:00:00.000Z');
    expect(decodeGelf(json({ ...minimal, timestamp: 'soon' }), context()).timestamp).toBe('2024-05-01T12:00:00.000Z');
    expect(decodeGelf(json({ ...minimal, timestamp: -5 }), context()).timestamp).toBe('2024-05-01T12:00:00.000Z');
    expect(decodeGelf(json({ ...minimal, timestamp: 1e300 }), context()).timestamp).toBe('2024-05-01T12:00:00.000Z');
    expect(decodeGelf(json({ ...minimal, timestamp: '1700000000.5' }), context()).timestamp).toBe('2023-11-14T22:13:20.500Z');
  });

  it('rounds fractional seconds to milliseconds', () => {
    expect(decodeGelf(json({ ...minimal, timestamp: 1700000000.1239 }), context()).timestamp).toBe('2023-11-14T22:13:20.124Z');
  });

  it('accepts "message" when "short_message" is missing', () => {
    expect(decodeGelf(json({ host: 'h', message: 'from message' }), context()).message).toBe('from message');
  });

  it('ignores _id, version and reserved names, and drops invalid field names', () => {
    const fields = decodeGelf(
      json({
        ...minimal,
        _id: 'abc',
        _gl2_source_input: 'spoofed',
        _streams: 'x',
        _source: 'other',
        _host: 'again',
        'bad key': 1,
        '_sp ace': 2,
        '_ok.name-1': 3,
        '_mail@example': 4,
        _null: null,
        _toString: 'kept',
      }),
      context(),
    );
    expect(fields).toEqual({
      message: 'Hello',
      source: 'web-1',
      timestamp: '2024-05-01T12:00:00.000Z',
      'ok.name-1': 3,
      'mail@example': 4,
      toString: 'kept',
    });
  });

  it('stores nested objects and arrays as JSON text', () => {
    const fields = decodeGelf(json({ ...minimal, _obj: { a: [1, 2] }, _list: ['x', 'y'] }), context());
    expect(fields.obj).toBe('{"a":[1,2]}');
    expect(fields.list).toBe('["x","y"]');
  });

  it('keeps a numeric text level as a number and drops a level that is no number', () => {
    expect(decodeGelf(json({ ...minimal, level: '3' }), context()).level).toBe(3);
    expect(decodeGelf(json({ ...minimal, level: 'ERROR' }), context())).not.toHaveProperty('level');
  });

  it('uses override_source when configured', () => {
    expect(decodeGelf(json(minimal), context({ override_source: 'fixed' })).source).toBe('fixed');
    expect(decodeGelf(json(minimal), context({ override_source: ' ' })).source).toBe('web-1');
  });

  it('decodes gzip and zlib compressed payloads', () => {
    const body = json({ ...minimal, _n: 1 });
    for (const compressed of [zlib.gzipSync(body), zlib.deflateSync(body), zlib.deflateSync(body, { level: 1 }), zlib.deflateSync(body, { level: 9 })]) {
      expect(decodeGelf(compressed, context())).toMatchObject({ message: 'Hello', n: 1 });
    }
  });

  it('refuses a compressed payload larger than the decompression limit', () => {
    const big = zlib.gzipSync(json({ ...minimal, full_message: 'x'.repeat(10_000) }));
    expect(reason(() => decodeGelf(big, context({ decompress_size_limit: 1000 })))).toBe(
      'Decompressed GELF message is larger than the limit of 1000 bytes',
    );
    expect(decodeGelf(big, context({ decompress_size_limit: 100_000 })).full_message).toHaveLength(10_000);
  });

  it('refuses corrupt compressed data with the reason', () => {
    const corrupt = Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from('not really gzip')]);
    expect(reason(() => decodeGelf(corrupt, context()))).toMatch(/^Invalid gzip compressed GELF message: /);
    expect(reason(() => decodeGelf(Buffer.from([0x78, 0x9c, 1, 2, 3]), context()))).toMatch(/^Invalid zlib compressed GELF message: /);
  });

  it.each([
    ['an empty payload', Buffer.alloc(0), 'Empty GELF message'],
    ['invalid JSON', Buffer.from('{"host": '), /^Invalid JSON: /],
    ['a JSON array', Buffer.from('[1,2]'), 'GELF message must be a JSON object, not an array'],
    ['a JSON string', Buffer.from('"text"'), 'GELF message must be a JSON object, not string'],
    ['JSON null', Buffer.from('null'), 'GELF message must be a JSON object, not null'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'Invalid UTF-8 in payload'],
    ['no host', json({ short_message: 'x' }), 'GELF message has no "host" field'],
    ['an empty host', json({ host: '  ', short_message: 'x' }), 'GELF message has no "host" field'],
    ['a numeric host', json({ host: 5, short_message: 'x' }), 'GELF message has an invalid "host" field: it must be a string'],
    ['no short_message', json({ host: 'h' }), 'GELF message has no "short_message" field'],
    ['an empty short_message', json({ host: 'h', short_message: '' }), 'GELF message has no "short_message" field'],
    ['a numeric version', json({ ...minimal, version: 1.1 }), 'GELF message has an invalid "version" field: it must be a string'],
  ])('refuses %s', (_name, payload, expected) => {
    const message = reason(() => decodeGelf(payload, context()));
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });

  it('decodes payloads in a configured encoding', () => {
    const latin1 = Buffer.from('{"host":"h","short_message":"caf\u00e9"}', 'latin1');
    expect(decodeGelf(latin1, context({ charset_name: 'ISO-8859-1' })).message).toBe('café');
    expect(reason(() => decodeGelf(latin1, context({ charset_name: 'no-such-charset' })))).toBe('Unknown character encoding "no-such-charset"');
  });

  it('decodes well over 50k small messages per second', () => {
    const payload = json({ version: '1.1', host: 'bench', short_message: 'benchmark message', level: 6, _a: 'x', _b: 2 });
    const count = 50_000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) decodeGelf(payload, context());
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // About 0.2 s here; the bound is the 50k/s floor, so a busy shared test machine does not make it flaky.
    expect(seconds).toBeLessThan(1);
  });
});

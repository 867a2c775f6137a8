// What the GELF output puts on the wire: GELF 1.1 with the standard keys and every other field as
// `_<name>`, and chunks that Graylog's (and our own) GELF UDP input put back together.
import { GelfChunkAssembler } from '../codecs/gelfChunks';
import { decodeGelf } from '../codecs/gelf';
import { CHUNK_DATA_SIZE, FORWARDER, gelfPayload, MessageTooLarge, toGelf, udpDatagrams } from './gelf';

const NOW = Date.parse('2024-05-01T12:00:00Z');

const stored = {
  _id: 'f7a3c2d0-0000-4000-8000-000000000001',
  message: 'order 17 paid',
  source: 'shop-1',
  timestamp: '2024-05-01T11:59:58.250Z',
  full_message: 'order 17 paid\nby card',
  level: 6,
  streams: ['000000000000000000000001', '65f000000000000000000001'],
  gl2_source_input: '65f0000000000000000000aa',
  app: 'shop',
  amount: 12.5,
  paid: true,
  tags: ['a', 'b'],
  'odd@name': 'x',
};

describe('toGelf', () => {
  it('maps the standard fields and sends every other field as an additional field', () => {
    expect(toGelf(stored, NOW)).toEqual({
      version: '1.1',
      host: 'shop-1',
      short_message: 'order 17 paid',
      full_message: 'order 17 paid\nby card',
      timestamp: 1714564798.25,
      level: 6,
      _forwarder: FORWARDER,
      _gl2_source_input: '65f0000000000000000000aa',
      _app: 'shop',
      _amount: 12.5,
      _paid: 'true',
      _tags: '["a","b"]',
    });
  });

  it('leaves out `_id` (GELF forbids it), the routing, and names GELF does not allow', () => {
    const gelf = toGelf(stored, NOW);
    expect(gelf).not.toHaveProperty('__id');
    expect(gelf).not.toHaveProperty('_streams');
    expect(gelf).not.toHaveProperty('_odd@name');
  });

  it('sends a level outside GELF levels as an additional field, and stands in for missing basics', () => {
    expect(toGelf({ message: '', level: 'warn', timestamp: 'not a date' }, NOW)).toEqual({
      version: '1.1',
      host: 'unknown',
      short_message: '-',
      timestamp: NOW / 1000,
      _level: 'warn',
      _forwarder: FORWARDER,
    });
    expect(toGelf({ message: 'm', source: 's', timestamp: '2024-05-01T12:00:00.000Z', level: '3' }, NOW).level).toBe(3);
  });

  it('is read back by the GELF codec as the same message', () => {
    const decoded = decodeGelf(gelfPayload(stored, NOW), { configuration: {}, nowMs: NOW, remoteAddress: '127.0.0.1' });
    expect(decoded).toMatchObject({
      message: 'order 17 paid',
      source: 'shop-1',
      timestamp: '2024-05-01T11:59:58.250Z',
      full_message: 'order 17 paid\nby card',
      level: 6,
      app: 'shop',
      amount: 12.5,
      forwarder: FORWARDER,
    });
  });
});

describe('udpDatagrams', () => {
  it('sends a message that fits one chunk as it is', () => {
    const payload = Buffer.alloc(CHUNK_DATA_SIZE, 'a');
    expect(udpDatagrams(payload)).toEqual([payload]);
  });

  it('splits a larger message into GELF chunks with one message id and a sequence', () => {
    const payload = Buffer.from('x'.repeat(CHUNK_DATA_SIZE * 2 + 100));
    const id = Buffer.from('0123456789abcdef', 'hex');
    const chunks = udpDatagrams(payload, id);
    expect(chunks).toHaveLength(3);
    chunks.forEach((chunk, sequence) => {
      expect([...chunk.subarray(0, 2)]).toEqual([0x1e, 0x0f]);
      expect(chunk.subarray(2, 10)).toEqual(id);
      expect([chunk[10], chunk[11]]).toEqual([sequence, 3]);
    });
    expect(chunks.map((chunk) => chunk.length - 12)).toEqual([CHUNK_DATA_SIZE, CHUNK_DATA_SIZE, 100]);
    expect(Buffer.concat(chunks.map((chunk) => chunk.subarray(12)))).toEqual(payload);
  });

  it('makes chunks a GELF UDP input reassembles, whatever order they arrive in', () => {
    const message = { ...stored, message: 'big '.repeat(2000) };
    const chunks = udpDatagrams(gelfPayload(message, NOW)).reverse();
    const assembler = new GelfChunkAssembler();
    const results = chunks.map((chunk) => assembler.add(chunk, NOW, '127.0.0.1:5000'));
    const whole = results.at(-1);
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(whole && decodeGelf(whole, { configuration: {}, nowMs: NOW, remoteAddress: '127.0.0.1' }).message).toBe(message.message);
  });

  it('refuses a message that needs more than 128 chunks', () => {
    expect(() => udpDatagrams(Buffer.alloc(CHUNK_DATA_SIZE * 128 + 1))).toThrow(MessageTooLarge);
    expect(udpDatagrams(Buffer.alloc(CHUNK_DATA_SIZE * 128))).toHaveLength(128);
  });
});

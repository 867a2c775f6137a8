import zlib from 'node:zlib';
import { decodeGelf } from './gelf';
import { GelfChunkAssembler, GELF_CHUNK_TIMEOUT_MS } from './gelfChunks';

import { codecErrorOf } from './testSupport';

const NOW = Date.parse('2024-05-01T12:00:00.000Z');

function chunk(id: string, sequence: number, count: number, data: Buffer | string): Buffer {
  const header = Buffer.alloc(12);
  header[0] = 0x1e;
  header[1] = 0x0f;
  header.write(id.padEnd(8, '-').slice(0, 8), 2, 'latin1');
  header[10] = sequence;
  header[11] = count;
  return Buffer.concat([header, Buffer.isBuffer(data) ? data : Buffer.from(data)]);
}

/** Splits a payload into `count` chunks of message `id`. */
function split(id: string, payload: Buffer, count: number): Buffer[] {
  const size = Math.ceil(payload.length / count);
  return Array.from({ length: count }, (_, i) => chunk(id, i, count, payload.subarray(i * size, (i + 1) * size)));
}

const codecError = codecErrorOf;

describe('GelfChunkAssembler', () => {
  it('returns datagrams that are not chunked unchanged', () => {
    const assembler = new GelfChunkAssembler();
    const datagram = Buffer.from('{"host":"h","short_message":"m"}');
    expect(assembler.add(datagram, NOW)).toBe(datagram);
    expect(assembler.inFlight).toBe(0);
  });

  it('reassembles chunks arriving out of order', () => {
    const assembler = new GelfChunkAssembler();
    const payload = Buffer.from('{"host":"h","short_message":"reassembled from three chunks"}');
    const [first, second, third] = split('msg00001', payload, 3);
    expect(assembler.add(third, NOW)).toBeNull();
    expect(assembler.add(first, NOW)).toBeNull();
    expect(assembler.inFlight).toBe(1);
    const whole = assembler.add(second, NOW);
    expect(whole?.toString()).toBe(payload.toString());
    expect(assembler.inFlight).toBe(0);
  });

  it('ignores a repeated chunk', () => {
    const assembler = new GelfChunkAssembler();
    const payload = Buffer.from('0123456789abcdef');
    const [first, second] = split('dupdupdu', payload, 2);
    expect(assembler.add(first, NOW)).toBeNull();
    expect(assembler.add(first, NOW)).toBeNull();
    expect(assembler.add(second, NOW)?.toString()).toBe('0123456789abcdef');
  });

  it('keeps messages with the same id from different senders apart', () => {
    const assembler = new GelfChunkAssembler();
    expect(assembler.add(chunk('sameid00', 0, 2, 'a-'), NOW, '10.0.0.1:1000')).toBeNull();
    expect(assembler.add(chunk('sameid00', 0, 2, 'b-'), NOW, '10.0.0.2:1000')).toBeNull();
    expect(assembler.add(chunk('sameid00', 1, 2, 'A'), NOW, '10.0.0.1:1000')?.toString()).toBe('a-A');
    expect(assembler.add(chunk('sameid00', 1, 2, 'B'), NOW, '10.0.0.2:1000')?.toString()).toBe('b-B');
  });

  it('joins the chunks of one message sent from several ports of the same host', () => {
    const assembler = new GelfChunkAssembler();
    expect(assembler.add(chunk('ports000', 0, 2, 'x-'), NOW, '10.0.0.1:1000')).toBeNull();
    expect(assembler.add(chunk('ports000', 1, 2, 'X'), NOW, '10.0.0.1:1001')?.toString()).toBe('x-X');
    expect(assembler.add(chunk('ports001', 0, 2, 'y-'), NOW, '[::1]:1000')).toBeNull();
    expect(assembler.add(chunk('ports001', 1, 2, 'Y'), NOW, '[::1]:1001')?.toString()).toBe('y-Y');
  });

  it('returns the data of a single-chunk message at once', () => {
    expect(new GelfChunkAssembler().add(chunk('single00', 0, 1, 'whole'), NOW)?.toString()).toBe('whole');
  });

  it('reassembles a compressed payload that the codec then decodes', () => {
    const assembler = new GelfChunkAssembler();
    const payload = zlib.gzipSync(Buffer.from(JSON.stringify({ host: 'h', short_message: 'm', _blob: 'z'.repeat(5000) })));
    const chunks = split('gzipped0', payload, 4).reverse();
    let whole: Buffer | null = null;
    for (const part of chunks) whole = assembler.add(part, NOW);
    expect(whole).not.toBeNull();
    const fields = decodeGelf(whole as Buffer, { remoteAddress: '192.0.2.1', nowMs: NOW, configuration: {} });
    expect(fields.blob).toBe('z'.repeat(5000));
  });

  it('drops incomplete messages after five seconds and counts them', () => {
    const assembler = new GelfChunkAssembler();
    assembler.add(chunk('missing1', 0, 2, 'a'), NOW);
    assembler.add(chunk('missing2', 1, 3, 'b'), NOW + 1000);
    expect(assembler.expire(NOW + GELF_CHUNK_TIMEOUT_MS)).toBe(0);
    expect(assembler.expire(NOW + GELF_CHUNK_TIMEOUT_MS + 1)).toBe(1);
    expect(assembler.inFlight).toBe(1);
    expect(assembler.expire(NOW + 1000 + GELF_CHUNK_TIMEOUT_MS + 1)).toBe(1);
    expect(assembler.inFlight).toBe(0);
    // The late chunk of an expired message starts over instead of completing it.
    expect(assembler.add(chunk('missing1', 1, 2, 'c'), NOW + 7000)).toBeNull();
  });

  it('drops the oldest message when too many are in flight, and reports it on expire', () => {
    const assembler = new GelfChunkAssembler({ maxMessages: 2 });
    assembler.add(chunk('first000', 0, 2, 'a'), NOW);
    assembler.add(chunk('second00', 0, 2, 'b'), NOW);
    assembler.add(chunk('third000', 0, 2, 'c'), NOW);
    expect(assembler.inFlight).toBe(2);
    expect(assembler.add(chunk('second00', 1, 2, 'B'), NOW)?.toString()).toBe('bB');
    expect(assembler.add(chunk('third000', 1, 2, 'C'), NOW)?.toString()).toBe('cC');
    // The first message was dropped: its last chunk starts over.
    expect(assembler.add(chunk('first000', 1, 2, 'A'), NOW)).toBeNull();
    expect(assembler.expire(NOW)).toBe(1);
    expect(assembler.expire(NOW)).toBe(0);
  });

  it('bounds the bytes held by dropping the oldest messages', () => {
    const assembler = new GelfChunkAssembler({ maxBufferedBytes: 1 });
    const big = Buffer.alloc(60_000, 0x61);
    for (let i = 0; i < 200; i += 1) assembler.add(chunk(`big${String(i).padStart(5, '0')}`, 0, 2, big), NOW);
    // 128 chunks of the largest datagram is the floor of the limit: 139 such chunks fit, not 200.
    expect(assembler.inFlight).toBe(139);
    expect(assembler.expire(NOW)).toBe(61);
  });

  it.each([
    ['a chunk shorter than its header', Buffer.from([0x1e, 0x0f, 1, 2, 3]), /shorter than the 12 byte chunk header/],
    ['a sequence count of zero', chunk('zero0000', 0, 0, 'x'), 'GELF chunk has an invalid sequence count of 0 (allowed: 1 to 128)'],
    ['a sequence count above 128', chunk('many0000', 0, 129, 'x'), 'GELF chunk has an invalid sequence count of 129 (allowed: 1 to 128)'],
    ['a sequence number outside the count', chunk('outside0', 3, 3, 'x'), 'GELF chunk has sequence number 3, outside its sequence count of 3'],
  ])('refuses %s', (_name, datagram, expected) => {
    const message = codecError(() => new GelfChunkAssembler().add(datagram, NOW));
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });

  it('refuses a chunk whose count disagrees with the earlier chunks', () => {
    const assembler = new GelfChunkAssembler();
    assembler.add(chunk('disagree', 0, 3, 'a'), NOW);
    expect(codecError(() => assembler.add(chunk('disagree', 1, 4, 'b'), NOW))).toBe(
      'GELF chunk has a sequence count of 4, but earlier chunks of the message said 3',
    );
    assembler.add(chunk('disagree', 1, 3, 'b'), NOW);
    expect(assembler.add(chunk('disagree', 2, 3, 'c'), NOW)?.toString()).toBe('abc');
  });
});

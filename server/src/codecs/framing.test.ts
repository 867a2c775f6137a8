import { NewlineFramer, NullDelimitedFramer, SyslogOctetCountingFramer, type Framer } from './framing';
import { CodecError } from './types';

function texts(frames: Buffer[]): string[] {
  return frames.map((frame) => frame.toString());
}

/** Feeds `stream` in pieces of `size` bytes and collects every frame. */
function feed(framer: Framer, stream: string, size: number): string[] {
  const bytes = Buffer.from(stream);
  const frames: string[] = [];
  for (let at = 0; at < bytes.length; at += size) frames.push(...texts(framer.push(bytes.subarray(at, at + size))));
  return frames;
}

describe('NullDelimitedFramer', () => {
  const stream = '{"short_message":"one"}\0{"short_message":"two"}\0\0{"short_message":"three"}\0';

  it.each([1, 2, 5, 7, 1000])('finds the same frames in pieces of %i bytes', (size) => {
    expect(feed(new NullDelimitedFramer(), stream, size)).toEqual([
      '{"short_message":"one"}',
      '{"short_message":"two"}',
      '{"short_message":"three"}',
    ]);
  });

  it('returns frames inside one chunk without copying them', () => {
    const chunk = Buffer.from('abc\0');
    const [frame] = new NullDelimitedFramer().push(chunk);
    expect(frame.buffer).toBe(chunk.buffer);
  });

  it('hands out an unterminated last frame at the end of the stream', () => {
    const framer = new NullDelimitedFramer();
    expect(framer.push(Buffer.from('{"a":1}\0{"b"'))).toHaveLength(1);
    expect(framer.push(Buffer.from(':2}'))).toEqual([]);
    expect(framer.finish()?.toString()).toBe('{"b":2}');
    expect(framer.finish()).toBeNull();
  });

  it('throws when a frame grows beyond the limit, even across chunks', () => {
    const framer = new NullDelimitedFramer(10);
    expect(framer.push(Buffer.from('0123456789\0'))).toHaveLength(1);
    expect(framer.push(Buffer.from('012345'))).toEqual([]);
    expect(() => framer.push(Buffer.from('6789X'))).toThrow(new CodecError('Frame is larger than the limit of 10 bytes'));
  });
});

describe('NewlineFramer', () => {
  it.each([1, 3, 4, 100])('splits LF and CRLF lines in pieces of %i bytes and skips empty lines', (size) => {
    expect(feed(new NewlineFramer(), 'first line\r\nsecond\n\n\r\nthird\n', size)).toEqual(['first line', 'second', 'third']);
  });

  it('keeps a last line without newline for finish()', () => {
    const framer = new NewlineFramer();
    expect(texts(framer.push(Buffer.from('a\nb')))).toEqual(['a']);
    expect(framer.finish()?.toString()).toBe('b');
  });

  it('throws for an overlong line', () => {
    expect(() => new NewlineFramer(4).push(Buffer.from('12345\n'))).toThrow(CodecError);
  });
});

describe('SyslogOctetCountingFramer', () => {
  const first = '<34>1 2003-10-11T22:14:15.003Z host su - ID47 - line one\nwith a newline inside';
  const second = '<13>Oct 11 22:14:15 host app: two';
  const third = '<14>May  1 11:00:00 host three';

  it.each([1, 2, 3, 9, 1000])('handles counted and newline frames mixed, in pieces of %i bytes', (size) => {
    const stream = `${Buffer.byteLength(first)} ${first}${second}\r\n${Buffer.byteLength(third)} ${third}\n${second}\n`;
    expect(feed(new SyslogOctetCountingFramer(), stream, size)).toEqual([first, second, third, second]);
  });

  it('counts bytes, not characters', () => {
    const text = '<13>Oct 11 22:14:15 host app: caf\u00e9 \u{1F600}';
    expect(feed(new SyslogOctetCountingFramer(), `${Buffer.byteLength(text)} ${text}${Buffer.byteLength(text)} ${text}`, 5)).toEqual([text, text]);
  });

  it('treats digits not followed by a space as the start of a line', () => {
    expect(feed(new SyslogOctetCountingFramer(), '2024-05-01 plain line\n', 4)).toEqual(['2024-05-01 plain line']);
  });

  it('throws when a count exceeds the limit, before reading the frame', () => {
    const framer = new SyslogOctetCountingFramer(100);
    expect(() => framer.push(Buffer.from('101 <13>'))).toThrow(new CodecError('Frame is larger than the limit of 100 bytes'));
    // The framer starts over afterwards.
    expect(texts(framer.push(Buffer.from('5 <13>x')))).toEqual(['<13>x']);
  });

  it('throws for an overlong newline frame', () => {
    expect(() => new SyslogOctetCountingFramer(8).push(Buffer.from('<13>123456789'))).toThrow(CodecError);
  });

  it('gives a last unterminated line at the end, but not a cut-short counted frame', () => {
    const lineFramer = new SyslogOctetCountingFramer();
    lineFramer.push(Buffer.from('<13>tail'));
    expect(lineFramer.finish()?.toString()).toBe('<13>tail');
    const countedFramer = new SyslogOctetCountingFramer();
    countedFramer.push(Buffer.from('20 <13>short'));
    expect(countedFramer.finish()).toBeNull();
  });
});

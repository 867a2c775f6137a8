import { decodeRaw, rawCodec } from './raw';
import { CodecError, type CodecContext } from './types';

const NOW = Date.parse('2024-05-01T12:00:00.000Z');

function context(configuration: Record<string, unknown> = {}): CodecContext {
  return { remoteAddress: '198.51.100.4', nowMs: NOW, configuration };
}

describe('raw codec', () => {
  it('is named raw', () => {
    expect(rawCodec.name).toBe('raw');
  });

  it('takes the text as message, the sender as source and the reception time', () => {
    expect(decodeRaw(Buffer.from('disk /dev/sda1 is 91% full\r\n'), context())).toEqual({
      message: 'disk /dev/sda1 is 91% full',
      source: '198.51.100.4',
      timestamp: '2024-05-01T12:00:00.000Z',
    });
  });

  it('keeps inner line breaks and surrounding spaces', () => {
    expect(decodeRaw(Buffer.from('  first\nsecond  \n'), context()).message).toBe('  first\nsecond  ');
  });

  it('uses override_source when it is not blank', () => {
    expect(decodeRaw(Buffer.from('x'), context({ override_source: 'app-server' })).source).toBe('app-server');
    expect(decodeRaw(Buffer.from('x'), context({ override_source: '' })).source).toBe('198.51.100.4');
  });

  it.each([['an empty payload', ''], ['a bare line break', '\r\n']])('refuses %s', (_name, text) => {
    expect(() => decodeRaw(Buffer.from(text), context())).toThrow(new CodecError('Empty message'));
  });

  it('refuses invalid UTF-8 unless another encoding is configured', () => {
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9]);
    expect(() => decodeRaw(latin1, context())).toThrow(new CodecError('Invalid UTF-8 in payload'));
    expect(decodeRaw(latin1, context({ charset_name: 'ISO-8859-1' })).message).toBe('café');
  });
});

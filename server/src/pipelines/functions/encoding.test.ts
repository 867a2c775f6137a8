import { createHash } from 'node:crypto';
import { call } from './testing';

describe('hashes', () => {
  it('answer the hex digest of the UTF-8 bytes', () => {
    expect(call('md5', { value: 'abc' })).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(call('sha1', { value: 'abc' })).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(call('sha256', { value: 'abc' })).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(call('sha256', { value: 'é' })).toBe(createHash('sha256').update(Buffer.from([0xc3, 0xa9])).digest('hex'));
    expect(() => call('md5', { value: null })).toThrow("Argument 'value' cannot be 'null'");
  });
});

describe('base encodings', () => {
  it('base64 encodes UTF-8 and decodes strictly', () => {
    expect(call('base64_encode', { value: 'héllo?' })).toBe('aMOpbGxvPw==');
    expect(call('base64_encode', { value: 'héllo?', omit_padding: true })).toBe('aMOpbGxvPw');
    expect(call('base64_decode', { value: 'aMOpbGxvPw==' })).toBe('héllo?');
    expect(call('base64_decode', { value: 'aMOpbGxvPw' })).toBe('héllo?');
    expect(() => call('base64_decode', { value: 'not base64!' })).toThrow(/unrecognized character/);
    expect(() => call('base64_decode', { value: 'abcde' })).toThrow(/invalid input length/);
  });

  it('base64url and base16', () => {
    expect(call('base64url_encode', { value: 'ü?>' })).toBe('w7w_Pg==');
    expect(call('base64url_decode', { value: 'w7w_Pg==' })).toBe('ü?>');
    expect(call('base16_encode', { value: 'hi' })).toBe('6869');
    expect(call('base16_decode', { value: '6869' })).toBe('hi');
    expect(() => call('base16_decode', { value: '686' })).toThrow(/invalid input length/);
  });
});

import { UlidGenerator } from './ulid';

describe('UlidGenerator', () => {
  it('writes 26 Crockford base32 characters starting with the time', () => {
    const id = new UlidGenerator().next(Date.parse('2024-05-01T12:00:00Z'));
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    // 1714564800000 ms in base32, 10 characters.
    expect(id.slice(0, 10)).toBe('01HWT0D7G0');
  });

  it('increases within one millisecond and across them', () => {
    const generator = new UlidGenerator();
    const ids = [generator.next(1000), generator.next(1000), generator.next(1000), generator.next(1001), generator.next(999)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('UlidGenerator within one millisecond', () => {
  it('carries an increment from the low 40 random bits into the high ones', () => {
    // High half 0x7f…/2, low half at its largest: the next id in the same millisecond has to carry.
    const generator = new UlidGenerator(() => Buffer.from([0, 0, 0, 0, 2, 0xff, 0xff, 0xff, 0xff, 0xff]));
    const first = generator.next(1000);
    const second = generator.next(1000);
    expect(first.slice(10)).toBe('00000001ZZZZZZZZ');
    expect(second.slice(10)).toBe('0000000200000000');
    expect(second > first).toBe(true);
  });
});

import { compileDatePattern } from './dateFormat';

describe('Joda date patterns', () => {
  it('reads the parts a pattern names', () => {
    expect(compileDatePattern("yyyy-MM-dd'T'HH:mm:ss.SSSZZ").parse('2024-03-05T14:07:09.5+01:00')).toEqual({
      year: 2024, month: 3, day: 5, hour: 14, minute: 7, second: 9, millis: 500, offsetMs: 3_600_000,
    });
  });

  it('keeps a two-digit year for the pivot, and reads more digits as the year', () => {
    expect(compileDatePattern('yy').parse('24')).toEqual({ twoDigitYear: 24 });
    expect(compileDatePattern('yy').parse('1999')).toEqual({ year: 1999 });
  });

  it('reads adjacent numbers with fixed widths', () => {
    expect(compileDatePattern('HHmm').parse('0705')).toEqual({ hour: 7, minute: 5 });
  });

  it('treats quoted text and punctuation as literals, ignoring case', () => {
    expect(compileDatePattern("'at' HH 'o''clock'").parse("AT 09 o'clock")).toEqual({ hour: 9 });
  });

  it('reads names of other locales too', () => {
    expect(compileDatePattern('d MMMM yyyy', 'de').parse('5 März 2024')).toEqual({ day: 5, month: 3, year: 2024 });
  });

  it('says whether a zone is mentioned, as Graylog checks it', () => {
    expect(compileDatePattern('yyyy Z').mentionsZone).toBe(true);
    expect(compileDatePattern('yyyy').mentionsZone).toBe(false);
  });

  it('refuses unknown letters and unterminated quotes', () => {
    expect(() => compileDatePattern('yyyy-ww')).toThrow('Illegal pattern component: ww');
    expect(() => compileDatePattern("yyyy 'open")).toThrow('Unterminated quote');
  });
});

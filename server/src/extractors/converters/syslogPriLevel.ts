// A syslog PRI value (facility × 8 + severity) becomes its severity. Graylog's converter answers the
// severity number (0-7), the same value its syslog inputs store in `level`; text that is not a whole
// number is left as it was.
import { valueConverter, type ConverterFactory } from './types';

/** The PRI in `value` (an int as Java's Ints.tryParse reads it), or null. */
export function parsePri(value: string): number | null {
  if (!/^-?\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= -2_147_483_648 && number <= 2_147_483_647 ? number : null;
}

export const facilityOf = (pri: number): number => pri >> 3;

export const syslogPriLevelConverter: ConverterFactory = () =>
  valueConverter((value) => {
    const pri = parsePri(value);
    return pri === null ? value : pri - (facilityOf(pri) << 3);
  });

// Graylog tries int, long, then double; JavaScript has one number type, so a value is converted when
// the whole string is a decimal number, and left as it was otherwise.
import { valueConverter, type ConverterFactory } from './types';

const INTEGER = /^[+-]?\d+$/;
// Java's Double.parseDouble accepts these forms (and a trailing d/f type suffix).
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[dDfF]?$/;

export function toNumber(value: string): number | string {
  const text = value.trim();
  if (INTEGER.test(text)) {
    const number = Number(text);
    return Number.isSafeInteger(number) ? number : Number.parseFloat(text);
  }
  if (DECIMAL.test(text)) return Number.parseFloat(text.replace(/[dDfF]$/, ''));
  return value;
}

export const numericConverter: ConverterFactory = () => valueConverter(toNumber);

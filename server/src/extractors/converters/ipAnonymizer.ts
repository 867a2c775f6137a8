// Replaces the last octet of every IPv4 address in the value with "xxx".
import { valueConverter, type ConverterFactory } from './types';

const IPV4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})/g;

export function anonymizeIpv4(value: string): string {
  return value.replace(IPV4, '$1.$2.$3.xxx');
}

export const ipAnonymizerConverter: ConverterFactory = () => valueConverter(anonymizeIpv4);

import { valueConverter, type ConverterFactory } from './types';

export const uppercaseConverter: ConverterFactory = () => valueConverter((value) => value.toUpperCase());

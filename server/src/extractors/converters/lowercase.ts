import { valueConverter, type ConverterFactory } from './types';

export const lowercaseConverter: ConverterFactory = () => valueConverter((value) => value.toLowerCase());

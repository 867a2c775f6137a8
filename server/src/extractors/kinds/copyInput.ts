import type { ExtractorKind } from './types';

export const copyInput: ExtractorKind = () => (text) => [{ value: text, begin: 0, end: text.length }];

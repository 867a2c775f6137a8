import { converter } from './testing';

it('lowercase converter lowers every letter', () => {
  expect(converter('lowercase').convert('HeLLo ÄÖ')).toBe('hello äö');
});

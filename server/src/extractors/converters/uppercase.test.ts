import { converter } from './testing';

it('uppercase converter raises every letter', () => {
  expect(converter('uppercase').convert('HeLLo äö')).toBe('HELLO ÄÖ');
});

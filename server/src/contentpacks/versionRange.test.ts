// npm ranges as Graylog's content pack constraints use them, checked against server versions.
import { parseVersionRange, satisfies } from './versionRange';

const holds = (version: string, range: string) => {
  const parsed = parseVersionRange(range);
  if (!parsed) throw new Error(`not a range: ${range}`);
  return satisfies(version, parsed);
};

describe('version ranges', () => {
  it.each([
    ['4.0.0', '>=4.0.0', true],
    ['4.0.0', '>=4.0.17+1d8ef9f', false],
    ['4.0.17', '>=4.0.17+1d8ef9f', true],
    ['4.0.0', '>= 3.0', true],
    ['4.0.0', '>4', false],
    ['4.0.0', '>3', true],
    ['4.0.0', '<=4', true],
    ['4.0.0', '<4.0.0', false],
    ['4.0.0', '^4.0', true],
    ['5.0.0', '^4.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['4.0.9', '~4.0.1', true],
    ['4.1.0', '~4.0.1', false],
    ['4.0.3', '4.0.x', true],
    ['4.1.0', '4.0.x', false],
    ['4.0.0', '*', true],
    ['4.0.0', '', true],
    ['4.0.0', '4.0.0', true],
    ['4.0.0', '=4.0.1', false],
    ['4.0.0', '3.0.0 - 4.0.0', true],
    ['4.0.1', '3.0.0 - 4.0.0', false],
    ['4.0.0', '<3 || >=4 <5', true],
    ['4.0.0', '>=4.0.0-beta.1', true],
    ['4.0.0-SNAPSHOT', '>=4.0.0', true],
  ])('%s against "%s": %s', (version, range, expected) => {
    expect(holds(version, range)).toBe(expected);
  });

  it.each(['soon', '>=four', '4.0.0.0', '>= 4 - 5'])('refuses "%s"', (range) => {
    expect(parseVersionRange(range)).toBeNull();
  });
});

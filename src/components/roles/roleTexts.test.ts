import { permissionProblem } from './permissionCatalogue';
import { summarizeUsers } from './roleTexts';

const users = (...names: Array<string>) => names.map((username, index) => ({ id: `u${index}`, username }));

describe('summarizeUsers', () => {
  it.each([
    [[], 'nobody'],
    [['jane'], 'jane'],
    [['jane', 'bob'], 'jane and bob'],
    [['jane', 'bob', 'carl'], 'jane, bob and carl'],
    [['jane', 'bob', 'carl', 'dora', 'emil'], 'jane, bob and 3 more'],
  ])('words %j as "%s"', (names, expected) => {
    expect(summarizeUsers(users(...names))).toBe(expected);
  });
});

describe('permissionProblem', () => {
  it('accepts permission strings, including wildcards and ids', () => {
    expect(permissionProblem('streams:read', [])).toBeUndefined();
    expect(permissionProblem('streams:read,edit:000000000000000000000001', [])).toBeUndefined();
    expect(permissionProblem('*', [])).toBeUndefined();
  });

  it('refuses empty, spaced, malformed and repeated permissions', () => {
    expect(permissionProblem('', [])).toMatch(/Enter a permission/);
    expect(permissionProblem('streams: read', [])).toMatch(/no spaces/);
    expect(permissionProblem('streams::read', [])).toMatch(/single colons/);
    expect(permissionProblem(':read', [])).toMatch(/single colons/);
    expect(permissionProblem('Streams:Read', ['streams:read'])).toBe('The role grants Streams:Read already.');
  });
});

import { implies, isPermitted } from './permissions';

describe('permission matcher', () => {
  it.each([
    ['a:b:c', 'a:b:c'],
    ['a:b', 'a:b:c'],
    ['a:b:*', 'a:b:c'],
    ['a', 'a:b:c'],
    ['a:*', 'a:b:c'],
    ['*', 'a:b:c'],
    ['*', 'a:b'],
    ['a:b:*', 'a:b'],
    ['a:*:*', 'a:b'],
    ['a:b', 'a:b'],
    ['a:read,edit:c', 'a:edit:c'],
    ['a:b:x,c', 'a:b:c'],
    ['USERS:READ:Jane', 'users:read:jane'],
  ])('%s grants %s', (granted, required) => {
    expect(implies(granted, required)).toBe(true);
  });

  it.each([
    ['a:b:id', 'a:b'],
    ['a:b:c', 'a:b:d'],
    ['a:b', 'a:c'],
    ['a:b:c', 'a'],
    ['b', 'a:b:c'],
    ['a:read,edit:c', 'a:delete:c'],
    ['', 'a:b'],
    ['a:b', ''],
    ['users:read:jane', 'users:read:janet'],
  ])('%s does not grant %s', (granted, required) => {
    expect(implies(granted, required)).toBe(false);
  });

  it('checks a list of granted permissions', () => {
    expect(isPermitted(['streams:read:1', 'users:edit:bob'], 'users:edit:bob')).toBe(true);
    expect(isPermitted(['streams:read:1'], 'streams:read')).toBe(false);
    expect(isPermitted([], 'anything')).toBe(false);
  });
});

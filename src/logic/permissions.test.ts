import { grants, isAnyPermitted, isPermitted } from './permissions';

describe('permissions', () => {
  it.each([
    ['a:b:c', 'a:b:c', true],
    ['a:b', 'a:b:c', true],
    ['a:b:*', 'a:b:c', true],
    ['a', 'a:b:c', true],
    ['a:*', 'a:b:c', true],
    ['*', 'a:b:c', true],
    ['a:b:d', 'a:b:c', false],
    ['a:c', 'a:b:c', false],
    ['b', 'a:b:c', false],
    ['a:b:id', 'a:b', false],
    ['a:b:*', 'a:b', true],
    ['a:*', 'a:b', true],
    ['streams:read:1', 'streams:read:2', false],
    ['streams:read,edit', 'streams:edit:1', true],
    ['streams:read', 'streams:read,edit', false],
    ['Streams:READ', 'streams:read:1', true],
    ['', 'a', false],
  ])('%s grants %s: %s', (granted, required, expected) => {
    expect(grants(granted, required)).toBe(expected);
  });

  it('requires every permission of a list', () => {
    expect(isPermitted(['streams:read', 'inputs:read'], ['streams:read', 'inputs:read'])).toBe(true);
    expect(isPermitted(['streams:read'], ['streams:read', 'inputs:read'])).toBe(false);
  });

  it('permits what needs nothing, refuses a user without permissions', () => {
    expect(isPermitted(undefined, undefined)).toBe(true);
    expect(isPermitted([], [])).toBe(true);
    expect(isPermitted(undefined, 'streams:read')).toBe(false);
  });

  it('accepts any one of several with isAnyPermitted', () => {
    expect(isAnyPermitted(['inputs:read'], ['streams:read', 'inputs:read'])).toBe(true);
    expect(isAnyPermitted(['users:list'], ['streams:read', 'inputs:read'])).toBe(false);
  });
});

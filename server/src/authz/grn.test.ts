import { ApiError } from '../http/errors';
import { permissionsForGrant } from './capabilities';
import { parseGrn, tryParseGrn } from './grn';

describe('GRNs', () => {
  it('parses case-insensitively into type and id', () => {
    expect(parseGrn('grn::::stream:000000000000000000000001')).toEqual({ type: 'stream', entity: '000000000000000000000001' });
    expect(parseGrn('GRN::::Builtin-Team:Everyone')).toEqual({ type: 'builtin-team', entity: 'everyone' });
  });

  it.each([
    'stream:1', 'grn:::stream:1', 'grn::::stream:1:2', 'urn::::stream:1', 'grn:c:::stream:1', 'grn::::rocket:1',
    'grn::::stream:', 'grn::::stream:a b', 'grn::::stream:*', 'grn::::stream:a,b',
  ])('refuses %s with a 400', (text) => {
    expect(() => parseGrn(text)).toThrow(ApiError);
    expect(tryParseGrn(text)).toBeUndefined();
  });

  it('gives no permissions for grants on types without permissions of that capability', () => {
    expect(permissionsForGrant('own', { type: 'user', entity: 'u1' })).toEqual([]);
    expect(permissionsForGrant('view', { type: 'notification', entity: 'n1' })).toEqual(['eventnotifications:read:n1']);
  });
});

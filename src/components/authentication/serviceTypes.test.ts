import { serviceTypeTitle, withArticle } from './serviceTypes';

describe('withArticle', () => {
  it('chooses the article by how the type title is spoken', () => {
    expect(withArticle(serviceTypeTitle('ldap'))).toBe('an LDAP');
    expect(withArticle(serviceTypeTitle('active-directory'))).toBe('an Active Directory');
    expect(withArticle('Okta')).toBe('an Okta');
    expect(withArticle('Keycloak')).toBe('a Keycloak');
    expect(withArticle('KDC')).toBe('a KDC');
  });

  it('capitalises the article at the start of a sentence', () => {
    expect(withArticle('LDAP', true)).toBe('An LDAP');
    expect(withArticle('Keycloak', true)).toBe('A Keycloak');
  });
});

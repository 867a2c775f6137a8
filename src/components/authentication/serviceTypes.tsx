// The directory service types Graylog 4.0 offers in open source, with their backend type names, the wizard's
// defaults (as Graylog's own wizard fills them in) and the help under each field.
import React from 'react';

export type ServiceTypeName = 'ldap' | 'active-directory';

export type ServiceType = {
  type: ServiceTypeName,
  /** "LDAP", "Active Directory": the default title of a new service too. */
  title: string,
  /** One sentence on the create page. */
  description: string,
  /** Active Directory identifies users by objectGUID; the server fixes it, so the wizard does not ask. */
  hasUniqueIdAttribute: boolean,
  defaults: {
    user_search_pattern: string,
    user_name_attribute: string,
    user_full_name_attribute: string,
    user_unique_id_attribute: string,
  },
  help: {
    system_user_dn: React.ReactNode,
    system_user_password: string,
    user_search_base: React.ReactNode,
    user_search_pattern: React.ReactNode,
    user_name_attribute: React.ReactNode,
    user_full_name_attribute: React.ReactNode,
    user_unique_id_attribute?: React.ReactNode,
  },
};

const LDAP: ServiceType = {
  type: 'ldap',
  title: 'LDAP',
  description: 'Users log in with the credentials of an LDAP directory (OpenLDAP, 389 Directory Server and others).',
  hasUniqueIdAttribute: true,
  defaults: {
    user_search_pattern: '(&(uid={0})(objectClass=inetOrgPerson))',
    user_name_attribute: 'uid',
    user_full_name_attribute: 'cn',
    user_unique_id_attribute: 'entryUUID',
  },
  help: {
    system_user_dn: <>The user that searches the directory, e.g. <code>cn=admin,dc=example,dc=com</code>. Some servers allow searching without one.</>,
    system_user_password: 'The password of the system user.',
    user_search_base: <>Where users are searched for, e.g. <code>ou=people,dc=example,dc=com</code>.</>,
    user_search_pattern: <>An LDAP filter; <code>{'{0}'}</code> stands for the name the user logs in with.</>,
    user_name_attribute: <>The attribute whose value becomes the user name, e.g. <code>uid</code>. &quot;Test user login&quot; shows a user&apos;s attributes.</>,
    user_full_name_attribute: <>The attribute whose value becomes the full name, e.g. <code>cn</code>.</>,
    user_unique_id_attribute: <>The attribute that identifies a user for good, even when renamed, e.g. <code>entryUUID</code>.</>,
  },
};

const ACTIVE_DIRECTORY: ServiceType = {
  type: 'active-directory',
  title: 'Active Directory',
  description: 'Users log in with their Microsoft Active Directory accounts.',
  hasUniqueIdAttribute: false,
  defaults: {
    user_search_pattern: '(&(objectClass=user)(|(sAMAccountName={0})(userPrincipalName={0})))',
    user_name_attribute: 'userPrincipalName',
    user_full_name_attribute: 'displayName',
    user_unique_id_attribute: '',
  },
  help: {
    system_user_dn: <>The user that searches the directory, e.g. <code>ldapbind@example.com</code> (its <code>userPrincipalName</code>).</>,
    system_user_password: 'The password of the system user.',
    user_search_base: <>Where users are searched for, e.g. <code>cn=users,dc=example,dc=com</code>.</>,
    user_search_pattern: <>An LDAP filter; <code>{'{0}'}</code> stands for the name the user logs in with.</>,
    user_name_attribute: <>The attribute whose value becomes the user name, e.g. <code>userPrincipalName</code>. &quot;Test user login&quot; shows a user&apos;s attributes.</>,
    user_full_name_attribute: <>The attribute whose value becomes the full name, e.g. <code>displayName</code>.</>,
  },
};

export const SERVICE_TYPES: ReadonlyArray<ServiceType> = [LDAP, ACTIVE_DIRECTORY];

/** The type descriptor for a backend's `config.type`; undefined for types this console cannot edit. */
export const serviceTypeOf = (type: string | undefined): ServiceType | undefined => SERVICE_TYPES.find((candidate) => candidate.type === type);

/** A backend type as people call it: "LDAP", "Active Directory", or the type name itself. */
export const serviceTypeTitle = (type: string | undefined): string => serviceTypeOf(type)?.title ?? type ?? 'unknown';

/**
 * "an LDAP", "an Active Directory", "a Foo": a type title after its indefinite article, chosen by how the title is
 * spoken; `sentenceStart` capitalises the article.
 */
export const withArticle = (title: string, sentenceStart = false): string => {
  // Initialisms are read letter by letter: "LDAP" begins with the sound "el".
  const spokenAsVowel = /^[aeiou]/i.test(title) || /^[FHLMNRSX][A-Z]/.test(title);
  const article = spokenAsVowel ? 'an' : 'a';
  return `${sentenceStart ? article.charAt(0).toUpperCase() + article.slice(1) : article} ${title}`;
};

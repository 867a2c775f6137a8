// The free Graylog Enterprise licence request (POST /free-enterprise/license) and Graylog's checks of it, in one
// place for the console's form and the embedded server: every field must not be blank, and the e-mail address
// must be well formed as Graylog's bean validation (@NotBlank, @Email) understands it. No imports, so the
// server can use this file as it is.

/** The request body, in Graylog's field names. */
export type FreeLicenseRequest = {
  first_name: string,
  last_name: string,
  company: string,
  email: string,
  phone: string,
};

export type FreeLicenseField = keyof FreeLicenseRequest;

/** The fields in the order Graylog's form and the spec list them. */
export const FREE_LICENSE_FIELDS: ReadonlyArray<FreeLicenseField> = ['first_name', 'last_name', 'company', 'email', 'phone'];

/** The reasons Graylog's validator words, as fragments about the field. */
export const BLANK_REASON = 'must not be blank';
export const EMAIL_REASON = 'must be a well-formed email address';

/** Blank as Java's String.trim() sees it: nothing left after removing characters up to U+0020. */
export const isBlankText = (value: string): boolean => Array.from(value).every((character) => character <= ' ');

// The address rules of Graylog's e-mail check: a local part of dot-separated atoms (or quoted strings) of at
// most 64 characters; a domain of dot-separated labels (letters, digits, inner hyphens, at most 63 characters
// each, any non-ASCII letter counting as one) or an address literal in brackets; at most 255 characters.
const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~\\u0080-\\uffff-]+";
const QUOTED = '"(?:[a-z0-9!#$%&\'*.(),<>\\[\\]:;  @+/=?^_`{|}~\\u0080-\\uffff-]|\\\\\\\\|\\\\")+"';
const LOCAL_PART = new RegExp(`^(?:${ATOM}|${QUOTED})(?:\\.(?:${ATOM}|${QUOTED}))*$`, 'i');
const LABEL = /^[a-z0-9\u0080-\uffff](?:[a-z0-9\u0080-\uffff-]{0,61}[a-z0-9\u0080-\uffff])?$/i;
const IPV4_LITERAL = /^\[(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\]$/;
const IPV6_LITERAL = /^\[IPv6:[0-9a-f:.]+\]$/i;

const isDomain = (domain: string): boolean => {
  if (domain.length === 0 || domain.length > 255) return false;
  if (domain.startsWith('[')) return IPV4_LITERAL.test(domain) || IPV6_LITERAL.test(domain);
  return domain.split('.').every((label) => LABEL.test(label));
};

/** A well-formed e-mail address as Graylog checks it (one @ splitting a valid local part and domain). */
export const isWellFormedEmail = (value: string): boolean => {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  return local.length <= 64 && LOCAL_PART.test(local) && isDomain(value.slice(at + 1));
};

/** What Graylog would refuse in `request`, by field (its reason as a fragment); empty when it is acceptable. */
export const freeLicenseRequestProblems = (request: FreeLicenseRequest): Partial<Record<FreeLicenseField, string>> => {
  const problems: Partial<Record<FreeLicenseField, string>> = {};
  FREE_LICENSE_FIELDS.forEach((field) => {
    if (isBlankText(request[field])) {
      problems[field] = BLANK_REASON;
    }
  });
  if (problems.email === undefined && !isWellFormedEmail(request.email)) {
    problems.email = EMAIL_REASON;
  }
  return problems;
};

// The checks of the free licence form: Graylog's own checks of the request (shared with the embedded server),
// worded for the form, and the phone number format Graylog's web interface asks for before sending.
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import type { FreeLicenseRequest } from '@/logic/freeLicenseRequest';
import { FREE_LICENSE_FIELDS, freeLicenseRequestProblems, isBlankText } from '@/logic/freeLicenseRequest';

export const FREE_LICENSE_LABELS: Record<keyof FreeLicenseRequest, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company',
  email: 'E-mail address',
  phone: 'Phone number',
};

// Digits, spaces and + - . ( ) only, at least five of them: a number the licence team can call back.
const PHONE_PATTERN = /^[0-9\-.()+ ]{5,}$/;

export const EMAIL_MESSAGE = 'Enter a well-formed e-mail address, such as name@example.org: the license is sent there.';
export const PHONE_MESSAGE = 'Enter the phone number with its country code, using digits, spaces and + - . ( ) only.';

/** Each value as it is sent: without the spaces around it. */
export const trimmedRequest = (values: FreeLicenseRequest): FreeLicenseRequest => (
  Object.fromEntries(FREE_LICENSE_FIELDS.map((field) => [field, values[field].trim()])) as FreeLicenseRequest
);

/** The form's `validate`: what the server would refuse, and a phone number that cannot be one. */
export const validateFreeLicenseForm = (values: FreeLicenseRequest): FieldErrors<FreeLicenseRequest> => {
  const request = trimmedRequest(values);
  const errors: FieldErrors<FreeLicenseRequest> = {};
  const problems = freeLicenseRequestProblems(request);
  FREE_LICENSE_FIELDS.forEach((field) => {
    if (isBlankText(request[field])) {
      errors[field] = `${FREE_LICENSE_LABELS[field]} is required.`;
    }
  });
  if (errors.email === undefined && problems.email !== undefined) {
    errors.email = EMAIL_MESSAGE;
  }
  if (errors.phone === undefined && !PHONE_PATTERN.test(request.phone)) {
    errors.phone = PHONE_MESSAGE;
  }
  return errors;
};

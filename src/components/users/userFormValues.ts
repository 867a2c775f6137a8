// The user form's values, its browser checks and the conversions to and from the server's shapes.
// Field names follow the server's body fields, so that its refusals land on the right field.
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank, isEmail, requireFields } from '@/components/common/form/validators';
import { startpagePayload } from '@/stores/users/StartpageStore';
import type { User, UserCreate, UserUpdate } from '@/stores/users/UsersStore';

import { validateTimeout } from './sessionTimeout';

export type UserFormMode = 'create' | 'edit';

export type UserFormValues = {
  /** Fixed once created: shown, not edited, on the edit page. */
  username: string,
  full_name: string,
  email: string,
  /** Only on the create page; the edit page changes passwords in a form of its own. */
  password: string,
  password_repeat: string,
  /** '' uses the default (root) time zone. */
  timezone: string,
  session_timeout_ms: number,
  roles: Array<string>,
  /** '' for no start page. */
  startpage_type: string,
  startpage_id: string,
};

export type PasswordValues = { old_password: string, password: string, password_repeat: string };

export const MIN_PASSWORD_LENGTH = 8;

/** Graylog's default session: 8 hours. */
export const DEFAULT_SESSION_TIMEOUT_MS = 28_800_000;

/**
 * Characters that would break Basic auth (':'), permission strings (',' and '*') or paths ('/'), and
 * invisible or control characters (Unicode category C), with which a name could pass for another one.
 */
const USERNAME_PATTERN = /^[^\s:,/*\p{C}]+$/u;

export const STARTPAGE_TYPES: Array<{ value: string, label: string }> = [
  { value: '', label: 'None' },
  { value: 'stream', label: 'Stream' },
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'search', label: 'Saved search' },
];

export const emptyUserFormValues = (defaultRoles: Array<string> = []): UserFormValues => ({
  username: '',
  full_name: '',
  email: '',
  password: '',
  password_repeat: '',
  timezone: '',
  session_timeout_ms: DEFAULT_SESSION_TIMEOUT_MS,
  roles: defaultRoles,
  startpage_type: '',
  startpage_id: '',
});

export const userFormValuesOf = (user: User): UserFormValues => ({
  ...emptyUserFormValues(user.roles),
  username: user.username,
  full_name: user.full_name ?? '',
  email: user.email ?? '',
  timezone: user.timezone ?? '',
  session_timeout_ms: user.session_timeout_ms,
  startpage_type: user.startpage?.type ?? '',
  startpage_id: user.startpage?.id ?? '',
});

/** A new password and its repetition: long enough and equal. */
const validatePasswordPair = <V extends { password: string, password_repeat: string }>(values: V): FieldErrors<V> => {
  const errors: FieldErrors<V> = {};
  if (isBlank(values.password)) {
    errors.password = 'Password is required.';
  } else if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  if (values.password_repeat !== values.password) {
    errors.password_repeat = 'Passwords do not match.';
  }
  return errors;
};

const validateStartpage = (values: UserFormValues): FieldErrors<UserFormValues> => {
  if (values.startpage_type !== '' && isBlank(values.startpage_id)) {
    return { startpage_id: 'Enter the id of the start page, or choose "None".' };
  }
  if (values.startpage_type === '' && !isBlank(values.startpage_id)) {
    return { startpage_type: 'Choose what the id refers to.' };
  }
  return {};
};

/** The browser checks of the create (`create`) or edit (`edit`) form. */
export const validateUserForm = (mode: UserFormMode) => (values: UserFormValues): FieldErrors<UserFormValues> => {
  const errors: FieldErrors<UserFormValues> = {
    ...requireFields(values, { full_name: 'Full name', email: 'E-mail address' }),
    ...validateStartpage(values),
  };
  if (!errors.email && !isEmail(values.email)) {
    errors.email = 'Enter a valid e-mail address.';
  }
  const timeoutError = validateTimeout(values.session_timeout_ms);
  if (timeoutError) {
    errors.session_timeout_ms = timeoutError;
  }
  if (mode === 'create') {
    if (isBlank(values.username)) {
      errors.username = 'Username is required.';
    } else if (!USERNAME_PATTERN.test(values.username)) {
      errors.username = 'Usernames cannot contain spaces, invisible characters or the characters : , / *';
    }
    Object.assign(errors, validatePasswordPair(values));
  }
  return errors;
};

/** The checks of the password change: the old password only when users change their own. */
export const validatePasswordChange = (requireOldPassword: boolean) => (values: PasswordValues): FieldErrors<PasswordValues> => ({
  ...(requireOldPassword && isBlank(values.old_password) ? { old_password: 'Your current password is required.' } : {}),
  ...validatePasswordPair(values),
});

/** What the current user may change besides the profile fields. */
export type EditableSettings = { roles: boolean, sessionTimeout: boolean };

export const toUserCreate = (values: UserFormValues, editable: EditableSettings): UserCreate => {
  const startpageId = values.startpage_id.trim();
  return {
    username: values.username.trim(),
    password: values.password,
    email: values.email.trim(),
    full_name: values.full_name.trim(),
    permissions: [],
    ...(editable.roles ? { roles: values.roles } : {}),
    timezone: values.timezone === '' ? null : values.timezone,
    session_timeout_ms: values.session_timeout_ms,
    // Only when chosen: a new user has no start page anyway.
    ...(values.startpage_type && startpageId ? { startpage: { type: values.startpage_type, id: startpageId } } : {}),
  };
};

/** The update body; fields the current user may not change are left out, so the server keeps them. */
export const toUserUpdate = (values: UserFormValues, editable: EditableSettings): UserUpdate => ({
  full_name: values.full_name.trim(),
  email: values.email.trim(),
  timezone: values.timezone === '' ? null : values.timezone,
  startpage: startpagePayload(values.startpage_type, values.startpage_id.trim()),
  ...(editable.roles ? { roles: values.roles } : {}),
  ...(editable.sessionTimeout ? { session_timeout_ms: values.session_timeout_ms } : {}),
});

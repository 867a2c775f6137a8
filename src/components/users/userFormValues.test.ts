import { currentUserFixture } from 'fixtures/currentUserFixture';

import type { UserFormValues } from './userFormValues';
import {
  emptyUserFormValues, toUserCreate, toUserUpdate, userFormValuesOf, validatePasswordChange, validateUserForm,
} from './userFormValues';

const valid = (changes: Partial<UserFormValues> = {}): UserFormValues => ({
  ...emptyUserFormValues(['Reader']),
  username: 'jane',
  full_name: 'Jane Doe',
  email: 'jane@example.org',
  password: 'correct horse',
  password_repeat: 'correct horse',
  ...changes,
});

describe('validateUserForm', () => {
  const create = validateUserForm('create');
  const edit = validateUserForm('edit');

  it('accepts a complete new user', () => {
    expect(create(valid())).toEqual({});
  });

  it('requires username, full name, e-mail and password on create', () => {
    const errors = create(emptyUserFormValues());
    expect(Object.keys(errors).sort()).toEqual(['email', 'full_name', 'password', 'username']);
  });

  it('refuses usernames with whitespace, :, ",", / or *', () => {
    ['ja ne', 'ja:ne', 'ja,ne', 'ja/ne', 'ja*'].forEach((username) => {
      expect(create(valid({ username })).username).toMatch(/cannot contain/);
    });
    expect(create(valid({ username: 'jane.doe-1@corp' })).username).toBeUndefined();
  });

  it('checks the e-mail format', () => {
    expect(create(valid({ email: 'jane' })).email).toBe('Enter a valid e-mail address.');
  });

  it('wants a password of 8 characters or more, repeated exactly', () => {
    expect(create(valid({ password: 'short12', password_repeat: 'short12' })).password).toMatch(/at least 8 characters/);
    expect(create(valid({ password_repeat: 'correct horse!' })).password_repeat).toBe('Passwords do not match.');
  });

  it('ignores username and password when editing', () => {
    expect(edit(valid({ username: 'anything at all', password: '', password_repeat: 'x' }))).toEqual({});
  });

  it('wants a start page type and id together', () => {
    expect(edit(valid({ startpage_type: 'stream', startpage_id: ' ' })).startpage_id).toMatch(/id of the start page/);
    expect(edit(valid({ startpage_type: '', startpage_id: 's1' })).startpage_type).toMatch(/Choose/);
  });

  it('refuses a session timeout under a second', () => {
    expect(edit(valid({ session_timeout_ms: 0 })).session_timeout_ms).toMatch(/at least one second/);
    expect(edit(valid({ session_timeout_ms: -1 })).session_timeout_ms).toBeUndefined();
  });
});

describe('validatePasswordChange', () => {
  it('wants the current password only for the own account', () => {
    const values = { old_password: '', password: 'new password', password_repeat: 'new password' };
    expect(validatePasswordChange(true)(values).old_password).toBe('Your current password is required.');
    expect(validatePasswordChange(false)(values)).toEqual({});
  });
});

describe('conversions', () => {
  it('creates with roles only when the current user may assign them, and a start page only when set', () => {
    const values = valid({ timezone: '', startpage_type: 'dashboard', startpage_id: ' d1 ' });
    expect(toUserCreate(values, { roles: true, sessionTimeout: true })).toEqual({
      username: 'jane', password: 'correct horse', email: 'jane@example.org', full_name: 'Jane Doe', permissions: [],
      roles: ['Reader'], timezone: null, session_timeout_ms: 28_800_000, startpage: { type: 'dashboard', id: 'd1' },
    });
    const withoutExtras = toUserCreate(valid(), { roles: false, sessionTimeout: true });
    expect(withoutExtras).not.toHaveProperty('roles');
    expect(withoutExtras).not.toHaveProperty('startpage');
  });

  it('updates without username or password, clears an empty start page, and leaves out what may not change', () => {
    const update = toUserUpdate(valid({ timezone: 'Europe/Berlin' }), { roles: false, sessionTimeout: false });
    expect(update).toEqual({
      full_name: 'Jane Doe', email: 'jane@example.org', timezone: 'Europe/Berlin', startpage: { type: null, id: null },
    });
    expect(toUserUpdate(valid(), { roles: true, sessionTimeout: true })).toMatchObject({ roles: ['Reader'], session_timeout_ms: 28_800_000 });
  });

  it('reads a loaded user into the form', () => {
    const values = userFormValuesOf(currentUserFixture({
      username: 'bob', timezone: null, roles: ['Admin'], session_timeout_ms: 5_400_000, startpage: { type: 'stream', id: 's1' },
    }));
    expect(values).toMatchObject({
      username: 'bob', timezone: '', roles: ['Admin'], session_timeout_ms: 5_400_000, startpage_type: 'stream', startpage_id: 's1', password: '',
    });
  });
});

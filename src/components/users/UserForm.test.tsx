import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';

import UserForm from './UserForm';
import type { EditableSettings, UserFormMode, UserFormValues } from './userFormValues';
import { emptyUserFormValues } from './userFormValues';
import { formDriver } from 'fixtures/formDriver';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const ROLES = [{ name: 'Admin', description: 'Everything' }, { name: 'Reader', description: 'Read only' }];
const ALL_EDITABLE: EditableSettings = { roles: true, sessionTimeout: true };

describe('UserForm', () => {
  let wrapper: ReactWrapper;
  let onSubmit: jest.Mock;
  let onSuccess: jest.Mock;

  const render = (mode: UserFormMode, initialValues: UserFormValues, editable = ALL_EDITABLE) => {
    onSuccess = jest.fn();
    const history = createMemoryHistory({ initialEntries: ['/system/users/new'] });
    wrapper = mount(
      <Router history={history}>
        <UserForm mode={mode} initialValues={initialValues} editable={editable} availableRoles={ROLES}
                  onSubmit={onSubmit} onSuccess={onSuccess} cancelTo="/system/users" />
      </Router>,
    );
  };
  afterEach(() => wrapper?.unmount());

  const { field, type, errorOf } = formDriver(() => wrapper);
  const submit = async () => {
    wrapper.find('form').simulate('submit');
    await settle();
    wrapper.update();
  };
  const timeoutNumber = () => wrapper.find('SessionTimeoutInput input[type="number"]');
  const timeoutUnit = () => wrapper.find('SessionTimeoutInput select');
  const fillNewUser = () => {
    type('username', 'jane');
    type('full_name', 'Jane Doe');
    type('email', 'jane@example.org');
    type('password', 'correct horse');
    type('password_repeat', 'correct horse');
  };

  it('blocks a submit the browser checks refuse and says why at each field', async () => {
    onSubmit = jest.fn();
    render('create', emptyUserFormValues(['Reader']));
    type('username', 'jane doe');
    type('email', 'not-an-address');
    type('password', 'short');
    type('password_repeat', 'shorter');
    await submit();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('username')).toMatch(/cannot contain spaces/);
    expect(errorOf('full_name')).toBe('Full name is required.');
    expect(errorOf('email')).toBe('Enter a valid e-mail address.');
    expect(errorOf('password')).toMatch(/at least 8 characters/);
    expect(errorOf('password_repeat')).toBe('Passwords do not match.');
  });

  it('submits a valid new user with the chosen roles and time zone', async () => {
    onSubmit = jest.fn().mockResolvedValue('u-new');
    render('create', emptyUserFormValues(['Reader']));
    fillNewUser();
    wrapper.find('input[type="checkbox"]').filterWhere((box) => box.closest('.form-check').text().startsWith('Admin')).simulate('change', { target: { checked: true } });
    wrapper.find('TimezoneSelect select').simulate('change', { target: { value: 'Europe/Berlin' } });
    await submit();

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({
      username: 'jane', full_name: 'Jane Doe', email: 'jane@example.org', password: 'correct horse',
      roles: ['Reader', 'Admin'], timezone: 'Europe/Berlin', session_timeout_ms: 28_800_000,
    }));
    expect(onSuccess).toHaveBeenCalledWith('u-new');
  });

  it("shows the server's refusal at the field it concerns and keeps everything typed", async () => {
    onSubmit = jest.fn().mockRejectedValue(new FetchError('Bad Request', 400, {
      type: 'ApiError', message: 'User jane already exists', failed: true, errors: { username: ['is already taken'] },
    }));
    render('create', emptyUserFormValues(['Reader']));
    fillNewUser();
    await submit();

    expect(errorOf('username')).toBe('This value is already taken.');
    expect(field('username').prop('aria-invalid')).toBe(true);
    expect(wrapper.find('.alert-danger')).toHaveLength(0);
    expect(field('username').prop('value')).toBe('jane');
    expect(field('full_name').prop('value')).toBe('Jane Doe');
    expect(field('password').prop('value')).toBe('correct horse');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows a session timeout in the largest even unit and sends it back unchanged', async () => {
    onSubmit = jest.fn().mockResolvedValue(undefined);
    render('edit', { ...emptyUserFormValues(['Reader']), username: 'jane', full_name: 'Jane', email: 'jane@example.org', session_timeout_ms: 5_400_000 });

    expect(timeoutNumber().prop('value')).toBe('90');
    expect(timeoutUnit().prop('value')).toBe('minutes');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ session_timeout_ms: 5_400_000 }));
  });

  it('converts what is typed with its unit, and "Never expire" to -1', async () => {
    onSubmit = jest.fn().mockResolvedValue(undefined);
    render('edit', { ...emptyUserFormValues(), username: 'jane', full_name: 'Jane', email: 'jane@example.org', session_timeout_ms: 3_600_000 });

    timeoutNumber().simulate('change', { target: { value: '2' } });
    timeoutUnit().simulate('change', { target: { value: 'days' } });
    expect(timeoutNumber().prop('value')).toBe('2');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ session_timeout_ms: 172_800_000 }));

    wrapper.find('input[id$="-never"]').simulate('change', { target: { checked: true } });
    expect(timeoutNumber().prop('disabled')).toBe(true);
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ session_timeout_ms: -1 }));
  });

  it('keeps the username fixed when editing and offers no password fields', () => {
    onSubmit = jest.fn();
    render('edit', { ...emptyUserFormValues(), username: 'jane', full_name: 'Jane', email: 'jane@example.org' });
    expect(field('username').prop('disabled')).toBe(true);
    expect(field('password')).toHaveLength(0);
    expect(wrapper.find('button[type="submit"]').text()).toBe('Update user');
  });

  it('shows roles and session timeout as text to those who may not change them', () => {
    onSubmit = jest.fn();
    render('edit', { ...emptyUserFormValues(['Reader']), username: 'jane', full_name: 'Jane', email: 'jane@example.org' },
      { roles: false, sessionTimeout: false });
    expect(wrapper.find('RolesField input[type="checkbox"]')).toHaveLength(0);
    expect(wrapper.find('RolesField').text()).toContain('Reader');
    expect(timeoutNumber()).toHaveLength(0);
    expect(wrapper.text()).toContain('8 hours');
  });
});

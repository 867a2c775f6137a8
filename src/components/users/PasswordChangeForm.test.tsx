import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import { UsersActions } from '@/stores/users/UsersStore';

import PasswordChangeForm from './PasswordChangeForm';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const jane = { id: 'u-jane', username: 'jane' };

describe('PasswordChangeForm', () => {
  let wrapper: ReactWrapper;
  let changePassword: jest.SpyInstance;

  const render = (ownAccount: boolean) => {
    wrapper = mount(<Router history={createMemoryHistory()}><PasswordChangeForm user={jane} ownAccount={ownAccount} /></Router>);
  };
  const field = (name: string) => wrapper.find(`input[name="${name}"]`);
  const type = (name: string, value: string) => field(name).simulate('change', { target: { value } });
  const submit = async () => {
    wrapper.find('form').simulate('submit');
    await settle();
    wrapper.update();
  };

  beforeEach(() => { changePassword = jest.spyOn(UsersActions, 'changePassword').mockResolvedValue(undefined); });
  afterEach(() => {
    wrapper?.unmount();
    changePassword.mockRestore();
  });

  it('makes users changing their own password give the current one', async () => {
    render(true);
    type('password', 'new password');
    type('password_repeat', 'new password');
    await submit();
    expect(changePassword).not.toHaveBeenCalled();
    expect(wrapper.text()).toContain('Your current password is required.');

    type('old_password', 'old password');
    await submit();
    expect(changePassword).toHaveBeenCalledWith(jane, { old_password: 'old password', password: 'new password' });
  });

  it("lets an administrator set another user's password without knowing the old one", async () => {
    render(false);
    expect(field('old_password')).toHaveLength(0);
    type('password', 'new password');
    type('password_repeat', 'new password');
    await submit();
    expect(changePassword).toHaveBeenCalledWith(jane, { password: 'new password' });
  });

  it('clears the passwords after a change, and keeps them with a refusal shown at the field', async () => {
    render(true);
    changePassword.mockRejectedValueOnce(new FetchError('Bad Request', 400, {
      message: 'Old password is missing or incorrect', failed: true, errors: { old_password: ['is missing or incorrect'] },
    }));
    type('old_password', 'wrong password');
    type('password', 'new password');
    type('password_repeat', 'new password');
    await submit();
    expect(wrapper.text()).toContain('is missing or incorrect');
    expect(field('password').prop('value')).toBe('new password');

    type('old_password', 'right password');
    await submit();
    expect(field('old_password').prop('value')).toBe('');
    expect(field('password').prop('value')).toBe('');
  });

  it('refuses a short or unrepeated new password', async () => {
    render(false);
    type('password', 'short');
    type('password_repeat', 'other');
    await submit();
    expect(changePassword).not.toHaveBeenCalled();
    expect(wrapper.text()).toContain('Password must be at least 8 characters long.');
    expect(wrapper.text()).toContain('Passwords do not match.');
  });
});

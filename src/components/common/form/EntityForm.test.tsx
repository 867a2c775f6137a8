import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';

import EntityForm from './EntityForm';
import FormField from './FormField';
import FormGroup, { describedBy } from './FormGroup';
import { UNSAVED_CHANGES_MESSAGE } from './UnsavedChangesGuard';
import useEntityForm from './useEntityForm';
import type { EntityFormState, FieldErrors } from './useEntityForm';
import { isEmail, requireFields } from './validators';
import { formDriver } from 'fixtures/formDriver';

type UserValues = { username: string, email: string, timeout: number | undefined, admin: boolean, role: string, about: string };

const initialValues: UserValues = { username: '', email: '', timeout: undefined, admin: false, role: 'reader', about: '' };

const validate = (values: UserValues): FieldErrors<UserValues> => {
  const errors = requireFields(values, { username: 'User name', email: 'E-mail' });
  if (!errors.email && !isEmail(values.email)) {
    errors.email = 'Enter an e-mail address like jane@example.org.';
  }
  return errors;
};

type FormProps = { onSubmit: (values: UserValues) => Promise<unknown>, onSuccess?: (result: unknown) => void };

const UserForm = ({ onSubmit, onSuccess }: FormProps) => {
  const form = useEntityForm<UserValues>({ initialValues, validate, onSubmit, onSuccess });
  return (
    <EntityForm form={form} submitLabel="Create user" cancelTo="/users">
      <FormField form={form} name="username" label="User name" required />
      <FormField form={form} name="email" label="E-mail" type="email" required help="Used for notifications." />
      <FormField form={form} name="timeout" label="Timeout" type="number" />
      <FormField form={form} name="admin" label="Administrator" type="checkbox" />
      <FormField form={form} name="role" label="Role" type="select" options={[{ value: 'reader', label: 'Reader' }, { value: 'admin', label: 'Admin' }]} />
      <FormField form={form} name="about" label="About" type="textarea" />
    </EntityForm>
  );
};

// Checked by the compiler only (npx tsc): `name` accepts just the fields whose type suits the control.
const _mismatchedFields = (form: EntityFormState<UserValues>) => [
  // @ts-expect-error a boolean field cannot be edited as text
  <FormField key="text" form={form} name="admin" label="Wrong" />,
  // @ts-expect-error a text field cannot be a checkbox
  <FormField key="checkbox" form={form} name="username" label="Wrong" type="checkbox" />,
];
const _numberFieldMustAcceptEmpty = (form: EntityFormState<{ count: number }>) => (
  // @ts-expect-error a number input may be emptied, so its field must accept undefined
  <FormField form={form} name="count" label="Wrong" type="number" />
);

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('EntityForm with useEntityForm and FormField', () => {
  let wrapper: ReactWrapper;
  let confirmLeave: jest.Mock;
  let history: ReturnType<typeof createMemoryHistory>;

  const render = (props: FormProps) => {
    confirmLeave = jest.fn((_message: string, answer: (ok: boolean) => void) => answer(false));
    history = createMemoryHistory({ initialEntries: ['/users/new'], getUserConfirmation: confirmLeave });
    wrapper = mount(<Router history={history}><UserForm {...props} /></Router>, { attachTo: document.body.appendChild(document.createElement('div')) });
  };
  afterEach(() => { wrapper?.unmount(); });

  const { field: input, type, errorOf } = formDriver(() => wrapper);
  const submit = () => { wrapper.find('form').simulate('submit'); };
  const fillValid = () => {
    type('username', 'jane');
    type('email', 'jane@example.org');
  };

  it('labels every control and points it at its help', () => {
    render({ onSubmit: jest.fn() });
    ['username', 'email', 'timeout', 'admin', 'role', 'about'].forEach((name) => {
      const id = input(name).prop('id');
      expect(wrapper.find(`label[htmlFor="${id}"]`)).toHaveLength(1);
    });
    expect(input('email').prop('aria-describedby')).toBe(`${input('email').prop('id')}-help`);
    expect(input('username').prop('required')).toBe(true);
    expect(wrapper.find('form').prop('noValidate')).toBe(true);
  });

  it('blocks the submit on browser checks, shows them at the fields and focuses the first', () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    render({ onSubmit });
    type('email', 'not-an-address');

    submit();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(input('username').prop('aria-invalid')).toBe(true);
    expect(errorOf('username')).toBe('User name is required.');
    expect(errorOf('email')).toBe('Enter an e-mail address like jane@example.org.');
    expect(document.activeElement).toBe(input('username').getDOMNode());
  });

  it('checks a field once it was left, not while it is first typed in', () => {
    render({ onSubmit: jest.fn() });
    type('email', 'jane');
    expect(input('email').prop('aria-invalid')).toBe(false);
    input('email').simulate('blur');
    expect(errorOf('email')).toMatch(/e-mail address/);
  });

  it('submits typed values', async () => {
    const onSubmit = jest.fn(() => Promise.resolve({ id: 'u1' }));
    const onSuccess = jest.fn();
    render({ onSubmit, onSuccess });
    fillValid();
    type('timeout', '30');
    input('admin').simulate('change', { target: { checked: true } });
    type('role', 'admin');

    submit();
    await settle();

    expect(onSubmit).toHaveBeenCalledWith({ username: 'jane', email: 'jane@example.org', timeout: 30, admin: true, role: 'admin', about: '' });
    expect(onSuccess).toHaveBeenCalledWith({ id: 'u1' });
  });

  it('places the server\'s field reasons at the field, keeps what was typed, and clears a reason once the field changes', async () => {
    const refusal = new FetchError('Bad Request', 400, {
      type: 'ApiError', message: 'User jane already exists.', failed: true, errors: { username: ['User jane already exists.'] },
    });
    render({ onSubmit: () => Promise.reject(refusal) });
    fillValid();

    submit();
    await settle();
    wrapper.update();

    expect(errorOf('username')).toBe('User jane already exists.');
    expect(wrapper.find('.alert-danger')).toHaveLength(0);
    expect(input('username').prop('value')).toBe('jane');
    expect(input('email').prop('value')).toBe('jane@example.org');
    expect(document.activeElement).toBe(input('username').getDOMNode());

    type('username', 'jane2');
    expect(input('username').prop('aria-invalid')).toBe(false);
  });

  it('shows a message-only refusal, or reasons for fields the form lacks, in the form alert', async () => {
    const refusals = [
      new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Password too weak.' }),
      new FetchError('Bad Request', 400, { failed: true, errors: { 'config.query': ['Invalid query.'] } }),
    ];
    render({ onSubmit: () => Promise.reject(refusals.shift()) });
    fillValid();

    submit();
    await settle();
    wrapper.update();
    expect(wrapper.find('.alert-danger').text()).toBe('Password too weak.');
    expect(input('username').prop('aria-invalid')).toBe(false);

    submit();
    await settle();
    wrapper.update();
    expect(wrapper.find('.alert-danger').text()).toBe('config.query: Invalid query.');
    expect(input('email').prop('value')).toBe('jane@example.org');
  });

  it('disables the submit button while saving', async () => {
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    render({ onSubmit });
    fillValid();

    submit();
    const button = () => wrapper.find('button[type="submit"]');
    expect(button().prop('disabled')).toBe(true);
    expect(button().text()).toBe('Saving…');
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => { finish(); });
    wrapper.update();
    expect(button().prop('disabled')).toBe(false);
    expect(button().text()).toBe('Create user');
  });

  it('warns before leaving with unsaved changes, in the app and when the tab closes', () => {
    render({ onSubmit: jest.fn() });
    const unloadWarned = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

    act(() => { history.push('/elsewhere'); });
    expect(confirmLeave).not.toHaveBeenCalled();
    expect(unloadWarned()).toBe(false);
    act(() => { history.push('/users/new'); });

    type('username', 'ja');
    act(() => { wrapper.find('a').filterWhere((link) => link.text() === 'Cancel').simulate('click', { button: 0 }); });

    expect(confirmLeave).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE, expect.any(Function));
    expect(history.location.pathname).toBe('/users/new');
    expect(unloadWarned()).toBe(true);
  });

  it('does not ask when only the URL of the same page changes, as a list beside the form does when paged', () => {
    render({ onSubmit: jest.fn() });
    type('username', 'ja');

    act(() => { history.push('/users/new?page=2&query=ja'); });

    expect(confirmLeave).not.toHaveBeenCalled();
    expect(history.location.search).toBe('?page=2&query=ja');
    expect(input('username').prop('value')).toBe('ja');
  });

  it('lets a successful save navigate away without a warning', async () => {
    render({ onSubmit: () => Promise.resolve(), onSuccess: () => history.push('/users') });
    fillValid();

    submit();
    await settle();

    expect(confirmLeave).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/users');
  });
});

describe('FormGroup', () => {
  it('labels a custom control and shows its error where the control points', () => {
    const wrapper = mount(
      <FormGroup label="Time zone" htmlFor="tz" error="Unknown zone." help="As in the tz database." required>
        <input id="tz" aria-invalid aria-describedby={describedBy('tz', { error: 'Unknown zone.', help: 'x' })} />
      </FormGroup>,
    );
    expect(wrapper.find('label').prop('htmlFor')).toBe('tz');
    expect(wrapper.find('input').prop('aria-describedby')).toBe('tz-error tz-help');
    expect(wrapper.find('#tz-error').text()).toBe('Unknown zone.');
    expect(wrapper.find('#tz-help').text()).toBe('As in the tz database.');
    wrapper.unmount();
  });
});

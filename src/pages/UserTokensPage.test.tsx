import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { TokensActions, TokensStore } from '@/stores/users/TokensStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { UsersActions, UsersStore } from '@/stores/users/UsersStore';

import UserTokensPage from './UserTokensPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const jane = currentUserFixture({ id: 'u-jane', username: 'jane' });
const SECRET = 'k3bd0c9a1secretvalue';

describe('UserTokensPage', () => {
  let wrapper: ReactWrapper;
  let spies: Array<jest.SpyInstance>;

  const render = async (permissions: Array<string>) => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ id: 'u-me', username: 'me', permissions }) });
    const history = createMemoryHistory({ initialEntries: ['/system/users/tokens/u-jane'] });
    wrapper = mount(<Router history={history}><Route path="/system/users/tokens/:userId" component={UserTokensPage} /></Router>);
    await settle();
    // The user arrives first, then the token table asks for its page.
    await settle();
    wrapper.update();
  };

  beforeEach(() => {
    UsersStore.setState({ usersById: {} });
    TokensStore.setState({ tokensByUser: {} });
    spies = [
      jest.spyOn(UsersActions, 'load').mockImplementation((userId: string) => {
        UsersStore.setState({ usersById: { [userId]: jane } });
        return Promise.resolve(jane);
      }),
      jest.spyOn(TokensActions, 'list').mockImplementation((userId: string) => {
        const listed = TokensStore.getInitialState().tokensByUser[userId] ?? [{ id: 't1', name: 'old one', last_access: null }];
        TokensStore.setState({ tokensByUser: { [userId]: listed } });
        return Promise.resolve(listed);
      }),
      jest.spyOn(TokensActions, 'create').mockImplementation((userId: string, name: string) => {
        const summary = { id: 't2', name, last_access: null };
        TokensStore.setState({ tokensByUser: { [userId]: [...TokensStore.getInitialState().tokensByUser[userId], summary] } });
        return Promise.resolve({ ...summary, token: SECRET });
      }),
    ];
  });

  afterEach(() => {
    wrapper?.unmount();
    spies.forEach((spy) => spy.mockRestore());
  });

  const createToken = async (name: string) => {
    wrapper.find('input[name="name"]').simulate('change', { target: { value: name } });
    wrapper.find('form.console-create-token').simulate('submit');
    await settle();
    // The token list then loads again (its reloadKey changed).
    await settle();
    wrapper.update();
  };

  it('lists the tokens and explains the Basic auth use with a curl example', async () => {
    await render(['users:tokenlist:jane', 'users:read:jane']);
    expect(wrapper.find('h1').text()).toBe('Tokens of jane');
    expect(document.title).toContain('Tokens of jane');
    expect(wrapper.find('table').text()).toContain('old one');
    expect(wrapper.find('pre').text()).toBe('curl -u <token>:token http://localhost/api/users/jane');
    // Without tokencreate/tokenremove nothing is offered for change.
    expect(wrapper.find('form.console-create-token')).toHaveLength(0);
    expect(wrapper.find('button[aria-label="Delete token old one"]')).toHaveLength(0);
  });

  it('shows a new token once, with a warning, and never again after "Done"', async () => {
    await render(['users:*:jane']);
    await createToken('ci');

    expect(TokensActions.create).toHaveBeenCalledWith('u-jane', 'ci');
    const box = wrapper.find('CreatedTokenBox');
    expect(box.find('input').prop('value')).toBe(SECRET);
    expect(box.text()).toContain('it will not be shown again');
    expect(wrapper.find('table').text()).toContain('ci');
    expect(wrapper.find('table').text()).not.toContain(SECRET);
    expect(wrapper.find('input[name="name"]').prop('value')).toBe('');

    box.find('button').filterWhere((button) => button.text() === 'Done').simulate('click');
    wrapper.update();
    expect(wrapper.find('CreatedTokenBox')).toHaveLength(0);
    expect(wrapper.html()).not.toContain(SECRET);
  });

  it('copies the token with the Clipboard API', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await render(['users:*:jane']);
    await createToken('ci');

    wrapper.find('CreatedTokenBox button').filterWhere((button) => button.text() === 'Copy').simulate('click');
    await settle();
    wrapper.update();
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(wrapper.find('CreatedTokenBox').text()).toContain('Copied to the clipboard.');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('falls back to a selection copy without the Clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await render(['users:*:jane']);
    await createToken('ci');

    wrapper.find('CreatedTokenBox button').filterWhere((button) => button.text() === 'Copy').simulate('click');
    await settle();
    wrapper.update();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(wrapper.find('CreatedTokenBox').text()).toContain('Copied to the clipboard.');
  });

  it('shows the missing-permissions page to someone who may not list the tokens', async () => {
    await render(['users:read:jane']);
    expect(wrapper.text()).toContain('Missing Permissions');
    expect(TokensActions.list).not.toHaveBeenCalled();
  });
});

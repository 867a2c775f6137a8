import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import type { TokenSummary } from '@/stores/users/TokensStore';

import TokenList from './TokenList';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const tokens = [
  { id: 't1', name: 'ci', last_access: '2024-01-15T08:30:00.042Z' },
  { id: 't2', name: 'backup', last_access: null },
  { id: 't3', name: 'fresh', last_access: '1970-01-01T00:00:00.000Z' },
];

type ListProps = { tokens: Array<TokenSummary>, onDelete?: (token: TokenSummary) => Promise<unknown> };

describe('TokenList', () => {
  let wrapper: ReactWrapper;
  let loadTokens: jest.Mock;
  afterEach(() => wrapper?.unmount());

  const mountList = async ({ tokens: listed, onDelete }: ListProps) => {
    loadTokens = jest.fn().mockResolvedValue(listed);
    const mounted = mount(<MemoryRouter><TokenList loadTokens={loadTokens} onDelete={onDelete} /></MemoryRouter>);
    await settle();
    mounted.update();
    return mounted;
  };

  const dialogText = () => document.body.querySelector('.modal')?.textContent ?? '';
  const dialogButton = (label: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button'))
    .find((button) => button.textContent === label);

  it('lists name and last access, sorted by name', async () => {
    wrapper = await mountList({ tokens });
    const rows = wrapper.find('tbody tr');
    expect(rows.map((row) => row.find('td').first().text())).toEqual(['backup', 'ci', 'fresh']);
    expect(rows.at(1).find('time').prop('dateTime')).toBe('2024-01-15T08:30:00.042Z');
    expect(rows.at(0).text()).toContain('Never used');
    expect(rows.at(2).text()).toContain('Never used');
    expect(wrapper.find('button[aria-label^="Delete token"]')).toHaveLength(0);
  });

  it('deletes a token only after a confirmation naming it, then lists the tokens again', async () => {
    const onDelete = jest.fn().mockResolvedValue(undefined);
    wrapper = await mountList({ tokens, onDelete });
    wrapper.find('button[aria-label="Delete token backup"]').simulate('click');
    await settle();

    expect(dialogText()).toContain('Do you really want to delete token backup?');
    expect(onDelete).not.toHaveBeenCalled();
    act(() => { dialogButton('Delete')?.click(); });
    await settle();
    expect(onDelete).toHaveBeenCalledWith(tokens[1]);
    expect(loadTokens).toHaveBeenCalledTimes(2);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const onDelete = jest.fn().mockResolvedValue(undefined);
    wrapper = await mountList({ tokens, onDelete });
    wrapper.find('button[aria-label="Delete token ci"]').simulate('click');
    await settle();
    act(() => { dialogButton('Cancel')?.click(); });
    await settle();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('lists again for a new loadTokens (e.g. another user), but not when it merely renders again', async () => {
    wrapper = await mountList({ tokens });
    const list = (loader: jest.Mock) => <MemoryRouter><TokenList loadTokens={loader} /></MemoryRouter>;
    wrapper.setProps({ children: list(loadTokens).props.children });
    await settle();
    expect(loadTokens).toHaveBeenCalledTimes(1);

    const otherUsers = jest.fn().mockResolvedValue([{ id: 't9', name: 'deploy', last_access: null }]);
    wrapper.setProps({ children: list(otherUsers).props.children });
    await settle();
    wrapper.update();
    expect(otherUsers).toHaveBeenCalledTimes(1);
    expect(wrapper.find('tbody tr').map((row) => row.find('td').first().text())).toEqual(['deploy']);
  });

  it('says so when there are no tokens', async () => {
    wrapper = await mountList({ tokens: [] });
    expect(wrapper.text()).toContain('This user has no tokens yet.');
  });
});

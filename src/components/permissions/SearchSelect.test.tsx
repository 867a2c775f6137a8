import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import SearchSelect from './SearchSelect';

const OPTIONS = [
  { value: 'a', label: 'Alice' },
  { value: 'b', label: 'Bob' },
  { value: 'c', label: 'Carol' },
];

const settle = (ms = 0) => act(async () => { await new Promise((resolve) => setTimeout(resolve, ms)); });

const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

const render = (props: Partial<React.ComponentProps<typeof SearchSelect>> = {}) => {
  const onSelect = jest.fn();
  const search = jest.fn((query: string) => OPTIONS.filter((option) => option.label.toLowerCase().includes(query.toLowerCase())));
  const wrapper = mount(<SearchSelect id="pick" label="Pick someone" search={search} onSelect={onSelect} {...props} />);
  mounted.push(wrapper);
  return { wrapper, onSelect, search, input: () => wrapper.find('input') };
};

describe('SearchSelect', () => {
  it('narrows the options as the user types and picks with the arrow keys and Enter', async () => {
    const { wrapper, onSelect, input } = render();

    act(() => { input().simulate('focus'); input().simulate('change', { target: { value: 'o' } }); });
    await settle();
    wrapper.update();
    expect(wrapper.find('li[role="option"]').map((option) => option.text())).toEqual(['Bob', 'Carol']);
    expect(input().prop('aria-expanded')).toBe(true);

    act(() => { input().simulate('keydown', { key: 'ArrowDown' }); });
    wrapper.update();
    expect(input().prop('aria-activedescendant')).toBe('pick-option-1');
    act(() => { input().simulate('keydown', { key: 'Enter' }); });
    wrapper.update();

    expect(onSelect).toHaveBeenCalledWith({ value: 'c', label: 'Carol' });
    expect(input().prop('value')).toBe('');
    expect(wrapper.find('li[role="option"]').exists()).toBe(false);
  });

  it('says when nothing matches, and closes on Escape', async () => {
    const { wrapper, input } = render();

    act(() => { input().simulate('focus'); input().simulate('change', { target: { value: 'zzz' } }); });
    await settle();
    wrapper.update();
    expect(wrapper.find('[role="listbox"]').text()).toBe('No matches');

    act(() => { input().simulate('keydown', { key: 'Escape' }); });
    wrapper.update();
    expect(wrapper.find('[role="listbox"]').exists()).toBe(false);
  });

  it('waits for the typing to pause before a server search, and keeps only the newest answer', async () => {
    let answerFirst: (options: typeof OPTIONS) => void = () => {};
    const search = jest.fn()
      .mockImplementationOnce(() => new Promise((resolve) => { answerFirst = resolve; }))
      .mockImplementationOnce(() => Promise.resolve([OPTIONS[2]]));
    const { wrapper, input } = render({ search, debounceMs: 50 });

    act(() => { input().simulate('focus'); });
    await settle(60);
    act(() => { input().simulate('change', { target: { value: 'c' } }); });
    act(() => { input().simulate('change', { target: { value: 'ca' } }); });
    await settle(60);
    await act(async () => { answerFirst(OPTIONS); });
    wrapper.update();

    expect(search.mock.calls.map(([query]) => query)).toEqual(['', 'ca']);
    expect(wrapper.find('li[role="option"]').map((option) => option.text())).toEqual(['Carol']);
  });
});

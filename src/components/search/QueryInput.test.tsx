import React, { useState } from 'react';
import { mount } from 'enzyme';

import QueryInput from './QueryInput';

const FIELDS = ['http_status', 'message', 'source', 'source_ip'];

type HarnessProps = { id?: string, initial?: string, error?: { description: string, line?: number, column?: number }, errorQuery?: string };

const Harness = ({ id, initial = '', error, errorQuery }: HarnessProps) => {
  const [value, setValue] = useState(initial);
  return <QueryInput id={id} value={value} onChange={setValue} fieldNames={FIELDS} error={error} errorQuery={errorQuery} />;
};

const type = (wrapper: ReturnType<typeof mount>, value: string) => {
  wrapper.find('input').simulate('change', { target: { value, selectionStart: value.length } });
};
const options = (wrapper: ReturnType<typeof mount>) => wrapper.find('li[role="option"]').map((option) => option.text());

describe('QueryInput', () => {
  beforeEach(() => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => { callback(0); return 0; });
  });
  afterEach(() => jest.restoreAllMocks());

  it('suggests field names for the word typed and takes one with Enter', () => {
    const wrapper = mount(<Harness />);
    type(wrapper, 'a AND sou');
    expect(options(wrapper)).toEqual(['source', 'source_ip']);
    expect(wrapper.find('input').prop('aria-expanded')).toBe(true);

    wrapper.find('input').simulate('keydown', { key: 'ArrowDown' });
    expect(wrapper.find('li[aria-selected=true]').text()).toBe('source_ip');
    expect(wrapper.find('input').prop('aria-activedescendant')).toBe('search-query-fields-1');
    wrapper.find('input').simulate('keydown', { key: 'Enter' });
    expect(wrapper.find('input').prop('value')).toBe('a AND source_ip:');
    expect(options(wrapper)).toEqual([]);
    wrapper.unmount();
  });

  it('closes the suggestions with Escape and takes one by mouse', () => {
    const wrapper = mount(<Harness />);
    type(wrapper, 'htt');
    wrapper.find('input').simulate('keydown', { key: 'Escape' });
    expect(options(wrapper)).toEqual([]);
    type(wrapper, 'mess');
    wrapper.find('li[role="option"]').at(0).simulate('mousedown');
    expect(wrapper.find('input').prop('value')).toBe('message:');
    wrapper.unmount();
  });

  it('offers nothing after a colon or inside a phrase', () => {
    const wrapper = mount(<Harness />);
    type(wrapper, 'source:sou');
    expect(options(wrapper)).toEqual([]);
    type(wrapper, '"sou');
    expect(options(wrapper)).toEqual([]);
    wrapper.unmount();
  });

  it('shows the parse error of the searched query under the bar, marking its place', () => {
    const error = { description: 'Cannot parse query, cause: unexpected ")" at line 1, column 5', line: 1, column: 5 };
    const wrapper = mount(<Harness initial="a:b )" error={error} errorQuery="a:b )" />);
    expect(wrapper.find('input').hasClass('is-invalid')).toBe(true);
    expect(wrapper.find('input').prop('aria-describedby')).toBe('search-query-error');
    expect(wrapper.find('[role="alert"]').text()).toContain('unexpected ")"');
    expect(wrapper.find('mark').text()).toBe(')');
    expect(wrapper.find('[data-testid="query-error-place"]').text()).toBe('a:b )');

    // An error without a place still shows its reason.
    wrapper.setProps({ error: { description: 'Query too complex' } });
    expect(wrapper.find('[role="alert"]').text()).toBe('Query too complex');
    wrapper.unmount();
  });

  it('hides an error that belongs to another text', () => {
    const wrapper = mount(<Harness initial="changed" error={{ description: 'bad', line: 1, column: 1 }} errorQuery="before" />);
    expect(wrapper.find('[role="alert"]').exists()).toBe(false);
    expect(wrapper.find('input').prop('aria-invalid')).toBeUndefined();
    wrapper.unmount();
  });

  it('roots its ids in the id it is given, so that two bars can be on one page', () => {
    const error = { description: 'Query too complex' };
    const wrapper = mount(
      <div>
        <Harness initial="a" error={error} errorQuery="a" />
        <Harness id="condition-query" initial="b" error={error} errorQuery="b" />
      </div>,
    );
    const ids = wrapper.find('input').map((input) => [input.prop('id'), input.prop('aria-controls'), input.prop('aria-describedby')]);
    expect(ids).toEqual([
      ['search-query', 'search-query-fields', 'search-query-error'],
      ['condition-query', 'condition-query-fields', 'condition-query-error'],
    ]);
    expect(wrapper.find('#condition-query-error').text()).toBe('Query too complex');

    wrapper.find('input').at(1).simulate('change', { target: { value: 'b AND sou', selectionStart: 9 } });
    wrapper.find('input').at(1).simulate('keydown', { key: 'ArrowDown' });
    expect(wrapper.find('input').at(1).prop('aria-activedescendant')).toBe('condition-query-fields-1');
    wrapper.unmount();
  });
});

import React from 'react';
import { mount } from 'enzyme';

import MessageValue from './MessageValue';

describe('MessageValue', () => {
  it('draws a link decorator\'s http(s) value as a link that gives the page opened neither window nor referrer', () => {
    const wrapper = mount(<div><MessageValue value={{ type: 'a', href: 'https://example.org/?q=1' }} /></div>);
    const link = wrapper.find('a');
    expect(link.props()).toMatchObject({ href: 'https://example.org/?q=1', rel: 'noopener noreferrer', target: '_blank' });
    expect(link.text()).toBe('https://example.org/?q=1');
  });

  it('shows a link value with any other address as text, never as a link', () => {
    const value = { type: 'a', href: 'javascript:alert(1)' };
    const wrapper = mount(<div><MessageValue value={value} /></div>);
    expect(wrapper.find('a')).toHaveLength(0);
    expect(wrapper.text()).toBe(JSON.stringify(value, null, 2));
  });

  it('shows any other value as text with the matched parts marked, markup included as text', () => {
    const wrapper = mount(<div><MessageValue value="<b>GET</b> /index" ranges={[{ start: 3, length: 3 }]} /></div>);
    expect(wrapper.find('b')).toHaveLength(0);
    expect(wrapper.text()).toBe('<b>GET</b> /index');
    expect(wrapper.find('mark').text()).toBe('GET');
    expect(mount(<div><MessageValue value={404} /></div>).text()).toBe('404');
  });
});

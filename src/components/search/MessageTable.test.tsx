import React from 'react';
import { mount } from 'enzyme';

import { toMessage } from '@/stores/messages/MessagesStore';

import MessageTable, { BreakableName } from './MessageTable';
import { searchMessageFixture } from 'fixtures/searchFixtures';

describe('MessageTable', () => {
  it('lets a long field name in a header wrap only after its _ and .', () => {
    const wrapper = mount(<div><BreakableName name="gl2_remote.ip_x" /></div>);
    expect(wrapper.getDOMNode().innerHTML).toBe('gl2_<wbr>remote.<wbr>ip_<wbr>x');
    expect(mount(<div><BreakableName name="source" /></div>).getDOMNode().innerHTML).toBe('source');
  });

  it('puts each value in a box that keeps short words whole (see search.css)', () => {
    const messages = [toMessage(searchMessageFixture('m1', { source: 'example.org', http_method: 'GET' }))];
    const wrapper = mount(<MessageTable messages={messages} fields={['source', 'http_method', 'message']} timezone="UTC" linkToMessage={false} />);
    expect(wrapper.find('td.console-message-field > div.console-message-value').map((cell) => cell.text())).toEqual(['example.org', 'GET']);
    expect(wrapper.find('thead th').map((th) => th.text())).toEqual(['Timestamp', 'source', 'http_method']);
    wrapper.unmount();
  });

  it('shows a link decorator\'s value as a link, in its cell and among all fields, and marks what the search matched', () => {
    const found = searchMessageFixture('m1', { url: { type: 'a', href: 'https://example.org/a?b=1' }, http_method: 'GET' });
    const messages = [toMessage({ ...found, highlight_ranges: { http_method: [{ start: 0, length: 2 }] } })];
    const wrapper = mount(<MessageTable messages={messages} fields={['url', 'http_method']} timezone="UTC" linkToMessage={false} />);

    const cellLink = wrapper.find('td.console-message-field a');
    expect(cellLink.props()).toMatchObject({ href: 'https://example.org/a?b=1', rel: 'noopener noreferrer' });
    expect(cellLink.text()).toBe('https://example.org/a?b=1');
    expect(wrapper.find('td.console-message-field mark').text()).toBe('GE');

    // Following the link does not open the row; the toggle does.
    cellLink.simulate('click');
    expect(wrapper.find('tr.console-message-details')).toHaveLength(0);
    wrapper.find('button.console-message-toggle').simulate('click');
    const listed = wrapper.find('tr.console-message-details dd a');
    expect(listed.props()).toMatchObject({ href: 'https://example.org/a?b=1', rel: 'noopener noreferrer' });
    expect(wrapper.find('tr.console-message-details').text()).not.toContain('"type"');
    wrapper.unmount();
  });
});

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
});

import React from 'react';
import { mount } from 'enzyme';
import { MemoryRouter } from 'react-router-dom';

import { toMessage } from '@/stores/messages/MessagesStore';

import MessageSummary from './MessageSummary';
import { resultMessageFixture } from 'fixtures/messageFixtures';

const renderSummary = (fields: Parameters<typeof resultMessageFixture>[0]) => mount(
  <MemoryRouter>
    <MessageSummary message={toMessage(resultMessageFixture(fields))} receivingInput={{ state: 'unknown' }} localNode={undefined}
                    timezone="UTC" links={{}} />
  </MemoryRouter>,
);

const labels = (wrapper: ReturnType<typeof renderSummary>) => wrapper.find('dt').map((dt) => dt.text());

describe('MessageSummary', () => {
  it('shows the server\'s processing problems as text, in warning style, when there were any', () => {
    const reason = 'Extractor <b>Status</b> failed: took longer than 2000 ms';
    const wrapper = renderSummary({ gl2_processing_error: reason });
    const problems = wrapper.find('dd').at(labels(wrapper).indexOf('Processing problems'));

    expect(problems.text()).toBe(reason);
    expect(problems.find('b').exists()).toBe(false);
    expect(problems.find('.text-warning-emphasis').exists()).toBe(true);
    wrapper.unmount();
  });

  it('has no processing problems row for a message processed without any', () => {
    const wrapper = renderSummary({});
    expect(labels(wrapper)).not.toContain('Processing problems');
    wrapper.unmount();
  });
});

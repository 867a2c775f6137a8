import React from 'react';
import { mount } from 'enzyme';
import { MemoryRouter } from 'react-router-dom';

import fetch from '@/logic/rest/FetchProvider';
import { toMessage } from '@/stores/messages/MessagesStore';

import type { SummaryLinks } from './MessageSummary';
import MessageSummary from './MessageSummary';
import { DEFAULT_STREAM_ID, resultMessageFixture } from 'fixtures/messageFixtures';
import { settle } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const HIDDEN_STREAM_ID = '65f0c0ffee00000000000009';

const renderSummary = (fields: Parameters<typeof resultMessageFixture>[0], links: SummaryLinks = {}) => mount(
  <MemoryRouter>
    <MessageSummary message={toMessage(resultMessageFixture(fields))} receivingInput={{ state: 'unknown' }} localNode={undefined}
                    timezone="UTC" links={links} />
  </MemoryRouter>,
);

const labels = (wrapper: ReturnType<typeof renderSummary>) => wrapper.find('dt').map((dt) => dt.text());

describe('MessageSummary', () => {
  beforeEach(() => {
    // Only the default stream may be read: the other one is left out of the list, as the server does.
    jest.mocked(fetch).mockReset();
    jest.mocked(fetch).mockResolvedValue({ streams: [{ id: DEFAULT_STREAM_ID, title: 'All <b>messages</b>' }] });
  });

  it('names the streams it was routed into by title, linked as before, and by id those the user may not read', async () => {
    const wrapper = renderSummary({ streams: [DEFAULT_STREAM_ID, HIDDEN_STREAM_ID] }, { stream: (streamId) => `/streams/${streamId}/search` });
    await settle(wrapper);
    const streams = wrapper.find('dd').at(labels(wrapper).indexOf('Routed into streams'));

    expect(jest.mocked(fetch)).toHaveBeenCalledWith('GET', '/api/streams', undefined, { reportPageErrors: false });
    expect(streams.find('li').map((item) => item.text())).toEqual(['All <b>messages</b>', HIDDEN_STREAM_ID]);
    expect(streams.find('a').map((link) => [link.text(), link.prop('href')])).toEqual([
      ['All <b>messages</b>', `/streams/${DEFAULT_STREAM_ID}/search`],
      [HIDDEN_STREAM_ID, `/streams/${HIDDEN_STREAM_ID}/search`],
    ]);
    // A title is text, never markup.
    expect(streams.find('b').exists()).toBe(false);
    wrapper.unmount();
  });

  it('does not ask for streams for a message routed into none', async () => {
    const wrapper = renderSummary({ streams: [] });
    await settle(wrapper);
    expect(jest.mocked(fetch)).not.toHaveBeenCalled();
    wrapper.unmount();
  });

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

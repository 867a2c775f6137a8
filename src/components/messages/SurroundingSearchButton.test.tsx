import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import type { Message } from '@/stores/messages/MessagesStore';
import { DEFAULT_SEARCHES_CONFIG, SearchesConfigActions, SearchesConfigStore } from '@/stores/search/SearchesConfigStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import SurroundingSearchButton from './SurroundingSearchButton';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const message: Message = {
  id: 'm1',
  timestamp: '2024-03-01T12:00:00.000Z',
  fields: { source: 'web "01"', gl2_source_input: 'input-1', message: 'hello' },
  index: 'graylog_0',
  source_node_id: undefined,
  source_input_id: 'input-1',
  stream_ids: [],
  highlight_ranges: {},
  decoration_stats: null,
};

const Page = () => null;

describe('SurroundingSearchButton', () => {
  beforeEach(() => {
    jest.spyOn(SearchesConfigActions, 'load').mockResolvedValue(DEFAULT_SEARCHES_CONFIG);
    act(() => {
      CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['*'] }) });
      PluginStore.register(new PluginManifest({ name: 'surrounding-test-pages' }, { routes: [{ path: '/search', component: Page }] }));
      SearchesConfigStore.setState({
        config: { ...DEFAULT_SEARCHES_CONFIG, surrounding_timerange_options: { PT1M: 'One minute', PT5S: 'Five seconds' }, surrounding_filter_fields: ['source', 'gl2_source_input'] },
      });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => {
      PluginStore.unregister('surrounding-test-pages');
      SearchesConfigStore.setState({ config: DEFAULT_SEARCHES_CONFIG });
    });
  });

  it('offers the configured periods, each searching around the message among those sharing its filter field values', () => {
    const wrapper = mount(<MemoryRouter><SurroundingSearchButton message={message} /></MemoryRouter>);
    wrapper.find('button.dropdown-toggle').simulate('click');
    const items = wrapper.find('a.dropdown-item');
    expect(items.map((item) => item.text())).toEqual(['Five seconds', 'One minute']);
    const link = new URL(String(items.at(1).prop('href')), 'http://console');
    expect(link.pathname).toBe('/search');
    expect(link.searchParams.get('q')).toBe('source:"web \\"01\\"" AND gl2_source_input:"input-1"');
    expect(link.searchParams.get('rangetype')).toBe('absolute');
    expect(link.searchParams.get('from')).toBe('2024-03-01T11:59:00.000Z');
    expect(link.searchParams.get('to')).toBe('2024-03-01T12:01:00.000Z');
    wrapper.unmount();
  });

  it('is not offered for a message without a timestamp, nor to a user who may not search', () => {
    const untimed = mount(<MemoryRouter><SurroundingSearchButton message={{ ...message, timestamp: undefined }} /></MemoryRouter>);
    expect(untimed.html()).toBe('');
    untimed.unmount();
    act(() => { PluginStore.unregister('surrounding-test-pages'); });
    const wrapper = mount(<MemoryRouter><SurroundingSearchButton message={message} /></MemoryRouter>);
    expect(wrapper.html()).toBe('');
    wrapper.unmount();
  });
});

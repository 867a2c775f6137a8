import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import { DEFAULT_SEARCHES_CONFIG, SearchesConfigActions, SearchesConfigStore } from '@/stores/search/SearchesConfigStore';
import { ToolsActions } from '@/stores/tools/ToolsStore';

import TimeRangePicker from './TimeRangePicker';

const open = (wrapper: ReactWrapper, tab?: string) => {
  wrapper.find('button.console-range-toggle').simulate('click');
  if (tab) wrapper.find('button.nav-link').filterWhere((link) => link.text() === tab).simulate('click');
};

describe('TimeRangePicker', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('names the range and applies a relative preset at once', () => {
    const onChange = jest.fn();
    const wrapper = mount(<TimeRangePicker value={{ type: 'relative', range: 300 }} onChange={onChange} timezone="UTC" />);
    expect(wrapper.find('button.console-range-toggle').text()).toContain('Last 5 minutes');
    open(wrapper);
    expect(wrapper.find('button[aria-pressed=true]').text()).toBe('Last 5 minutes');
    wrapper.find('button').filterWhere((button) => button.text() === 'Last day').simulate('click');
    expect(onChange).toHaveBeenCalledWith({ type: 'relative', range: 86400 });
    expect(wrapper.find('.console-range-panel').exists()).toBe(false);
    wrapper.unmount();
  });

  it('reads absolute times in the user\'s time zone, says which, and refuses an end before the start', () => {
    const onChange = jest.fn();
    const wrapper = mount(<TimeRangePicker value={{ type: 'absolute', from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' }}
                                           onChange={onChange} timezone="Asia/Tokyo" />);
    // A short label that leaves the query its room; the whole range in the title and the accessible name.
    const toggle = wrapper.find('button.console-range-toggle');
    expect(toggle.text()).toBe('Mar 1, 2024 21:00 – 22:00');
    expect(toggle.prop('title')).toBe('2024-03-01 21:00:00 to 2024-03-01 22:00:00 (Asia/Tokyo)');
    expect(toggle.prop('aria-label')).toBe('Time range: 2024-03-01 21:00:00 to 2024-03-01 22:00:00 (Asia/Tokyo). Change time range');
    open(wrapper);
    expect(wrapper.find('.console-range-panel').text()).toContain('Times are in your time zone, Asia/Tokyo.');
    expect(wrapper.find('input#search-timerange-from').prop('value')).toBe('2024-03-01 21:00:00');

    wrapper.find('input#search-timerange-to').simulate('change', { target: { value: '2024-03-01 20:00:00' } });
    wrapper.find('.console-range-panel input').last().simulate('keydown', { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(wrapper.find('[role="alert"]').text()).toBe('The end must not be before the start.');

    wrapper.find('input#search-timerange-to').simulate('change', { target: { value: '2024-03-02 09:30' } });
    wrapper.find('.console-range-panel input').last().simulate('keydown', { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ type: 'absolute', from: '2024-03-01T12:00:00.000Z', to: '2024-03-02T00:30:00.000Z' });
    wrapper.unmount();
  });

  it('checks a keyword with the natural date test before it can be applied', async () => {
    jest.useFakeTimers();
    const test = jest.spyOn(ToolsActions, 'testNaturalDate')
      .mockResolvedValueOnce({ from: '2024-02-19T00:00:00.000Z', to: '2024-02-26T00:00:00.000Z', timezone: 'UTC' })
      .mockRejectedValueOnce(new FetchError('Unprocessable Entity', 422, undefined));
    const onChange = jest.fn();
    const wrapper = mount(<TimeRangePicker value={{ type: 'relative', range: 300 }} onChange={onChange} timezone="UTC" />);
    open(wrapper, 'Keyword');

    wrapper.find('input#search-timerange-keyword').simulate('change', { target: { value: 'last week' } });
    await act(async () => { jest.advanceTimersByTime(300); });
    wrapper.update();
    expect(test).toHaveBeenCalledWith('last week', 'UTC');
    expect(wrapper.find('#search-timerange-keyword-preview').text()).toBe('From 2024-02-19 00:00:00 to 2024-02-26 00:00:00 (UTC)');
    wrapper.find('.console-range-panel input').last().simulate('keydown', { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ type: 'keyword', keyword: 'last week' });

    open(wrapper, 'Keyword');
    wrapper.find('input#search-timerange-keyword').simulate('change', { target: { value: 'whenever' } });
    await act(async () => { jest.advanceTimersByTime(300); });
    wrapper.update();
    expect(wrapper.find('#search-timerange-keyword-preview').text()).toContain('not a time range the server understands');
    expect(wrapper.find('.console-range-panel button').filterWhere((button) => button.text() === 'Apply range').prop('disabled')).toBe(true);
    wrapper.unmount();
  });

  describe('with a search configuration', () => {
    const configure = (changes: Partial<typeof DEFAULT_SEARCHES_CONFIG>) => {
      jest.spyOn(SearchesConfigActions, 'load').mockResolvedValue(DEFAULT_SEARCHES_CONFIG);
      act(() => { SearchesConfigStore.setState({ config: { ...DEFAULT_SEARCHES_CONFIG, ...changes } }); });
    };
    afterEach(() => { act(() => { SearchesConfigStore.setState({ config: DEFAULT_SEARCHES_CONFIG }); }); });

    it('offers the configured relative ranges with their labels, and all time only when configured', () => {
      configure({ relative_timerange_options: { PT10M: 'Ten minutes', P3D: 'Three days' } });
      const onChange = jest.fn();
      const wrapper = mount(<TimeRangePicker value={{ type: 'relative', range: 600 }} onChange={onChange} timezone="UTC" />);
      open(wrapper);
      const presets = wrapper.find('.console-range-presets button');
      expect(presets.map((button) => button.text())).toEqual(['Ten minutes', 'Three days']);
      expect(wrapper.find('button[aria-pressed=true]').text()).toBe('Ten minutes');
      presets.at(1).simulate('click');
      expect(onChange).toHaveBeenCalledWith({ type: 'relative', range: 259200 });
      wrapper.unmount();
    });

    it('refuses a range longer than the configured limit, and offers no longer relative range', async () => {
      jest.useFakeTimers();
      configure({ query_time_range_limit: 'P1D' });
      jest.spyOn(ToolsActions, 'testNaturalDate').mockResolvedValueOnce({ from: '2024-02-19T00:00:00.000Z', to: '2024-02-26T00:00:00.000Z', timezone: 'UTC' });
      const onChange = jest.fn();
      const wrapper = mount(<TimeRangePicker value={{ type: 'absolute', from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' }}
                                             onChange={onChange} timezone="UTC" />);
      open(wrapper, 'Relative');
      expect(wrapper.find('.console-range-presets button').map((button) => button.text()).slice(-2)).toEqual(['Last 8 hours', 'Last day']);

      const tab = (title: string) => wrapper.find('button.nav-link').filterWhere((link) => link.text() === title).simulate('click');
      tab('Absolute');
      wrapper.find('input#search-timerange-to').simulate('change', { target: { value: '2024-03-02 12:00:01' } });
      wrapper.find('.console-range-panel input').last().simulate('keydown', { key: 'Enter' });
      expect(onChange).not.toHaveBeenCalled();
      expect(wrapper.find('[role="alert"]').text()).toBe('Time range is greater than the limit of 1 day.');

      tab('Keyword');
      wrapper.find('input#search-timerange-keyword').simulate('change', { target: { value: 'last week' } });
      await act(async () => { jest.advanceTimersByTime(300); });
      wrapper.update();
      expect(wrapper.find('#search-timerange-keyword-preview [role="alert"]').text()).toBe('Time range is greater than the limit of 1 day.');
      expect(wrapper.find('.console-range-panel button').filterWhere((button) => button.text() === 'Apply range').prop('disabled')).toBe(true);
      wrapper.unmount();
    });
  });
});

import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import useWidgetData from '@/components/dashboards/useWidgetData';
import { DEFAULT_SEARCHES_CONFIG, SearchesConfigActions, SearchesConfigStore } from '@/stores/search/SearchesConfigStore';

import FieldList from './FieldList';

jest.mock('@/components/dashboards/useWidgetData', () => ({ __esModule: true, default: jest.fn() }));

const mockWidgetData = jest.mocked(useWidgetData);
const FIELDS = [{ name: 'message' }, { name: 'source' }, { name: 'secret' }];
const SEARCH = { query: 'level:3', timerange: { type: 'relative' as const, range: 3600 }, streams: [] };

describe('FieldList', () => {
  beforeEach(() => {
    jest.spyOn(SearchesConfigActions, 'load').mockResolvedValue(DEFAULT_SEARCHES_CONFIG);
    act(() => { SearchesConfigStore.setState({ config: { ...DEFAULT_SEARCHES_CONFIG, analysis_disabled_fields: ['message', 'secret'] } }); });
    mockWidgetData.mockReturnValue({ data: { kind: 'terms', total: 8, values: [{ value: 'web-01', count: 5 }, { value: 'db-01', count: 3 }] }, loading: false });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => { SearchesConfigStore.setState({ config: DEFAULT_SEARCHES_CONFIG }); });
  });

  const action = (wrapper: ReturnType<typeof mount>, field: string) => wrapper.find(`button[aria-label="Top values of ${field}"]`);

  it('shows a field\'s most frequent values among the messages searched', () => {
    const wrapper = mount(<MemoryRouter><FieldList fields={FIELDS} selected={['source']} onToggle={jest.fn()} search={SEARCH} /></MemoryRouter>);
    action(wrapper, 'source').simulate('click');
    expect(action(wrapper, 'source').prop('aria-expanded')).toBe(true);
    expect(mockWidgetData).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'terms', field: 'source', query: 'level:3', timerange: SEARCH.timerange }), 0);
    expect(wrapper.find('.console-field-top-values tbody tr').map((row) => row.text())).toEqual(['web-015', 'db-013']);
    action(wrapper, 'source').simulate('click');
    expect(wrapper.find('.console-field-top-values').exists()).toBe(false);
    wrapper.unmount();
  });

  it('disables analysis of the fields the search configuration names, saying why', () => {
    const wrapper = mount(<MemoryRouter><FieldList fields={FIELDS} selected={[]} onToggle={jest.fn()} search={SEARCH} /></MemoryRouter>);
    const secret = action(wrapper, 'secret');
    expect(secret.prop('aria-disabled')).toBe(true);
    expect(secret.prop('title')).toBe('Analysis is disabled for secret in the search configuration (System / Configurations).');
    expect(action(wrapper, 'source').prop('aria-disabled')).toBe(false);
    mockWidgetData.mockClear();
    secret.simulate('click');
    expect(wrapper.find('.console-field-top-values').exists()).toBe(false);
    expect(mockWidgetData).not.toHaveBeenCalled();
    wrapper.unmount();
  });
});

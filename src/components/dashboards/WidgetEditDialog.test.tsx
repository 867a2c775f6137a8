import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import type { SearchJob, SearchRequest } from '@/stores/search/searchTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import WidgetEditDialog from './WidgetEditDialog';
import type { SupportedWidget } from './widgetModel';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { formDriver } from 'fixtures/formDriver';
import { histogramResultFixture, queryParseErrorFixture, searchJobFixture } from 'fixtures/searchFixtures';

const mockRun = jest.fn<Promise<SearchJob | null>, [SearchRequest]>();
jest.mock('@/stores/search/searchRunner', () => ({ createSearchRunner: () => ({ run: (request: SearchRequest) => mockRun(request), cancel: jest.fn() }) }));

const queryIdOf = (request: SearchRequest) => request.queries[0].id;

/** The server's answer: the query's parse error when it has an unbalanced parenthesis, else a count. */
const answer = async (request: SearchRequest): Promise<SearchJob> => {
  const queryId = queryIdOf(request);
  if (request.queries[0].query.query_string.includes('(') && !request.queries[0].query.query_string.includes(')')) {
    return searchJobFixture([], { queryId, errors: [{ ...queryParseErrorFixture(16, 'Unexpected end of query'), query_id: queryId }] });
  }
  return searchJobFixture([{ ...histogramResultFixture([['2024-03-01T12:00:00.000Z', 3]]), id: request.queries[0].search_types[0].id }], { queryId });
};

const settle = (wrapper: ReactWrapper) => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  wrapper.update();
});

describe('WidgetEditDialog', () => {
  let wrapper: ReactWrapper;
  const form = formDriver(() => wrapper);
  const submit = () => wrapper.find('form').first().simulate('submit');

  beforeEach(() => {
    mockRun.mockReset().mockImplementation(answer);
    CurrentUserStore.setState({ currentUser: currentUserFixture({ timezone: 'Asia/Tokyo' }) });
  });
  afterEach(() => wrapper.unmount());

  const render = (widget?: SupportedWidget) => {
    const onApply = jest.fn();
    wrapper = mount(<MemoryRouter><WidgetEditDialog widget={widget} onApply={onApply} onClose={jest.fn()} /></MemoryRouter>);
    return onApply;
  };

  it('refuses a query that does not parse at the query field, keeping what was typed, and accepts it once fixed', async () => {
    const onApply = render();
    form.type('title', 'Web errors');
    form.type('query', 'source:(web AND');
    submit();
    await settle(wrapper);

    expect(mockRun).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
    expect(form.errorOf('query')).toBe('Line 1, column 16: Unexpected end of query.');
    expect(form.field('query').prop('value')).toBe('source:(web AND');
    expect(form.field('query').prop('aria-invalid')).toBe(true);
    expect(form.field('title').prop('value')).toBe('Web errors');

    // Changing the query takes the refusal away; the fixed query is checked and accepted.
    form.type('query', 'source:(web OR db)');
    expect(form.field('query').prop('aria-invalid')).toBe(false);
    submit();
    await settle(wrapper);
    expect(mockRun).toHaveBeenCalledTimes(2);
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ kind: 'count', title: 'Web errors', query: 'source:(web OR db)' }));
  });

  it('offers absolute times in the user\'s time zone, without submitting the dialog when a range is applied', async () => {
    const onApply = render();
    const toggle = () => wrapper.find('button.console-range-toggle');
    expect(toggle().text()).toContain('Last hour');
    toggle().simulate('click');
    wrapper.find('button.nav-link').filterWhere((link) => link.text() === 'Absolute').simulate('click');
    expect(wrapper.find('.console-range-panel').text()).toContain('Times are in your time zone, Asia/Tokyo.');
    wrapper.find('.console-range-panel input').at(0).simulate('change', { target: { value: '2024-03-01 21:00:00' } });
    wrapper.find('.console-range-panel input').at(1).simulate('change', { target: { value: '2024-03-01 22:00:00' } });
    wrapper.find('.console-range-panel input').last().simulate('keydown', { key: 'Enter' });
    await settle(wrapper);

    // Applying the range closed the panel only: no search, nothing added yet.
    expect(wrapper.find('.console-range-panel').exists()).toBe(false);
    expect(mockRun).not.toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
    expect(toggle().prop('aria-label')).toContain('2024-03-01 21:00:00 to 2024-03-01 22:00:00 (Asia/Tokyo)');

    submit();
    await settle(wrapper);
    const absolute = { type: 'absolute', from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' };
    expect(mockRun.mock.calls[0][0].queries[0].timerange).toEqual(absolute);
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ timerange: absolute }));
  });

  it('keeps the keyword range of a widget being edited', async () => {
    const widget: SupportedWidget = { id: 'w1', kind: 'count', title: 'Yesterday', query: '', timerange: { type: 'keyword', keyword: 'yesterday' }, streams: [] };
    const onApply = render(widget);
    expect(wrapper.find('button.console-range-toggle').text()).toContain('yesterday');
    submit();
    await settle(wrapper);
    expect(onApply).toHaveBeenCalledWith({ ...widget });
  });
});

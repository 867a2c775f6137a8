import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import fetch from '@/logic/rest/FetchProvider';
import { EntityTypesStore } from '@/stores/events/EntityTypesStore';

import AggregationConditionForm from './AggregationConditionForm';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

describe('AggregationConditionForm', () => {
  let wrapper: ReactWrapper | undefined;
  afterEach(() => { wrapper?.unmount(); });

  it('says under "Execute search every" that a longer search window repeats events', async () => {
    EntityTypesStore.setState({ entityTypes: undefined });
    jest.mocked(fetch).mockResolvedValue({ streams: [] });
    wrapper = mount(<AggregationConditionForm config={{ type: 'aggregation-v1' }} onChange={jest.fn()} errors={{}} idPrefix="c" withSeries={false} />);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    wrapper.update();
    const input = wrapper.find('input#c-execute-every');
    const help = wrapper.find(`#${String(input.prop('aria-describedby'))}`).hostNodes();
    expect(help.text()).toBe('A search window longer than this interval sees the same messages again on the next run: '
      + 'a filter then creates the same event again each time.');
  });
});

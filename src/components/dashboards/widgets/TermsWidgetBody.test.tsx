import React from 'react';
import { mount } from 'enzyme';
import { MemoryRouter } from 'react-router-dom';

import TermsWidgetBody from './TermsWidgetBody';

const data = { kind: 'terms' as const, total: 8, values: [{ value: 'web 01', count: 5 }, { value: 'db-01', count: 3 }] };

const hrefs = (element: React.ReactElement) => {
  const wrapper = mount(<MemoryRouter>{element}</MemoryRouter>);
  const found = wrapper.find('tbody a').map((link) => link.prop('href'));
  wrapper.unmount();
  return found;
};

describe('TermsWidgetBody', () => {
  it('links each value to its messages within the widget query, over the widget range', () => {
    expect(hrefs(<TermsWidgetBody data={data} field="source" query="level:3" timerange={{ type: 'relative', range: 3600 }} streams={[]} />)).toEqual([
      `/search?q=${encodeURIComponent('(level:3) AND source:"web 01"')}&rangetype=relative&relative=3600`,
      `/search?q=${encodeURIComponent('(level:3) AND source:"db-01"')}&rangetype=relative&relative=3600`,
    ]);
  });

  it('keeps an absolute or keyword range, and the one stream the widget searches', () => {
    const absolute = { type: 'absolute' as const, from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' };
    expect(hrefs(<TermsWidgetBody data={data} field="source" query="" timerange={absolute} streams={['s1']} />)[1])
      .toBe(`/streams/s1/search?q=${encodeURIComponent('source:"db-01"')}&rangetype=absolute&from=2024-03-01T12%3A00%3A00.000Z&to=2024-03-01T13%3A00%3A00.000Z`);
    expect(hrefs(<TermsWidgetBody data={data} field="source" query="" timerange={{ type: 'keyword', keyword: 'yesterday' }} streams={[]} />)[1])
      .toBe(`/search?q=${encodeURIComponent('source:"db-01"')}&rangetype=keyword&keyword=yesterday`);
  });
});

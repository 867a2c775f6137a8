import React from 'react';
import { mount } from 'enzyme';
import { MemoryRouter } from 'react-router-dom';

import SectionNavigation from './SectionNavigation';

const LINKS = [
  { label: 'First', path: '/area/first' },
  { label: 'Second', path: '/area/second' },
];

describe('SectionNavigation', () => {
  it('links each page of the area under its label and marks only the page being shown', () => {
    const wrapper = mount(<MemoryRouter initialEntries={['/area/second']}><SectionNavigation label="Area" links={LINKS} /></MemoryRouter>);
    expect(wrapper.find('nav').prop('aria-label')).toBe('Area');
    const links = wrapper.find('a');
    expect(links.map((link) => [link.text(), link.prop('href')])).toEqual([['First', '/area/first'], ['Second', '/area/second']]);
    expect(links.map((link) => link.hasClass('active'))).toEqual([false, true]);
    wrapper.unmount();
  });

  it('marks nothing on a page below one of the links, as the links match exactly', () => {
    const wrapper = mount(<MemoryRouter initialEntries={['/area/first/details']}><SectionNavigation label="Area" links={LINKS} /></MemoryRouter>);
    expect(wrapper.find('a.active')).toHaveLength(0);
    wrapper.unmount();
  });
});

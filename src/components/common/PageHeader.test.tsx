import React from 'react';
import { mount } from 'enzyme';

import { documentTitle } from './DocumentTitle';
import PageHeader from './PageHeader';

describe('PageHeader', () => {
  beforeEach(() => { document.title = 'Before'; });

  it('shows title, description and the manual link, opened in a new tab', () => {
    const wrapper = mount(
      <PageHeader title="Users" description="Who may use the console." documentationLink={{ title: 'Users and roles', path: 'users_and_roles.html' }} />,
    );

    expect(wrapper.find('h1').text()).toBe('Users');
    expect(wrapper.find('p.lead').text()).toBe('Who may use the console.');
    const link = wrapper.find('a');
    expect(link.prop('href')).toBe('https://docs.graylog.org/en/4.0/pages/users_and_roles.html');
    expect(link.prop('target')).toBe('_blank');
    expect(link.text()).toContain('Users and roles');
    wrapper.unmount();
  });

  it('keeps the older subtitle prop working', () => {
    const wrapper = mount(<PageHeader title="System overview" subtitle="The node." actions={<button type="button">Act</button>} />);
    expect(wrapper.find('p.lead').text()).toBe('The node.');
    expect(wrapper.find('button').text()).toBe('Act');
    wrapper.unmount();
  });

  it('keeps the actions beside a long title, which wraps instead of pushing them under it', () => {
    const title = 'A very long index set title that needs two lines at the width of a laptop screen '.repeat(3);
    const wrapper = mount(<PageHeader title={title} description="Under both." actions={<button type="button">Edit</button>} />);
    const heading = wrapper.getDOMNode().querySelector('h1') as HTMLElement;
    const row = heading.parentElement as HTMLElement;
    const actions = row.lastElementChild as HTMLElement;
    // One row from the lg breakpoint up: the title shrinks and wraps (even inside a long word), the actions never do.
    expect(Array.from(row.children).map((child) => child.tagName)).toEqual(['H1', 'DIV']);
    expect(actions.textContent).toBe('Edit');
    expect(row.classList).toContain('flex-lg-nowrap');
    expect(heading.classList).toContain('text-break');
    expect(actions.classList).toContain('flex-shrink-0');
    // The description stays under the title and its actions.
    expect(row.querySelector('p.lead')).toBeNull();
    expect(wrapper.find('p.lead').text()).toBe('Under both.');
    wrapper.unmount();
  });

  it('names the page in the browser title while it is shown and restores the title afterwards', () => {
    const wrapper = mount(<PageHeader title="Users" />);
    expect(document.title).toBe(documentTitle('Users'));
    wrapper.unmount();
    expect(document.title).toBe('Before');
  });

  it('uses an explicit document title, needed when the title is not plain text', () => {
    const wrapper = mount(<PageHeader title={<span>User <em>jane</em></span>} documentTitle="User jane" />);
    expect(document.title).toBe(documentTitle('User jane'));
    wrapper.unmount();
  });

  it('leaves the browser title to the page when the title is not plain text and none is given', () => {
    const wrapper = mount(<PageHeader title={<span>Custom</span>} />);
    expect(document.title).toBe('Before');
    wrapper.unmount();
  });
});

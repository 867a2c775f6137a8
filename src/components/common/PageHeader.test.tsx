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

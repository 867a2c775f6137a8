import React from 'react';
import { mount } from 'enzyme';

import TableFooter from './TableFooter';
import { rangeSummary } from './tableTexts';

const footer = (page: number, totalPages: number, onPerPageChange = jest.fn()) => mount(
  <TableFooter summary="Showing 1-20 of 57 users" page={page} totalPages={totalPages} onPageChange={jest.fn()} pagerLabel="Users pages"
               perPage={20} perPageChoices={[10, 20, 50]} onPerPageChange={onPerPageChange} perPageLabel="Rows per page" perPageId="users-per-page" />,
);

describe('TableFooter', () => {
  it('shows the range, and the pager only when there is another page to go to', () => {
    expect(footer(1, 1).find('nav').exists()).toBe(false);
    expect(footer(1, 3).find('nav[aria-label="Users pages"]').exists()).toBe(true);
    // Beyond the last page (the list shrank): the pager leads back.
    expect(footer(4, 3).find('nav').exists()).toBe(true);
    expect(footer(1, 1).text()).toContain('Showing 1-20 of 57 users');
  });

  it('offers the page sizes under its label', () => {
    const onPerPageChange = jest.fn();
    const wrapper = footer(1, 3, onPerPageChange);
    expect(wrapper.find('label[htmlFor="users-per-page"] > span').text()).toBe('Rows per page');
    expect(wrapper.find('select#users-per-page option').map((option) => option.text())).toEqual(['10', '20', '50']);
    wrapper.find('select#users-per-page').simulate('change', { target: { value: '50' } });
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });

  it('offers no page size when there is only one (the server fixes it)', () => {
    const wrapper = mount(
      <TableFooter summary="Showing 1-30 of 31 system messages" page={1} totalPages={2} onPageChange={jest.fn()} pagerLabel="System messages pages"
                   perPage={30} perPageChoices={[30]} onPerPageChange={jest.fn()} perPageLabel="Rows per page" perPageId="messages-per-page" />,
    );
    expect(wrapper.find('select').exists()).toBe(false);
    expect(wrapper.text()).not.toContain('Rows per page');
    expect(wrapper.find('nav[aria-label="System messages pages"]').exists()).toBe(true);
  });
});

describe('rangeSummary', () => {
  it('groups the numbers as en-US', () => {
    expect(rangeSummary(1001, 1, 1, 12345, 23456, { singular: 'message', plural: 'messages' }))
      .toBe('Showing 1,001-1,001 of 12,345 messages (filtered from 23,456)');
  });
});

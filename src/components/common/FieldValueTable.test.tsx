import { mount } from 'enzyme';
import React from 'react';

import FieldValueTable from './FieldValueTable';

describe('FieldValueTable', () => {
  it('shows every row in order, repeated names included, and values as text, never markup', () => {
    const wrapper = mount(<FieldValueTable nameTitle="Field" caption="Fields" rows={[
      { name: 'user', value: '<b>alice</b>' }, { name: 'user', value: 'bob' }, { name: 'took', value: '12' },
    ]} />);
    const rows = wrapper.find('tbody tr').map((row) => [row.find('th').text(), row.find('td').text()]);
    expect(rows).toEqual([['user', '<b>alice</b>'], ['user', 'bob'], ['took', '12']]);
    expect(wrapper.find('tbody b')).toHaveLength(0);
    expect(wrapper.find('thead th').first().text()).toBe('Field');
  });
});

import React from 'react';
import { mount } from 'enzyme';

import SearchSelect from '@/components/permissions/SearchSelect';
import { AuthzRolesActions } from '@/stores/roles/AuthzRolesStore';
import type { RoleAssignee } from '@/stores/roles/AuthzRolesStore';

import AssignUsersControl from './AssignUsersControl';

const user = (n: number, roles: Array<string>): RoleAssignee => ({ id: `u${n}`, username: `user${n}`, full_name: `User ${n}`, roles } as RoleAssignee);

describe('AssignUsersControl', () => {
  afterEach(() => { jest.restoreAllMocks(); });

  it('offers users who do not hold the role yet, even when the first matches all hold it', async () => {
    const holders = Array.from({ length: 10 }, (_, n) => user(n, ['Ops']));
    const search = jest.spyOn(AuthzRolesActions, 'searchUsers')
      .mockResolvedValue([...holders, user(10, ['Reader']), user(11, [])] as never);
    const wrapper = mount(<AssignUsersControl role={{ id: 'r1', name: 'ops' }} onAssigned={jest.fn()} />);

    const offered = await wrapper.find(SearchSelect).prop('search')('user');

    expect(search.mock.calls[0][1]).toBeGreaterThan(10);
    expect(offered.map((option) => option.value)).toEqual(['user10', 'user11']);
    wrapper.unmount();
  });
});

import React from 'react';
import { mount } from 'enzyme';

import NodeStateBadges from './NodeStateBadges';

const badges = (states: { lifecycle: string, is_processing: boolean, lb_status: string }) => (
  mount(<NodeStateBadges overview={states} />).find('.badge').map((badge) => badge.children().not('.visually-hidden').map((part) => part.text()).join(''))
);

describe('NodeStateBadges', () => {
  it('words a node\'s states the same way wherever they are shown', () => {
    expect(badges({ lifecycle: 'running', is_processing: true, lb_status: 'alive' })).toEqual(['Running', 'Processing', 'Load balancer: ALIVE']);
    expect(badges({ lifecycle: 'paused', is_processing: false, lb_status: 'DEAD' })).toEqual(['Paused', 'Processing paused', 'Load balancer: DEAD']);
  });

  it('says what a load balancer status means, in a tooltip and to screen readers', () => {
    const badge = mount(<NodeStateBadges overview={{ lifecycle: 'running', is_processing: true, lb_status: 'dead' }} />).find('.badge').last();
    expect(badge.prop('title')).toBe('load balancers see the node as dead and send it nothing');
    expect(badge.find('.visually-hidden').text()).toBe(' (load balancers see the node as dead and send it nothing)');
  });
});

import React from 'react';
import { mount } from 'enzyme';

import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import IfPermitted from './IfPermitted';
import Timestamp from './Timestamp';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const mounted: Array<{ unmount: () => unknown }> = [];

/** Mounts and remembers, so that no component stays subscribed to the store after its test. */
const render = (element: React.ReactElement) => {
  const wrapper = mount(element);
  mounted.push(wrapper);
  return wrapper;
};

afterEach(() => {
  mounted.splice(0).forEach((wrapper) => wrapper.unmount());
});

const user = (extra: Partial<CurrentUser>) => currentUserFixture(extra);

describe('Timestamp', () => {
  beforeEach(() => { window.appConfig = { rootTimeZone: 'Europe/Berlin' }; });

  it("shows the time in the user's zone with milliseconds and the instant as machine-readable attribute", () => {
    CurrentUserStore.setState({ currentUser: user({ timezone: 'Asia/Tokyo' }) });
    const time = render(<Timestamp dateTime="2024-01-15T08:30:00.042Z" />).find('time');

    expect(time.text()).toBe('2024-01-15 17:30:00.042');
    expect(time.prop('dateTime')).toBe('2024-01-15T08:30:00.042Z');
    expect(time.prop('title')).toContain('Asia/Tokyo');
  });

  it('falls back to the root time zone, and honours an explicit zone and format', () => {
    CurrentUserStore.setState({ currentUser: user({}) });
    expect(render(<Timestamp dateTime="2024-01-15T08:30:00.042Z" />).text()).toBe('2024-01-15 09:30:00.042');
    expect(render(<Timestamp dateTime={Date.UTC(2024, 0, 15, 8, 30)} tz="UTC" format="HH:mm" />).text()).toBe('08:30');
  });
});

describe('IfPermitted', () => {
  it('renders its children only for a user holding the permissions', () => {
    CurrentUserStore.setState({ currentUser: user({ permissions: ['streams:read'] }) });

    expect(render(<IfPermitted permissions="streams:read"><b>shown</b></IfPermitted>).text()).toBe('shown');
    expect(render(<IfPermitted permissions={['streams:read', 'inputs:read']}><b>shown</b></IfPermitted>).html()).toBeNull();
    expect(render(<IfPermitted permissions={['inputs:read', 'streams:read']} anyPermissions><b>any</b></IfPermitted>).text()).toBe('any');
  });
});

import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { ServerAvailabilityStore } from './ServerAvailabilityStore';
import useReloadOnReconnect from './useReloadOnReconnect';

const Page = ({ reload }: { reload: () => void }) => {
  useReloadOnReconnect(reload);
  return <p>page</p>;
};

describe('useReloadOnReconnect', () => {
  beforeEach(() => {
    ServerAvailabilityStore.setState({ server: { up: true }, reconnects: 3 });
  });

  it('reloads the page on screen each time the server is back, not on mount and not after unmount', () => {
    const reload = jest.fn();
    const wrapper = mount(<Page reload={reload} />);
    expect(reload).not.toHaveBeenCalled();

    act(() => { ServerAvailabilityStore.setState({ server: { up: false, error: 'down' } }); });
    expect(reload).not.toHaveBeenCalled();
    act(() => { ServerAvailabilityStore.setState({ server: { up: true }, reconnects: 4 }); });
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => { ServerAvailabilityStore.setState({ reconnects: 5 }); });
    expect(reload).toHaveBeenCalledTimes(2);

    wrapper.unmount();
    act(() => { ServerAvailabilityStore.setState({ reconnects: 6 }); });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('calls the latest reload function the page passed', () => {
    const first = jest.fn();
    const second = jest.fn();
    const wrapper = mount(<Page reload={first} />);
    wrapper.setProps({ reload: second });
    act(() => { ServerAvailabilityStore.setState({ reconnects: 4 }); });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });
});

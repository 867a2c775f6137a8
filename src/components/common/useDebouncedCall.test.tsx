import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import type { DebouncedRequest, DebouncedState } from './useDebouncedCall';
import useDebouncedCall from './useDebouncedCall';

type Probe = { current?: DebouncedState<string> };

const Form = ({ request, probe }: { request: DebouncedRequest<string> | null, probe: Probe }) => {
  probe.current = useDebouncedCall(request, 20); // the test reads what the hook answers
  return null;
};

const pause = (ms: number) => act(() => new Promise((resolve) => { setTimeout(resolve, ms); }));

describe('useDebouncedCall', () => {
  it('calls once typing pauses, and only for the latest parameters', async () => {
    const probe: Probe = {};
    const run = jest.fn((text: string) => Promise.resolve(`answer to ${text}`));
    const wrapper = mount(<Form request={{ key: 'a', run: () => run('a') }} probe={probe} />);
    wrapper.setProps({ request: { key: 'ab', run: () => run('ab') } });
    expect(probe.current?.status).toBe('pending');
    await pause(40);
    expect(run.mock.calls).toEqual([['ab']]);
    expect(probe.current).toEqual({ status: 'done', result: 'answer to ab' });
    wrapper.unmount();
  });

  it('keeps the last answer when the next call fails', async () => {
    const probe: Probe = {};
    const wrapper = mount(<Form request={{ key: 'good', run: () => Promise.resolve('fine') }} probe={probe} />);
    await pause(40);
    wrapper.setProps({ request: { key: 'bad', run: () => Promise.reject(new Error('offline')) } });
    await pause(40);
    expect(probe.current).toEqual({ status: 'failed', result: 'fine' });
    wrapper.setProps({ request: null });
    await pause(0);
    expect(probe.current).toEqual({ status: 'idle' });
    wrapper.unmount();
  });
});

import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';

import type { Loaded } from './useLoaded';
import useLoaded from './useLoaded';

type Probe = { current?: Loaded<string> };

const Page = ({ load, probe }: { load: (key: string) => Promise<string>, probe: Probe }) => {
  probe.current = useLoaded(load, 'the-key'); // the test reads what the hook answers
  return null;
};

const settle = () => act(() => new Promise((resolve) => { setTimeout(resolve, 0); }));

const loadedWith = async (load: (key: string) => Promise<string>) => {
  const probe: Probe = {};
  const wrapper = mount(<Page load={load} probe={probe} />);
  await settle();
  return { probe, wrapper };
};

describe('useLoaded', () => {
  it('loads the value for the key', async () => {
    const load = jest.fn((key: string) => Promise.resolve(`value of ${key}`));
    const { probe, wrapper } = await loadedWith(load);
    expect(load).toHaveBeenCalledWith('the-key');
    expect(probe.current).toMatchObject({ value: 'value of the-key', failed: false });
    expect(probe.current?.reason).toBeUndefined();
    wrapper.unmount();
  });

  it('says why loading failed, for a page that shows the reason itself', async () => {
    const { probe, wrapper } = await loadedWith(() => Promise.reject(new FetchError('Internal Server Error', 500, { message: 'Index is closed' })));
    expect(probe.current).toMatchObject({ failed: true, reason: 'Index is closed' });
    expect(probe.current?.value).toBeUndefined();
    wrapper.unmount();
  });

  it('gives no reason for a 403 or 404, which the fetch layer shows as a page of its own', async () => {
    const forbidden = await loadedWith(() => Promise.reject(new FetchError('Forbidden', 403, { message: 'Not allowed' })));
    expect(forbidden.probe.current?.failed).toBe(true);
    expect(forbidden.probe.current?.reason).toBeUndefined();
    forbidden.wrapper.unmount();
    const missing = await loadedWith(() => Promise.reject(new FetchError('Not Found', 404, { message: 'No such thing' })));
    expect(missing.probe.current?.failed).toBe(true);
    expect(missing.probe.current?.reason).toBeUndefined();
    missing.wrapper.unmount();
  });

  it('keeps the last value when a reload fails, so that a form open on it keeps what was typed', async () => {
    const load = jest.fn<Promise<string>, [string]>(() => Promise.resolve('loaded'));
    const { probe, wrapper } = await loadedWith(load);
    load.mockImplementation(() => Promise.reject(new FetchError('Internal Server Error', 500, { message: 'Storage is down' })));
    act(() => probe.current?.reload());
    await settle();
    expect(probe.current).toMatchObject({ value: 'loaded', failed: true, reason: 'Storage is down' });
    wrapper.unmount();
  });

  it('replaces the value with what a save answered, and loads again on reload', async () => {
    const load = jest.fn(() => Promise.resolve('loaded'));
    const { probe, wrapper } = await loadedWith(load);
    act(() => probe.current?.set('saved'));
    expect(probe.current).toMatchObject({ value: 'saved', failed: false });
    act(() => probe.current?.reload());
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(probe.current?.value).toBe('loaded');
    wrapper.unmount();
  });
});

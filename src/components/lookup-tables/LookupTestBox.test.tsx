import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import type { LookupResult } from '@/stores/lookup-tables/lookupPayloads';

import LookupTestBox from './LookupTestBox';

const FAILED: LookupResult = { single_value: null, multi_value: null, has_error: true, ttl: 0 };

describe('LookupTestBox', () => {
  let wrapper: ReactWrapper;
  afterEach(() => wrapper.unmount());

  const run = async (key: string) => {
    wrapper.find('input#lookup-test-key').simulate('change', { target: { value: key } });
    await act(async () => { wrapper.find('form').simulate('submit'); await new Promise((resolve) => setTimeout(resolve, 0)); });
    wrapper.update();
  };

  it('says why a lookup failed with the error state of what answered, and asks for the error states again', async () => {
    const onLookedUp = jest.fn();
    wrapper = mount(<LookupTestBox subject="the data adapter" lookup={() => Promise.resolve(FAILED)} onLookedUp={onLookedUp} />);
    await run('1.2.3.4');
    expect(onLookedUp).toHaveBeenCalledTimes(1);
    expect(wrapper.text()).toContain('The lookup of 1.2.3.4 failed; these are the defaults.');
    expect(wrapper.text()).not.toContain('Reason:');

    // The page hands in the error state it loaded again.
    wrapper.setProps({ errorState: 'The URL https://evil.example.com/?q=1.2.3.4 is not in the URL whitelist.' });
    wrapper.update();
    expect(wrapper.text()).toContain('Reason: The URL https://evil.example.com/?q=1.2.3.4 is not in the URL whitelist.');
  });

  it('prefers the reason the result carries', async () => {
    wrapper = mount(<LookupTestBox subject="the table" errorState="stale state" lookup={() => Promise.resolve({ ...FAILED, error_message: 'Connection refused' })} />);
    await run('a');
    expect(wrapper.text()).toContain('Reason: Connection refused');
    expect(wrapper.text()).not.toContain('stale state');
  });

  it('says nothing of errors when the lookup worked', async () => {
    wrapper = mount(<LookupTestBox subject="the table" errorState="old trouble" lookup={() => Promise.resolve({ single_value: 'DE', multi_value: { value: 'DE' }, has_error: false, ttl: 0 })} />);
    await run('10.0.0.1');
    expect(wrapper.text()).not.toContain('failed');
    expect(wrapper.find('pre').first().text()).toBe('DE');
  });
});

import React from 'react';
import { mount } from 'enzyme';

import formatBytes from '@/util/formatBytes';

import DumpText, { processBufferDumpText } from './DumpText';

describe('dumps and sizes', () => {
  it('writes one line per processor in their numeric order', () => {
    expect(processBufferDumpText({ 'ProcessBufferProcessor #10': 'idle', 'ProcessBufferProcessor #2': 'processing 3 messages' }))
      .toBe('ProcessBufferProcessor #2: processing 3 messages\nProcessBufferProcessor #10: idle');
  });

  it('shows a dump as text, never as markup', () => {
    const wrapper = mount(<DumpText label="Thread dump" text={'"main" <b>RUNNABLE</b>'} />);
    expect(wrapper.find('pre').text()).toBe('"main" <b>RUNNABLE</b>');
    expect(wrapper.find('b')).toHaveLength(0);
  });

  it('writes byte counts in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KiB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GiB');
    expect(formatBytes(-1)).toBe('–');
  });
});

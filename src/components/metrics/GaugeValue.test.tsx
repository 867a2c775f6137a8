import React from 'react';
import { mount } from 'enzyme';

import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import GaugeValue from './GaugeValue';
import { gaugeUnit } from './gaugeUnits';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const shown = (name: string, value: unknown) => mount(<GaugeValue name={name} value={value} />).text();

describe('gauge values', () => {
  it('reads the unit from the names Graylog gives its gauges', () => {
    expect(gaugeUnit('org.graylog2.journal.size')).toBe('bytes');
    expect(gaugeUnit('org.graylog2.journal.size-limit')).toBe('bytes');
    expect(gaugeUnit('jvm.memory.heap.used')).toBe('bytes');
    expect(gaugeUnit('jvm.memory.pools.Metaspace.committed')).toBe('bytes');
    expect(gaugeUnit('jvm.memory.heap.max')).toBe('bytes');
    expect(gaugeUnit('org.graylog2.inputs.gelf.http.GELFHttpInput.abc.read_bytes_total')).toBe('bytes');
    expect(gaugeUnit('org.graylog2.inputs.gelf.http.GELFHttpInput.abc.read_bytes_1sec')).toBe('bytes per second');
    expect(gaugeUnit('org.graylog2.throughput.input.1-sec-rate')).toBe('per second');
    expect(gaugeUnit('org.graylog2.journal.utilization-ratio')).toBe('ratio');
    expect(gaugeUnit('jvm.memory.heap.usage')).toBe('ratio');
    expect(gaugeUnit('org.graylog2.journal.oldest-segment')).toBe('time');
    // A buffer's size counts message slots, not bytes.
    expect(gaugeUnit('org.graylog2.buffers.process.size')).toBe('plain');
    expect(gaugeUnit('jvm.threads.count')).toBe('plain');
  });

  it('shows sizes in bytes, rates per second, shares in percent and the oldest segment as a time in the user\'s zone', () => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ timezone: 'Europe/Berlin' }) });
    expect(shown('org.graylog2.journal.size', 36864)).toBe('36.0 KiB');
    expect(shown('jvm.memory.heap.used', 52428800)).toBe('50.0 MiB');
    expect(shown('org.graylog2.throughput.input.1-sec-rate', 12)).toBe('12/s');
    expect(shown('org.graylog2.journal.utilization-ratio', 0.0352)).toBe('3.5 %');
    expect(shown('org.graylog2.journal.oldest-segment', Date.UTC(2026, 10, 24, 10, 6, 44, 476))).toBe('2026-11-24 11:06:44.476');
    expect(shown('org.graylog2.buffers.process.size', 65536)).toBe('65,536');
    expect(shown('jvm.memory.heap.used', undefined)).toBe('–');
  });
});

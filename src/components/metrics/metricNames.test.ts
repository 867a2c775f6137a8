import { filterTest, groupByNamespace, namespaceOf } from './metricNames';

describe('metric names', () => {
  it('groups a name under its first three parts, never under the whole name', () => {
    expect(namespaceOf('org.graylog2.journal.entries-uncommitted')).toBe('org.graylog2.journal');
    expect(namespaceOf('org.graylog2.throughput.input.1-sec-rate')).toBe('org.graylog2.throughput');
    expect(namespaceOf('jvm.threads.count')).toBe('jvm.threads');
    expect(namespaceOf('uptime')).toBe('uptime');
  });

  it('reads a filter as a case-insensitive regular expression, and as plain text when it is none', () => {
    const buffers = filterTest('org\\.graylog2\\.buffers\\.process\\.');
    expect(buffers('org.graylog2.buffers.process.size')).toBe(true);
    expect(buffers('org.graylog2.buffers.input.size')).toBe(false);
    expect(filterTest('JOURNAL')('org.graylog2.journal.size')).toBe(true);
    const broken = filterTest('rate(');
    expect(broken('org.graylog2.journal.append.1-sec-rate(x)')).toBe(true);
    expect(broken('org.graylog2.journal.append.1-sec-rate')).toBe(false);
    expect(filterTest('  ')('anything')).toBe(true);
  });

  it('sorts the groups and the names in each', () => {
    expect(groupByNamespace(['jvm.threads.count', 'org.graylog2.journal.size', 'jvm.memory.heap.used', 'org.graylog2.journal.segments'])).toEqual([
      { namespace: 'jvm.memory.heap', names: ['jvm.memory.heap.used'] },
      { namespace: 'jvm.threads', names: ['jvm.threads.count'] },
      { namespace: 'org.graylog2.journal', names: ['org.graylog2.journal.segments', 'org.graylog2.journal.size'] },
    ]);
  });
});

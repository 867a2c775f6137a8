// What a gauge's bare number means, for the gauges whose names say it: Graylog's metrics API sends only the value,
// so a journal size of 36864 or an oldest segment of 1795512404476 means nothing until it reads "36.0 KiB" or as a
// time. Gauges named otherwise stay plain numbers: a buffer's "size" counts message slots, not bytes.

export type GaugeUnit = 'bytes' | 'bytes per second' | 'per second' | 'ratio' | 'time' | 'plain';

/** Memory gauges (heap, non-heap, pools, direct buffers) measured in bytes, by their last part. */
const MEMORY_BYTES = /^jvm\.(memory|buffers)\..*\.(used|committed|max|init|capacity)$/;
const MEMORY_RATIO = /^jvm\.memory\..*\.usage$/;
const JOURNAL_BYTES = new Set(['org.graylog2.journal.size', 'org.graylog2.journal.size-limit']);

export const gaugeUnit = (name: string): GaugeUnit => {
  if (name.endsWith('.oldest-segment')) return 'time';
  if (JOURNAL_BYTES.has(name) || MEMORY_BYTES.test(name) || /_bytes_total$/.test(name)) return 'bytes';
  if (/_bytes_1sec$/.test(name)) return 'bytes per second';
  if (/\.1-sec-rate$/.test(name)) return 'per second';
  if (name.endsWith('.utilization-ratio') || MEMORY_RATIO.test(name)) return 'ratio';
  return 'plain';
};

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/**
 * A byte count as the console writes it everywhere, in binary units with one decimal as Graylog does
 * ("2.0 KiB", "512.0 MiB"); whole bytes below 1 KiB ("512 B"); "–" for a count the server does not know
 * (negative, as a JVM reports an unbounded maximum, or not a number).
 */
const formatBytes = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes < 0) return '–';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
};

export default formatBytes;

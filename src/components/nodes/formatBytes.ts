const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/** A byte count in binary units with one decimal ("512.0 MiB"); whole bytes below 1 KiB. */
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

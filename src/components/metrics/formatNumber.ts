import formatCount from '@/util/formatCount';

/** Whole numbers grouped, fractions to at most three places; a dash for anything that is no number. */
export const formatNumber = (value: unknown): string => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '–';
  if (Number.isInteger(value)) return formatCount(value);
  return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
};

export default formatNumber;

/** A count as the console writes it everywhere: en-US digit grouping ("12,345"), whatever the browser's locale. */
const formatCount = (count: number): string => count.toLocaleString('en-US');

export default formatCount;

// Highlight ranges of the query's terms in the message field.
import { highlightPatterns, highlightRanges } from './highlight';

const ranges = (query: string, text: string) => highlightRanges(text, highlightPatterns([query]));
const highlighted = (query: string, text: string) => ranges(query, text).map(({ start, length }) => text.slice(start, start + length));

describe('highlight ranges', () => {
  it('marks every occurrence of a word, whole words only, in any case', () => {
    expect(ranges('error', 'Error: disk error, errors everywhere')).toEqual([{ start: 0, length: 5 }, { start: 12, length: 5 }]);
  });

  it('marks phrases as a whole and wildcard terms by what they match', () => {
    expect(highlighted('"failed password"', 'Failed password for root; failed login')).toEqual(['Failed password']);
    expect(highlighted('pay*', 'payment id=1 paid payload')).toEqual(['payment', 'payload']);
  });

  it('marks terms on the default field and on message, not on other fields or under NOT', () => {
    expect(highlighted('message:ssh source:ssh NOT login', 'ssh login failed')).toEqual(['ssh']);
    expect(highlighted('ssh AND NOT (login OR failed)', 'ssh login failed')).toEqual(['ssh']);
    expect(ranges('', 'anything')).toEqual([]);
    expect(ranges('*', 'anything')).toEqual([]);
  });

  it('merges overlapping ranges', () => {
    expect(highlighted('"disk error" error', 'disk error now')).toEqual(['disk error']);
  });
});

import { errorPosition, errorRange, ruleDiagnostics } from './ruleDiagnostics';

const SOURCE = 'rule "broken"\nwhen\n  has_fild("path")\nthen\nend';

describe('rule diagnostics', () => {
  it('places an error at Graylog\'s 1-based line and 0-based position, over the word there', () => {
    const range = errorRange(SOURCE, { line: 3, position_in_line: 2 });
    expect(SOURCE.slice(range.from, range.to)).toBe('has_fild');
    const stringRange = errorRange(SOURCE, { line: 3, position_in_line: 11 });
    expect(SOURCE.slice(stringRange.from, stringRange.to)).toBe('"path"');
    const punctuation = errorRange(SOURCE, { line: 3, position_in_line: 10 });
    expect(SOURCE.slice(punctuation.from, punctuation.to)).toBe('(');
  });

  it('keeps errors past the end of a line or of the text inside the text', () => {
    expect(errorRange(SOURCE, { line: 2, position_in_line: 40 })).toEqual({ from: 18, to: 18 });
    expect(errorRange(SOURCE, { line: 9, position_in_line: 0 })).toEqual({ from: SOURCE.length - 3, to: SOURCE.length });
    expect(errorRange('', { line: 1, position_in_line: 0 })).toEqual({ from: 0, to: 0 });
    expect(errorRange(SOURCE, { line: 0, position_in_line: -1 })).toEqual({ from: 0, to: 4 });
  });

  it('turns each parse error into an error diagnostic with the parser\'s reason', () => {
    const errors = [
      { type: 'undeclared_function', line: 3, position_in_line: 2, reason: 'Unknown function has_fild' },
      { type: 'syntax_error', line: 4, position_in_line: 0, reason: "mismatched input 'then' expecting ')'" },
    ];
    expect(ruleDiagnostics(SOURCE, errors)).toEqual([
      { from: 21, to: 29, severity: 'error', source: 'rule parser', message: 'Unknown function has_fild' },
      { from: 38, to: 42, severity: 'error', source: 'rule parser', message: "mismatched input 'then' expecting ')'" },
    ]);
    expect(errorPosition(errors[1])).toBe('Line 4, column 1');
  });
});

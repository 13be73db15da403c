import { describe, expect, it } from 'vitest';
import { csvName, toCsv } from './csv';

describe('agent CSV files', () => {
  it('quotes commas, quotes and line breaks, and leaves numbers as they are', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], [-12.5, null], ['two\nlines', true]])).toBe('a,b\r\n"x,y","say ""hi"""\r\n-12.5,\r\n"two\nlines",true\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula, not negative numbers', () => {
    expect(toCsv(['u'], [['=HYPERLINK("x")'], ['+1'], ['@cmd'], ['-2'], [-2]])).toBe('u\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'@cmd\r\n\'-2\r\n-2\r\n');
  });

  it('names a file after what it holds and its period', () => {
    expect(csvName('team-profit', { from: '2026-03-01', to: '2026-03-07' })).toBe('team-profit-2026-03-01-2026-03-07.csv');
  });
});

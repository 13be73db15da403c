import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, csvPages } from './csv';

async function collect(gen: AsyncGenerator<string>) {
  let text = '';
  for await (const chunk of gen) text += chunk;
  return text;
}

describe('csv cells (RFC 4180, formula guard)', () => {
  it('quotes separators, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('สมชาย')).toBe('สมชาย');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(42)).toBe('42');
  });

  it('defuses a leading = + - @ tab or carriage return, but leaves plain numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+66 ••• 5678')).toBe("'+66 ••• 5678");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});

describe('csv pages', () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ n: i + 1 }));
  const pageOf = (pageNo: number, size: number) => Promise.resolve(rows.slice((pageNo - 1) * size, pageNo * size));

  it('writes the mark, the header, then page after page until a short one', async () => {
    const outcomes: unknown[] = [];
    const pages: number[] = [];
    const text = await collect(csvPages({
      columns: ['n'], cells: (r) => [r.n], first: await pageOf(1, 3), pageSize: 3, maxRows: 100,
      page: (no, size) => { pages.push(no); return pageOf(no, size); },
      finished: async (o) => { outcomes.push(o); }, stopped: async (o) => { outcomes.push({ stopped: o }); },
    }));
    expect(text).toBe(`${CSV_BOM}n\r\n1\r\n2\r\n3\r\n4\r\n5\r\n6\r\n7\r\n`);
    expect(pages).toEqual([2, 3]);
    expect(outcomes).toEqual([{ rows: 7, capped: false }]);
  });

  it('stops at the cap with a last line saying so', async () => {
    const outcomes: unknown[] = [];
    const text = await collect(csvPages({
      columns: ['n'], cells: (r) => [r.n], first: await pageOf(1, 2), page: pageOf, pageSize: 2, maxRows: 5,
      finished: async (o) => { outcomes.push(o); }, stopped: async () => undefined,
    }));
    expect(text.split('\r\n').slice(1, 6)).toEqual(['1', '2', '3', '4', '5']);
    expect(text).toMatch(/cut at 5 rows[^\r\n]*\r\n$/);
    expect(outcomes).toEqual([{ rows: 5, capped: true }]);
  });

  it('is not capped when the list ends exactly at the cap', async () => {
    const outcomes: unknown[] = [];
    const text = await collect(csvPages({
      columns: ['n'], cells: (r) => [r.n], first: await pageOf(1, 7), page: pageOf, pageSize: 7, maxRows: 7,
      finished: async (o) => { outcomes.push(o); }, stopped: async () => undefined,
    }));
    expect(text).not.toMatch(/cut at/);
    expect(outcomes).toEqual([{ rows: 7, capped: false }]);
  });

  it('reports the rows written when the reader goes away part way', async () => {
    const outcomes: unknown[] = [];
    const gen = csvPages({
      columns: ['n'], cells: (r) => [r.n], first: await pageOf(1, 2), page: pageOf, pageSize: 2, maxRows: 100,
      finished: async (o) => { outcomes.push(o); }, stopped: async (o) => { outcomes.push({ stopped: o }); },
    });
    await gen.next();
    await gen.next();
    await gen.next();
    // Rows 1–2 were taken (the reader came back), rows 3–4 were handed over as it left.
    await gen.return(undefined);
    expect(outcomes).toEqual([{ stopped: { rows: 2 } }]);
  });
});

import { describe, expect, it } from 'vitest';
import { paginationWindow, type PageItem } from './pagination-window';

/** Pages as numbers and gaps as '…', so expectations read like the pager. */
const view = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? i.page : '…'));

describe('pagination window (1 margin page, range 3)', () => {
  it('shows every page when they fit', () => {
    expect(view(paginationWindow(1, 1))).toEqual([1]);
    expect(view(paginationWindow(2, 4))).toEqual([1, 2, 3, 4]);
    expect(view(paginationWindow(1, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last pages with the range around the current page', () => {
    expect(view(paginationWindow(1, 10))).toEqual([1, 2, 3, '…', 10]);
    expect(view(paginationWindow(5, 10))).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(view(paginationWindow(10, 10))).toEqual([1, '…', 8, 9, 10]);
  });

  it('shows a single left-out page instead of a gap marker', () => {
    expect(view(paginationWindow(4, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(view(paginationWindow(7, 10))).toEqual([1, '…', 6, 7, 8, 9, 10]);
  });

  it('clamps a current page outside the range and answers nothing without pages', () => {
    expect(view(paginationWindow(0, 10))).toEqual([1, 2, 3, '…', 10]);
    expect(view(paginationWindow(99, 10))).toEqual([1, '…', 8, 9, 10]);
    expect(view(paginationWindow(Number.NaN, 3))).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('gives gap markers distinct keys', () => {
    const gaps = paginationWindow(50, 100).filter((i) => i.kind === 'gap');
    expect(gaps).toHaveLength(2);
    expect(new Set(gaps.map((g) => (g.kind === 'gap' ? g.key : ''))).size).toBe(2);
  });
});

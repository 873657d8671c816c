import { describe, expect, it } from 'vitest';
import { paginationWindow, totalPagesOf } from './pagination-window';

describe('paginationWindow', () => {
  it('shows the window of 10 pages the current page is in', () => {
    expect(paginationWindow(1, 3, 10)).toEqual({
      pages: [1, 2, 3],
      previousWindowPage: null,
      nextWindowPage: null,
      totalPages: 3,
    });
    const second = paginationWindow(14, 25, 10);
    expect(second.pages).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(second.previousWindowPage).toBe(1);
    expect(second.nextWindowPage).toBe(21);
    expect(paginationWindow(21, 25, 10)).toMatchObject({
      pages: [21, 22, 23, 24, 25],
      previousWindowPage: 11,
      nextWindowPage: null,
    });
  });

  it('clamps a page outside the range and counts at least one page', () => {
    expect(paginationWindow(99, 2, 10).pages).toEqual([1, 2]);
    expect(paginationWindow(0, 0, 10)).toMatchObject({ pages: [1], totalPages: 1 });
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(21, 10)).toBe(3);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pagination, pageWindow } from './pagination';

afterEach(cleanup);

describe('pageWindow', () => {
  it('shows the block of ten pages holding the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(12, 25)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(25, 25)).toEqual([21, 22, 23, 24, 25]);
  });
  it('is empty without pages and clamps a page past the end', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(9, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
  it('marks the current page and moves by number, previous and next', () => {
    const onChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    fireEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });
});

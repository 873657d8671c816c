import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './pagination';

afterEach(cleanup);

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
  it('on the board, stays for a single page and jumps a whole window with the arrows', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination variant="board" page={1} totalPages={1} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    rerender(<Pagination variant="board" page={14} totalPages={25} onChange={onChange} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '‹',
      ...Array.from({ length: 10 }, (_, i) => String(11 + i)),
      '›',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '이전 페이지 목록' }));
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지 목록' }));
    expect(onChange.mock.calls).toEqual([[1], [21]]);
  });

  it('gives the current page one look in both variants', () => {
    const classesOf = (variant: 'cards' | 'board') => {
      render(<Pagination page={2} totalPages={3} onChange={() => undefined} variant={variant} />);
      const current = screen.getByRole('button', { name: '2' }).className;
      const other = screen.getByRole('button', { name: '3' }).className;
      cleanup();
      return { current, other };
    };
    const cards = classesOf('cards');
    const board = classesOf('board');
    expect(board).toEqual(cards);
    expect(cards.current).not.toBe(cards.other);
  });
});

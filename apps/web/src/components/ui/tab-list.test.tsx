import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TabList } from './tab-list';

afterEach(cleanup);

const ITEMS = [
  { value: 'a', label: '전체' },
  { value: 'b', label: '진행중' },
  { value: 'c', label: '종료' },
] as const;

describe('TabList', () => {
  it('selects by click and moves the focus and the selection with the arrow keys, Home and End', () => {
    const onSelect = vi.fn();
    render(<TabList label="상태" items={ITEMS} selected="a" onSelect={onSelect} classes={{}} />);
    expect(screen.getByRole('tab', { name: '전체' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '종료' }));
    const first = screen.getByRole('tab', { name: '전체' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '진행중' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '종료' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onSelect.mock.calls).toEqual([['c'], ['b'], ['c'], ['a'], ['c'], ['a']]);
  });
});

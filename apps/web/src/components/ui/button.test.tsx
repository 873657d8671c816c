import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('while busy, shows a spinner and its busy label, is marked busy and takes no click', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button isBusy busyLabel="입찰 중..." onClick={onClick}>
        입찰하기
      </Button>,
    );
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: '입찰 중...' });
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelector('[data-spinner]')).not.toBeNull();
    fireEvent.click(busy);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button isBusy={false} busyLabel="입찰 중..." onClick={onClick}>
        입찰하기
      </Button>,
    );
    const idle = screen.getByRole<HTMLButtonElement>('button', { name: '입찰하기' });
    expect(idle.disabled).toBe(false);
    expect(idle.getAttribute('aria-busy')).toBeNull();
    expect(idle.querySelector('[data-spinner]')).toBeNull();
    fireEvent.click(idle);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps its own label with the spinner when no busy label is given', () => {
    render(<Button isBusy>저장</Button>);
    expect(screen.getByRole('button', { name: '저장' }).querySelector('[data-spinner]')).not.toBeNull();
  });
});

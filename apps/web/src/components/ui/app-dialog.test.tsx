import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { askConfirm, showAlert } from './app-dialog';
import { AppDialogHost } from './app-dialog-host';

afterEach(cleanup);

describe('app dialog', () => {
  it('asks a question in an alertdialog named by it, focused on 확인, and answers true for 확인', async () => {
    render(<AppDialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = askConfirm('입찰하시겠습니까?', { details: <p>3,000만원 (30,000,000원)</p> });
    });
    const dialog = screen.getByRole('alertdialog', { name: '입찰하시겠습니까?' });
    expect(within(dialog).getByText('3,000만원 (30,000,000원)')).toBeTruthy();
    const accept = within(dialog).getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(accept);
    fireEvent.click(accept);
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('answers false for 취소 and for Escape', async () => {
    render(<AppDialogHost />);
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = askConfirm('첫 질문');
    });
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await expect(first).resolves.toBe(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      second = askConfirm('두 번째 질문');
    });
    fireEvent.keyDown(window, { key: 'Escape' });
    await expect(second).resolves.toBe(false);
  });

  it("ignores the opening tap's twin: a double tap's second click, or a click where the opening tap was", async () => {
    render(
      <>
        <button type="button" onClick={() => void askConfirm('입찰하시겠습니까?')}>
          입찰하기
        </button>
        <AppDialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: '입찰하기' });
    fireEvent.click(opener, { detail: 1, clientX: 200, clientY: 600 });
    const dialog = await screen.findByRole('alertdialog', { name: '입찰하시겠습니까?' });
    // The twin lands on the dialog's button or on the dim area: neither answers.
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }), {
      detail: 2,
      clientX: 200,
      clientY: 600,
    });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }), { detail: 1, clientX: 203, clientY: 598 });
    expect(screen.getByRole('alertdialog', { name: '입찰하시겠습니까?' })).toBeTruthy();
    // A real answer elsewhere, or from the keyboard (detail 0), is taken.
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }), {
      detail: 1,
      clientX: 120,
      clientY: 420,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows notices one at a time, oldest first, each with a single 확인', async () => {
    render(<AppDialogHost />);
    const order: string[] = [];
    act(() => {
      void showAlert('하나').then(() => order.push('하나'));
      void showAlert('둘').then(() => order.push('둘'));
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: '하나' })).getByRole('button', { name: '확인' }),
    );
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: '둘' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(order).toEqual(['하나', '둘']));
  });

  it('keeps Tab inside the dialog', () => {
    render(
      <>
        <button type="button">뒤의 버튼</button>
        <AppDialogHost />
      </>,
    );
    act(() => {
      void askConfirm('질문');
    });
    const cancel = screen.getByRole('button', { name: '취소' });
    const accept = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(accept);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(accept);
  });
});

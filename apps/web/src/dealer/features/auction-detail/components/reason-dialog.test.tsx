import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DIRECT_INPUT_LABEL } from '@autobid/shared';
import { ReasonDialog } from './reason-dialog';

function renderDialog() {
  const onSubmit = vi.fn<(reason: string) => void>();
  render(
    <ReasonDialog
      title="입찰 취소"
      lead="취소 사유를 선택해주세요."
      options={['중복 입찰', '입찰 실수', DIRECT_INPUT_LABEL]}
      submitLabel="취소하기"
      isPending={false}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return { onSubmit };
}

afterEach(() => cleanup());

describe('ReasonDialog', () => {
  it('"직접 입력" with nothing typed asks to type the reason, on the text box, and sends nothing', async () => {
    const { onSubmit } = renderDialog();
    fireEvent.click(screen.getByLabelText(DIRECT_INPUT_LABEL));
    fireEvent.change(screen.getByLabelText('취소 사유 직접 입력'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '취소하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('취소 사유를 입력해주세요.');
    const text = screen.getByLabelText('취소 사유 직접 입력');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toBe(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(text, { target: { value: ' 판매자 요청 ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '취소하기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('판매자 요청'));
  });

  it('no choice at all still asks to choose one', async () => {
    const { onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '취소하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('취소 사유를 선택해주세요.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

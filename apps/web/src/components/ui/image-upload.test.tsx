import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@autobid/shared';
import { answer, calls, hold, refuse, renderApp } from '@/testing/harness';
import { AppDialogHost } from './app-dialog-host';
import { ImageUpload } from './image-upload';

/** The uploader with the app's dialog host (its notices and questions are answered on screen). */
const render = (ui: ReactElement) =>
  renderApp(
    <>
      {ui}
      <AppDialogHost />
    </>,
  );

function file(size: number) {
  return new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });
}

describe('ImageUpload', () => {
  it('alerts and sends nothing for a file over 5,120,000 bytes', async () => {
    const onChange = vi.fn();
    render(<ImageUpload label="명함" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('명함'), { target: { files: [file(5_120_001)] } });
    const dialog = await screen.findByRole('alertdialog', { name: '5MB 이하의 이미지만 업로드를 해주세요.' });
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The alert's words stay under the field.
    expect(screen.getByText('5MB 이하의 이미지만 업로드를 해주세요.')).toBeTruthy();
    expect(calls()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows upload... while sending and hands back the stored URL', async () => {
    const upload = hold(api.files.upload);
    const onChange = vi.fn();
    render(<ImageUpload label="명함" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('명함'), { target: { files: [file(5_120_000)] } });
    expect(await screen.findByText('upload...')).toBeTruthy();
    upload.answer({ url: '/uploads/x.png' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/x.png'));
    const [sent] = calls(api.files.upload);
    expect(sent?.url.pathname).toBe('/api/v1/files/images');
    // Sent as form data: a multipart body, its boundary set by fetch.
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('uploads as the seller when told, with the seller token and not the dealer one', async () => {
    localStorage.setItem('token', 'dealer');
    localStorage.setItem('sellerToken', 'seller');
    answer(api.files.upload, { url: '/uploads/s.png' });
    const onChange = vi.fn();
    render(<ImageUpload label="대표 사진" value="" onChange={onChange} session="seller" />);
    fireEvent.change(screen.getByLabelText('대표 사진'), { target: { files: [file(10)] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/s.png'));
    expect(calls(api.files.upload)[0]?.headers.get('authorization')).toBe('Bearer seller');
    localStorage.clear();
  });

  it("shows a refused upload's message under the field and keeps the session (401 and 429)", async () => {
    localStorage.setItem('token', 'dealer');
    for (const [status, message] of [
      [401, '로그인이 필요합니다.'],
      [429, '업로드 한도를 초과했습니다. 잠시 후 다시 시도해주세요.'],
    ] as const) {
      refuse(api.files.upload, { status, message }, { once: true });
      const onChange = vi.fn();
      render(<ImageUpload label="명함" value="" onChange={onChange} />);
      fireEvent.change(screen.getByLabelText('명함'), { target: { files: [file(10)] } });
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onChange).not.toHaveBeenCalled();
      expect(localStorage.getItem('token')).toBe('dealer');
      cleanup();
    }
    localStorage.clear();
  });

  it("shows a refusal over the form's older message, and a newer form message over the refusal", async () => {
    refuse(api.files.upload, { status: 400, message: '이미지 또는 PDF 파일만 업로드할 수 있습니다.' });
    const { rerender } = render(
      <ImageUpload label="대표 사진" value="" onChange={vi.fn()} error="사진을 등록해주세요." />,
    );
    expect(screen.getByText('사진을 등록해주세요.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('대표 사진'), { target: { files: [file(10)] } });
    expect(await screen.findByText('이미지 또는 PDF 파일만 업로드할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByText('사진을 등록해주세요.')).toBeNull();
    rerender(
      <>
        <ImageUpload
          label="대표 사진"
          value=""
          onChange={vi.fn()}
          error="업로드한 사진만 등록할 수 있습니다."
        />
        <AppDialogHost />
      </>,
    );
    expect(screen.getByText('업로드한 사진만 등록할 수 있습니다.')).toBeTruthy();
  });

  it('takes several files at once where allowed: each stored one handed back, each refusal named', async () => {
    answer(api.files.upload, { url: '/uploads/1.png' }, { once: true });
    refuse(
      api.files.upload,
      { status: 400, message: '이미지 또는 PDF 파일만 업로드할 수 있습니다.' },
      { once: true },
    );
    answer(api.files.upload, { url: '/uploads/3.png' }, { once: true });
    const onChange = vi.fn();
    render(<ImageUpload label="사진 더 올리기" value="" onChange={onChange} maxFiles={3} />);
    const input = screen.getByLabelText('사진 더 올리기');
    expect(input.hasAttribute('multiple')).toBe(true);
    const named = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
    fireEvent.change(input, {
      target: { files: [named('a.png'), named('b.png'), named('c.png'), named('d.png')] },
    });
    expect(
      await screen.findByText(
        'b.png: 이미지 또는 PDF 파일만 업로드할 수 있습니다. 3장까지 더 올릴 수 있어 나머지 파일은 올리지 않았습니다.',
      ),
    ).toBeTruthy();
    expect(onChange.mock.calls).toEqual([['/uploads/1.png'], ['/uploads/3.png']]);
    expect(calls(api.files.upload)).toHaveLength(3);
  });

  it('sends a sign-up grant or a code link as its header, and nothing without a grant yet', async () => {
    const onChange = vi.fn();
    render(<ImageUpload label="명함" value="" onChange={onChange} credential={{ grant: null }} />);
    fireEvent.change(screen.getByLabelText('명함'), { target: { files: [file(10)] } });
    expect(await screen.findByText('휴대폰 인증을 완료해주세요.')).toBeTruthy();
    expect(calls()).toEqual([]);
    cleanup();
    for (const [credential, header, value] of [
      [{ grant: 'g-1' }, 'x-upload-grant', 'g-1'],
      [{ codeLink: 'c-1' }, 'x-code-link', 'c-1'],
    ] as const) {
      answer(api.files.upload, { url: '/uploads/g.png' }, { once: true });
      render(<ImageUpload label="명함" value="" onChange={onChange} credential={credential} />);
      fireEvent.change(screen.getByLabelText('명함'), { target: { files: [file(10)] } });
      await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/g.png'));
      expect(calls(api.files.upload).at(-1)?.headers.get(header)).toBe(value);
      onChange.mockClear();
      cleanup();
    }
  });

  it('asks before replacing an existing image and keeps it when declined', async () => {
    const onChange = vi.fn();
    render(<ImageUpload label="명함" value="/uploads/old.png" onChange={onChange} />);
    expect(screen.getByRole('img', { name: '명함 미리보기' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('명함'), { target: { files: [file(10)] } });
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts PDF only where allowed', () => {
    render(<ImageUpload label="사업자 등록증" value="" onChange={vi.fn()} allowPdf />);
    expect(screen.getByLabelText('사업자 등록증').getAttribute('accept')).toBe('image/*,application/pdf');
  });
});

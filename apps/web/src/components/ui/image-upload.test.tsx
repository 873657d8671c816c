import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render as renderUi, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { AppDialogHost } from './app-dialog';
import { ImageUpload } from './image-upload';

/** Uploads go through a mutation: every render has a query client, and the app's dialog host. */
const render = (ui: ReactElement) =>
  renderUi(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <AppDialogHost />
    </QueryClientProvider>,
  );
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

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
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows upload... while sending and hands back the stored URL', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const onChange = vi.fn();
    render(<ImageUpload label="명함" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('명함'), { target: { files: [file(5_120_000)] } });
    expect(await screen.findByText('upload...')).toBeTruthy();
    answer(
      new Response(JSON.stringify({ code: 201, message: '', data: { url: '/uploads/x.png' } }), {
        status: 201,
      }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/x.png'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/files/images');
    expect(init?.body).toBeInstanceOf(FormData);
  });

  it('uploads as the seller when told, with the seller token and not the dealer one', async () => {
    localStorage.setItem('token', 'dealer');
    localStorage.setItem('sellerToken', 'seller');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 201, message: '', data: { url: '/uploads/s.png' } }), {
        status: 201,
      }),
    );
    const onChange = vi.fn();
    render(<ImageUpload label="대표 사진" value="" onChange={onChange} session="seller" />);
    fireEvent.change(screen.getByLabelText('대표 사진'), { target: { files: [file(10)] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/s.png'));
    const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer seller');
    localStorage.clear();
  });

  it("shows a refused upload's message under the field and keeps the session (401 and 429)", async () => {
    localStorage.setItem('token', 'dealer');
    for (const [status, message] of [
      [401, '로그인이 필요합니다.'],
      [429, '업로드 한도를 초과했습니다. 잠시 후 다시 시도해주세요.'],
    ] as const) {
      fetchMock.mockResolvedValueOnce(
        new Response(JSON.stringify({ code: status, message, data: null }), { status }),
      );
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
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ code: 400, message: '이미지 또는 PDF 파일만 업로드할 수 있습니다.', data: null }),
        { status: 400 },
      ),
    );
    const { rerender } = render(
      <ImageUpload label="대표 사진" value="" onChange={vi.fn()} error="사진을 등록해주세요." />,
    );
    expect(screen.getByText('사진을 등록해주세요.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('대표 사진'), { target: { files: [file(10)] } });
    expect(await screen.findByText('이미지 또는 PDF 파일만 업로드할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByText('사진을 등록해주세요.')).toBeNull();
    rerender(
      <QueryClientProvider client={createQueryClient()}>
        <ImageUpload
          label="대표 사진"
          value=""
          onChange={vi.fn()}
          error="업로드한 사진만 등록할 수 있습니다."
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('업로드한 사진만 등록할 수 있습니다.')).toBeTruthy();
  });

  it('takes several files at once where allowed: each stored one handed back, each refusal named', async () => {
    const stored = (url: string) =>
      new Response(JSON.stringify({ code: 201, message: '', data: { url } }), { status: 201 });
    fetchMock
      .mockResolvedValueOnce(stored('/uploads/1.png'))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 400, message: '이미지 또는 PDF 파일만 업로드할 수 있습니다.' }), {
          status: 400,
        }),
      )
      .mockResolvedValueOnce(stored('/uploads/3.png'));
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
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends a sign-up grant or a code link as its header, and nothing without a grant yet', async () => {
    const onChange = vi.fn();
    render(<ImageUpload label="명함" value="" onChange={onChange} credential={{ grant: null }} />);
    fireEvent.change(screen.getByLabelText('명함'), { target: { files: [file(10)] } });
    expect(await screen.findByText('휴대폰 인증을 완료해주세요.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();
    for (const [credential, header, value] of [
      [{ grant: 'g-1' }, 'x-upload-grant', 'g-1'],
      [{ codeLink: 'c-1' }, 'x-code-link', 'c-1'],
    ] as const) {
      fetchMock.mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 201, message: '', data: { url: '/uploads/g.png' } }), {
          status: 201,
        }),
      );
      render(<ImageUpload label="명함" value="" onChange={onChange} credential={credential} />);
      fireEvent.change(screen.getByLabelText('명함'), { target: { files: [file(10)] } });
      await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/g.png'));
      const headers = (fetchMock.mock.calls.at(-1)?.[1]?.headers ?? {}) as Record<string, string>;
      expect(headers[header]).toBe(value);
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
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts PDF only where allowed', () => {
    render(<ImageUpload label="사업자 등록증" value="" onChange={vi.fn()} allowPdf />);
    expect(screen.getByLabelText('사업자 등록증').getAttribute('accept')).toBe('image/*,application/pdf');
  });
});

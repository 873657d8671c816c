import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { DeleteContentDialog } from './delete-content-dialog';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ code: 200, message: '', data: { id: 5 } }), { status: 200 }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('DeleteContentDialog', () => {
  it.each([
    ['notices', '공지 삭제', '공지를 삭제합니다. 딜러 공지 목록에서', '/v1/admin/notices/5'],
    ['faqs', '질문 삭제', '질문을 삭제합니다. 딜러 FAQ에서', '/v1/admin/faqs/5'],
  ] as const)(
    'asks before deleting %s, then sends the delete and closes',
    async (kind, title, text, path) => {
      const onClose = vi.fn();
      const onDone = vi.fn();
      render(
        <QueryClientProvider client={createQueryClient()}>
          <DeleteContentDialog
            kind={kind}
            item={{ id: 5, title: '점검 안내' }}
            onClose={onClose}
            onDone={onDone}
          />
        </QueryClientProvider>,
      );
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText('점검 안내').parentElement?.textContent).toContain(
        `점검 안내 ${text} 바로 사라지며 되돌릴 수 없습니다.`,
      );
      fireEvent.click(screen.getByRole('button', { name: '삭제' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(onDone).toHaveBeenCalled();
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url as string).toContain(path);
      expect(init?.method).toBe('DELETE');
    },
  );
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@autobid/shared';
import { answer, calls, renderApp } from '@/testing/harness';
import { DeleteContentDialog } from './delete-content-dialog';

describe('DeleteContentDialog', () => {
  it.each([
    ['notices', '공지 삭제', '공지를 삭제합니다. 딜러 공지 목록에서', api.consoleContent.removeNotice],
    ['faqs', '질문 삭제', '질문을 삭제합니다. 딜러 FAQ에서', api.consoleContent.removeFaq],
  ] as const)(
    'asks before deleting %s, then sends the delete and closes',
    async (kind, title, text, route) => {
      answer(route, { id: 5 });
      const onClose = vi.fn();
      const onDone = vi.fn();
      renderApp(
        <DeleteContentDialog
          kind={kind}
          item={{ id: 5, title: '점검 안내' }}
          onClose={onClose}
          onDone={onDone}
        />,
      );
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText('점검 안내').parentElement?.textContent).toContain(
        `점검 안내 ${text} 바로 사라지며 되돌릴 수 없습니다.`,
      );
      fireEvent.click(screen.getByRole('button', { name: '삭제' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(onDone).toHaveBeenCalled();
      const sent = calls(route);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.url.pathname).toBe(`/api${route.path.replace(':id', '5')}`);
    },
  );
});

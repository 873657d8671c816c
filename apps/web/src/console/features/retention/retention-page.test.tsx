// The console's 개인정보 보관: the runs with their counts per rule (the map's short names), a failure's error,
// and the map's rules (docs/domain.md "Retention").
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api, RETENTION_RULES, type RetentionRun } from '@autobid/shared';
import { answer, calls, renderApp } from '@/testing/harness';
import { RetentionPage } from './retention-page';

const run = (values: Partial<RetentionRun>): RetentionRun => ({
  id: 1,
  status: 'DONE',
  startedAt: '2026-12-05T19:00:00.000Z',
  finishedAt: '2026-12-05T19:00:02.000Z',
  counts: {},
  error: '',
  ...values,
});

describe('RetentionPage', () => {
  it('lists the runs with what each rule removed, and the map in Korean', async () => {
    answer(api.consoleRetention.runs, {
      items: [
        run({ id: 3, status: 'FAILED', counts: { messageBodies: 1200 }, error: 'files: storage down' }),
        run({ id: 2, counts: { relayPhones: 2, files: 3 } }),
        run({ id: 1 }),
      ],
      total: 3,
      size: 20,
      page: 1,
      isLast: true,
    });
    renderApp(<RetentionPage />, { path: '/admin/retention?page=1' });

    const failed = await screen.findByRole('row', { name: /실패/ });
    expect(failed.textContent).toContain('메시지 내용 1,200건');
    expect(failed.textContent).toContain('files: storage down');
    const done = screen.getAllByRole('row', { name: /완료/ });
    expect(done[0]!.textContent).toContain('안심번호 실제 번호 2건');
    expect(done[0]!.textContent).toContain('파일 3건');
    expect(done[1]!.textContent).toContain('지울 항목 없음');
    expect(calls(api.consoleRetention.runs)[0]?.url.searchParams.get('page')).toBe('1');

    const rules = screen.getByRole('table', { name: '개인정보 보관 규칙' });
    for (const rule of RETENTION_RULES) {
      expect(within(rules).getByText(rule.what)).toBeTruthy();
    }
  });
});

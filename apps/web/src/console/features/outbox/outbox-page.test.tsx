// The console's 발송 내역 with delivery states (docs/domain.md "Message delivery"): failed messages first as the
// server lists them, each with 대기 / 발송 / 실패, its tries and the provider's last answer, and a resend of a
// failed message that goes back through the queue.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { api, type OutboxMessage } from '@autobid/shared';
import { answer, calls, renderApp } from '@/testing/harness';
import { OutboxPage } from './outbox-page';

const message = (values: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  channel: 'SMS',
  recipient: '010-****-5678',
  template: 'PHONE_CODE_SIGNUP',
  body: '[오토비드] 인증번호 [1234]를 입력해주세요.',
  link: null,
  resendOf: null,
  fallbackOf: null,
  deliveryStatus: 'SENT',
  attempts: 1,
  provider: 'solapi',
  providerMessageId: 'M4V20261206101010ABCDEF',
  lastAnswer: '2000 정상 접수 (그룹 G4V20261206101010ABCDEF)',
  nextAttemptAt: null,
  sentAt: '2026-12-06T01:10:10.000Z',
  createdAt: '2026-12-06T01:10:00.000Z',
  ...values,
});

const page = (items: OutboxMessage[]) => ({ items, total: items.length, size: 30, page: 1, isLast: true });

describe('OutboxPage', () => {
  it('shows each message’s delivery state, tries and the provider’s answer, failed ones first', async () => {
    answer(
      api.consoleOutbox.list,
      page([
        message({
          id: 9,
          deliveryStatus: 'FAILED',
          attempts: 1,
          lastAnswer: '3010 수신번호 형식 오류',
          sentAt: null,
        }),
        message({
          id: 8,
          channel: 'ALIMTALK',
          template: 'DEAL_SELECTED',
          deliveryStatus: 'QUEUED',
          attempts: 2,
          lastAnswer: 'HTTP 503 ServiceUnavailable: 잠시 후 다시 시도',
          nextAttemptAt: '2026-12-06T01:12:00.000Z',
          sentAt: null,
        }),
        message({ id: 7, fallbackOf: 6 }),
        message({ id: 5, provider: 'local', attempts: 0, lastAnswer: '', providerMessageId: null }),
      ]),
    );
    renderApp(<OutboxPage />, { path: '/admin/outbox' });

    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByText(/^(대기|발송|실패)$/)[0]!.textContent)).toEqual([
      '실패',
      '대기',
      '발송',
      '발송',
    ]);
    expect(rows[0]!.textContent).toContain('1회 시도');
    expect(rows[0]!.textContent).toContain('3010 수신번호 형식 오류');
    expect(rows[1]!.textContent).toContain('2회 시도 · 다음 10:12');
    expect(rows[1]!.textContent).toContain('HTTP 503 ServiceUnavailable');
    expect(rows[2]!.textContent).toContain('#6 알림톡 대신 문자');
    // A local stand-in's message: delivered at once, no tries, no answer.
    expect(rows[3]!.textContent).not.toContain('회 시도');
    expect(screen.getByText(/실패 먼저 · 최근 발송 순/)).toBeTruthy();
  });

  it('resends a failed message; the new one is listed waiting in the queue', async () => {
    const failed = message({ id: 9, deliveryStatus: 'FAILED', lastAnswer: '3010 수신번호 형식 오류' });
    answer(api.consoleOutbox.list, page([failed]), { once: true });
    answer(api.consoleOutbox.resend, {
      resendOf: 9,
      message: message({ id: 10, resendOf: 9, deliveryStatus: 'QUEUED', attempts: 0, lastAnswer: '' }),
    });
    answer(
      api.consoleOutbox.list,
      page([failed, message({ id: 10, resendOf: 9, deliveryStatus: 'QUEUED', attempts: 0, lastAnswer: '' })]),
    );
    renderApp(<OutboxPage />, { path: '/admin/outbox' });

    const row = await screen.findByRole('row', { name: /실패/ });
    fireEvent.click(within(row).getByRole('button', { name: '재발송' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '재발송' }));
    expect(await screen.findByText('#9 재발송')).toBeTruthy();
    expect(calls(api.consoleOutbox.resend)[0]?.url.pathname).toBe('/api/v1/admin/outbox/9/resend');
    const resent = screen.getByRole('row', { name: /#9 재발송/ });
    expect(within(resent).getByText('대기')).toBeTruthy();
  });
});

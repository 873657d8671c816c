import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, DISPUTE_MESSAGES } from '@autobid/shared';
import { answer, calls, refuse, renderApp } from '@/testing/harness';
import { disputeDetailFixture } from '../lib/dispute-fixtures';
import { DecideDialog } from './decide-dialog';

const price = () => screen.getByRole('region', { name: '판정 후 거래 가격' }).textContent ?? '';

function open(overrides: Parameters<typeof disputeDetailFixture>[0] = {}) {
  const onClose = vi.fn();
  const onDecided = vi.fn();
  renderApp(
    <DecideDialog detail={disputeDetailFixture(overrides)} onClose={onClose} onDecided={onDecided} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: '감가 분쟁 판정' }));
  return { dialog, onClose, onDecided };
}

describe('DecideDialog', () => {
  it('shows the price each outcome leaves before anything is sent', () => {
    const { dialog } = open();
    expect(price()).toContain('거래 가격-');
    fireEvent.click(dialog.getByRole('radio', { name: /감가 인정/ }));
    expect(price()).toContain('− 330,000원');
    expect(price()).toContain('거래 가격2,870,000원');
    fireEvent.click(dialog.getByRole('radio', { name: /감가 불인정/ }));
    expect(price()).toContain('거래 가격3,200,000원');
    fireEvent.click(dialog.getByRole('radio', { name: /일부 인정/ }));
    fireEvent.change(dialog.getByLabelText('인정할 감가 금액 (만원)'), { target: { value: '20' } });
    expect(price()).toContain('− 200,000원');
    expect(price()).toContain('거래 가격3,000,000원');
  });

  it('asks a partial decision for an amount below the total, and a reason, at their fields', () => {
    const { dialog } = open();
    fireEvent.click(dialog.getByRole('button', { name: '판정하기' }));
    expect(dialog.getByText(DISPUTE_MESSAGES.outcomeRequired)).toBeTruthy();
    expect(dialog.getByText(DISPUTE_MESSAGES.reasonRequired)).toBeTruthy();

    fireEvent.click(dialog.getByRole('radio', { name: /일부 인정/ }));
    fireEvent.change(dialog.getByLabelText(/판정 사유/), { target: { value: '체인만 인정합니다.' } });
    fireEvent.click(dialog.getByRole('button', { name: '판정하기' }));
    expect(dialog.getByText(DISPUTE_MESSAGES.amountRequired)).toBeTruthy();

    // The whole claim (33만원) is not a partial one; neither is more.
    fireEvent.change(dialog.getByLabelText('인정할 감가 금액 (만원)'), { target: { value: '33' } });
    expect(price()).toContain('거래 가격-');
    fireEvent.click(dialog.getByRole('button', { name: '판정하기' }));
    expect(dialog.getByText(DISPUTE_MESSAGES.amountPartial)).toBeTruthy();
    expect(dialog.getByLabelText('인정할 감가 금액 (만원)').getAttribute('aria-invalid')).toBe('true');
    expect(calls(api.consoleDisputes.decide)).toHaveLength(0);
  });

  it('sends the outcome, the amount in won and the reason, then closes', async () => {
    const decided = disputeDetailFixture();
    answer(api.consoleDisputes.decide, decided);
    const { dialog, onClose, onDecided } = open();
    fireEvent.click(dialog.getByRole('radio', { name: /일부 인정/ }));
    fireEvent.change(dialog.getByLabelText('인정할 감가 금액 (만원)'), { target: { value: '15만' } });
    fireEvent.change(dialog.getByLabelText(/판정 사유/), { target: { value: '체인만 인정합니다.' } });
    fireEvent.click(dialog.getByRole('button', { name: '판정하기' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDecided).toHaveBeenCalledWith(decided);
    const sent = calls(api.consoleDisputes.decide);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe('/api/v1/admin/disputes/7/decide');
    expect(sent[0]?.body).toEqual({ outcome: 'PARTIAL', amount: 150_000, reason: '체인만 인정합니다.' });
  });

  it('shows the server refusal in the dialog and stays open', async () => {
    refuse(api.consoleDisputes.decide, {
      status: 409,
      errorCode: 'DISPUTE_ALREADY_DECIDED',
      message: DISPUTE_MESSAGES.alreadyDecided,
    });
    const { dialog, onClose } = open();
    fireEvent.click(dialog.getByRole('radio', { name: /감가 불인정/ }));
    fireEvent.change(dialog.getByLabelText(/판정 사유/), {
      target: { value: '사진으로 확인되지 않습니다.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '판정하기' }));

    expect((await dialog.findByRole('alert')).textContent).toContain(DISPUTE_MESSAGES.alreadyDecided);
    expect(onClose).not.toHaveBeenCalled();
    expect(calls(api.consoleDisputes.decide)[0]?.body).toEqual({
      outcome: 'REJECTED',
      reason: '사진으로 확인되지 않습니다.',
    });
  });

  it('warns that rejecting the claim bans a dealer who already lost one in the window', () => {
    const { dialog } = open({ dealerDisputesLost: 1 });
    fireEvent.click(dialog.getByRole('radio', { name: /감가 불인정/ }));
    expect(dialog.getByText(/불인정으로 판정하면 2건이 되어/)).toBeTruthy();
  });
});

// /profile/notifications (docs/domain.md "Notification settings"): the three switches as the server holds them,
// a switch saved at once with all three, a refused save's message, the messages that stay on, and the loading
// and failed states.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  FIXED_DEALER_NOTIFICATIONS,
  NOTIFICATION_SETTINGS_MESSAGES,
  api,
  type NotificationSettingsResponse,
} from '@autobid/shared';
import { answer, calls, hold, refuse, renderApp } from '@/testing/harness';
import {
  NOTIFICATION_SAVED_MESSAGE,
  NotificationSettingsPage,
  SETTINGS_READ_FAILED_TITLE,
} from './notification-settings-page';

const SETTINGS: NotificationSettingsResponse = {
  outbid: true,
  savedSearchDigest: true,
  closingAlerts: false,
  fixed: FIXED_DEALER_NOTIFICATIONS,
};

const switchOf = (name: string) => screen.findByRole<HTMLInputElement>('switch', { name });

const render = () => renderApp(<NotificationSettingsPage />, { path: '/profile/notifications' });

describe('NotificationSettingsPage', () => {
  it('shows each switch as saved, and the deal-step messages that cannot be turned off', async () => {
    answer(api.dealers.notificationSettings, SETTINGS);
    render();
    expect((await switchOf('상위 입찰 알림')).checked).toBe(true);
    expect((await switchOf('저장한 검색 아침 알림')).checked).toBe(true);
    expect((await switchOf('관심 경매 마감 알림')).checked).toBe(false);
    expect(screen.getByText(NOTIFICATION_SETTINGS_MESSAGES.fixedNote)).toBeTruthy();
    for (const message of FIXED_DEALER_NOTIFICATIONS) {
      expect(screen.getByText(message.title)).toBeTruthy();
    }
    expect(screen.getAllByText('항상 켜짐')).toHaveLength(FIXED_DEALER_NOTIFICATIONS.length);
  });

  it('saves a switch at once with all three settings and shows the answer', async () => {
    answer(api.dealers.notificationSettings, SETTINGS);
    answer(api.dealers.updateNotificationSettings, { ...SETTINGS, closingAlerts: true });
    render();
    fireEvent.click(await screen.findByRole('switch', { name: '관심 경매 마감 알림' }));
    expect(await screen.findByText(NOTIFICATION_SAVED_MESSAGE)).toBeTruthy();
    expect(calls(api.dealers.updateNotificationSettings)[0]!.body).toEqual({
      outbid: true,
      savedSearchDigest: true,
      closingAlerts: true,
    });
    await waitFor(async () => expect((await switchOf('관심 경매 마감 알림')).checked).toBe(true));
  });

  it("keeps the switch as it was and shows a refused save's message", async () => {
    answer(api.dealers.notificationSettings, SETTINGS);
    refuse(api.dealers.updateNotificationSettings, {
      status: 400,
      message: NOTIFICATION_SETTINGS_MESSAGES.required,
    });
    render();
    fireEvent.click(await screen.findByRole('switch', { name: '상위 입찰 알림' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOTIFICATION_SETTINGS_MESSAGES.required);
    expect((await switchOf('상위 입찰 알림')).checked).toBe(true);
  });

  it('shows the loading state, then a failed read with its retry', async () => {
    const held = hold(api.dealers.notificationSettings);
    render();
    expect(await screen.findByText('불러오는 중…')).toBeTruthy();
    held.refuse({ status: 503, message: '서버 점검 중입니다.' });
    expect(await screen.findByText(SETTINGS_READ_FAILED_TITLE)).toBeTruthy();
    answer(api.dealers.notificationSettings, SETTINGS);
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('switch', { name: '상위 입찰 알림' })).toBeTruthy();
  });
});

// The dealer's notification settings (docs/domain.md "Notification settings"): the informational Alimtalk he may
// turn off, and the deal-step messages that carry a deadline, which he cannot.
import { z } from 'zod';

export const NOTIFICATION_SETTING_KEYS = ['outbid', 'savedSearchDigest', 'closingAlerts'] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];

/** A dealer with no settings row has these: outbid and the digest on, closing alerts opt-in. */
export const DEFAULT_NOTIFICATION_SETTINGS: Record<NotificationSettingKey, boolean> = {
  outbid: true,
  savedSearchDigest: true,
  closingAlerts: false,
};

export const NOTIFICATION_SETTING_LABELS: Record<
  NotificationSettingKey,
  { title: string; description: string }
> = {
  outbid: {
    title: '상위 입찰 알림',
    description: '내가 입찰한 경매에 더 높은 입찰이 들어오면 알려드립니다.',
  },
  savedSearchDigest: {
    title: '저장한 검색 아침 알림',
    description: '매일 09:00 경매가 열릴 때 저장한 검색 조건에 맞는 새 경매를 한 번에 알려드립니다.',
  },
  closingAlerts: {
    title: '관심 경매 마감 알림',
    description: '관심 등록한 경매에 아직 입찰하지 않았다면 마감 1시간 전에 알려드립니다.',
  },
};

export const NOTIFICATION_SETTINGS_MESSAGES = {
  required: '알림 설정은 켜짐 또는 꺼짐으로 보내주세요.',
  fixedNote: '거래 단계 안내는 기한이 있는 안내라 끌 수 없습니다.',
} as const;

const setting = z.boolean({ error: NOTIFICATION_SETTINGS_MESSAGES.required });

export const notificationSettingsRequest = z
  .object({ outbid: setting, savedSearchDigest: setting, closingAlerts: setting })
  .strict();
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequest>;

/** A deal-step message that carries a deadline: always sent, listed so the screen can say so. */
export const fixedNotification = z.object({ title: z.string(), description: z.string() });
export type FixedNotification = z.infer<typeof fixedNotification>;

export const notificationSettingsResponse = z.object({
  outbid: z.boolean(),
  savedSearchDigest: z.boolean(),
  closingAlerts: z.boolean(),
  fixed: z.array(fixedNotification),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponse>;

/** The deal-step messages with a deadline the dealer always receives (docs/domain.md "Notification settings"). */
export const FIXED_DEALER_NOTIFICATIONS: FixedNotification[] = [
  { title: '낙찰 선택 안내', description: '판매자가 내 입찰을 선택하면 거래 확정 기한과 함께 알려드립니다.' },
  { title: '수수료 입금 안내', description: '거래 확정 후 수수료 입금 기한과 입금 확인을 알려드립니다.' },
  { title: '차량 인수·명의 이전 안내', description: '인수 예약, 명의 이전 기한과 지연을 알려드립니다.' },
  { title: '거래 취소·정산 안내', description: '거래 취소, 수수료 환불, 분쟁 결정을 알려드립니다.' },
];

// The dealer's notification settings (docs/domain.md "Notification settings"): the three informational Alimtalk
// he may turn off, answered with the deal-step messages he cannot.
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  FIXED_DEALER_NOTIFICATIONS,
  type NotificationSettingsRequest,
  type NotificationSettingsResponse,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import {
  findNotificationSettings,
  saveNotificationSettings,
  type NotificationSettingsRow,
} from './notification-settings.repository';

function answer(row: NotificationSettingsRow | null): NotificationSettingsResponse {
  const settings = row ?? DEFAULT_NOTIFICATION_SETTINGS;
  return {
    outbid: settings.outbid,
    savedSearchDigest: settings.savedSearchDigest,
    closingAlerts: settings.closingAlerts,
    fixed: FIXED_DEALER_NOTIFICATIONS,
  };
}

export function createNotificationSettingsService(ctx: Pick<AppContext, 'db'>) {
  return {
    async get(dealerId: number): Promise<NotificationSettingsResponse> {
      return answer(await findNotificationSettings(ctx.db, dealerId));
    },
    async update(dealerId: number, body: NotificationSettingsRequest): Promise<NotificationSettingsResponse> {
      return answer(await saveNotificationSettings(ctx.db, dealerId, body));
    },
  };
}

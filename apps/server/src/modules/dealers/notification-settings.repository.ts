// The dealer's notification settings row (docs/domain.md "Notification settings"): no row means the defaults.
import { eq, sql } from 'drizzle-orm';
import { dealerNotificationSettings } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

const columns = {
  outbid: dealerNotificationSettings.outbid,
  savedSearchDigest: dealerNotificationSettings.savedSearchDigest,
  closingAlerts: dealerNotificationSettings.closingAlerts,
};

export type NotificationSettingsRow = { outbid: boolean; savedSearchDigest: boolean; closingAlerts: boolean };

export async function findNotificationSettings(
  db: DbOrTx,
  dealerId: number,
): Promise<NotificationSettingsRow | null> {
  const [row] = await db
    .select(columns)
    .from(dealerNotificationSettings)
    .where(eq(dealerNotificationSettings.dealerId, dealerId));
  return row ?? null;
}

/** Writes all three settings at once (an upsert: the first change creates the row). */
export async function saveNotificationSettings(
  db: DbOrTx,
  dealerId: number,
  settings: NotificationSettingsRow,
): Promise<NotificationSettingsRow> {
  const [row] = await db
    .insert(dealerNotificationSettings)
    .values({ dealerId, ...settings })
    .onConflictDoUpdate({
      target: dealerNotificationSettings.dealerId,
      set: { ...settings, updatedAt: sql`now()` },
    })
    .returning(columns);
  return row!;
}

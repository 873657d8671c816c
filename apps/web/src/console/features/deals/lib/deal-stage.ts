// How each deal stage shows: its badge tone, and the tabs of the deals screen (전체 first).
import { ADMIN_DEAL_STAGE_LABELS, ADMIN_DEAL_STAGES, type AdminDealStage } from '@autobid/shared';
import { tabsOf, type AdminTab } from '../../../components/admin-tabs';
import type { BadgeTone } from '../../../components/badge';

export const DEAL_STAGE_TONES: Record<AdminDealStage, BadgeTone> = {
  SELECTING: 'neutral',
  DEALER_CONFIRM: 'info',
  DEALER_DEPOSIT: 'warning',
  RESERVATION: 'info',
  COMPLETE: 'success',
  TRANSFER: 'success',
  CANCELED: 'danger',
};

export const ALL_DEALS = 'ALL';
export const DEAL_TABS: AdminTab<AdminDealStage | typeof ALL_DEALS>[] = [
  { value: ALL_DEALS, label: '전체' },
  ...tabsOf(ADMIN_DEAL_STAGES, ADMIN_DEAL_STAGE_LABELS),
];

/** The fee window is 60 minutes: the list counts down over its last half hour; the seller's day over its last 3 hours. */
export const FEE_NEAR_MS = 30 * 60_000;
export const SELECT_NEAR_MS = 3 * 3600_000;

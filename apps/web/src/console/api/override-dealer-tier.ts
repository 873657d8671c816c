// PUT /v1/admin/dealers/{id}/tier: an operator's tier for a dealer with its reason, or null to return to the
// measured tier (docs/domain.md "Dealer score and tiers"); refreshes the dealer lists.
import { api, type DealerTier } from '@autobid/shared';
import { sendAction, useConsoleAction } from './console-action';
import { adminKeys } from './query-keys';

export function useOverrideDealerTier() {
  return useConsoleAction(
    ({ id, tier, reason }: { id: number; tier: DealerTier | null; reason: string }) =>
      sendAction(api.consoleDealers.overrideTier, { params: { id: String(id) }, body: { tier, reason } }),
    [adminKeys.area('dealers')],
  );
}

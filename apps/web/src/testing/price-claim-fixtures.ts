// Whole answers of the dealer's price claim routes (docs/domain.md "Handover"), typed from the shared schemas
// so they pass call()'s schema check: the claim form's view (a motorbike's sheet and the default guide) and a
// claim of it; a test overrides only what it is about.
import {
  CONDITION_SHEETS,
  DEFAULT_DEDUCTION_GUIDE,
  clearConditionReport,
  conditionRows,
  type PriceClaim,
  type PriceClaimsView,
} from '@autobid/shared';

/** `GET .../price-adjustments` of a motorbike won at 12,000,000원, no claim yet; the sheet says the rear tyre is worn 75 %. */
export function priceClaimsViewFixture(overrides: Partial<PriceClaimsView> = {}): PriceClaimsView {
  const sheet = CONDITION_SHEETS.MOTORBIKE;
  return {
    auctionId: 7,
    vehicleType: 'MOTORBIKE',
    winningPrice: 12_000_000,
    agreedPrice: null,
    canClaim: true,
    claims: [],
    sheet: conditionRows(
      'MOTORBIKE',
      clearConditionReport('MOTORBIKE', { rearTyre: { state: '75', note: '교체 시기' } }),
    ),
    guide: DEFAULT_DEDUCTION_GUIDE.MOTORBIKE.map((entry) => {
      const item = sheet.find((def) => def.key === entry.item);
      return { vehicleType: 'MOTORBIKE', label: item?.label ?? '', group: item?.group ?? '', ...entry };
    }),
    ...overrides,
  };
}

/** The winner's claim on that deal, waiting for the seller: the chain, 15만원 off. */
export function dealerClaimFixture(overrides: Partial<PriceClaim> = {}): PriceClaim {
  return {
    id: 31,
    auctionId: 7,
    status: 'OPEN',
    statusLabel: '판매자 확인 중',
    winningPrice: 12_000_000,
    total: 150_000,
    proposedPrice: 11_850_000,
    memo: '',
    createdAt: '2025-03-07T01:00:00.000Z',
    answerBy: '2025-03-08T01:00:00.000Z',
    answeredAt: null,
    sellerReason: '',
    withdrawnAt: null,
    items: [
      {
        item: 'chain',
        group: '구동',
        label: '체인·스프로킷',
        sheet: { stateLabel: '양호', ok: true, note: '', photo: '' },
        observed: '체인 늘어짐이 심합니다.',
        amount: 150_000,
        reason: '',
        photos: ['/uploads/chain-1.png'],
        guide: { min: 50_000, max: 200_000 },
        outsideGuide: false,
      },
    ],
    dispute: null,
    ...overrides,
  };
}

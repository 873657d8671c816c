import { describe, expect, it } from 'vitest';
import { PRICE_CLAIM_MESSAGES } from '@autobid/shared';
import { priceClaimsViewFixture } from '@/testing/price-claim-fixtures';
import {
  claimErrors,
  claimTotal,
  emptyClaimItem,
  guideText,
  needsReason,
  toClaimRequest,
} from './claim-form';

const view = priceClaimsViewFixture();

const item = (patch: Partial<ReturnType<typeof emptyClaimItem>>) => ({ ...emptyClaimItem(0), ...patch });

describe('claim form rules', () => {
  it('sends the amounts in won and the words trimmed', () => {
    const draft = {
      items: [
        item({
          item: 'chain',
          observed: ' 늘어짐 ',
          amountManwon: 15,
          reason: ' ',
          photos: ['/uploads/a.png'],
        }),
      ],
      memo: ' 같이 확인함 ',
    };
    expect(toClaimRequest(draft)).toEqual({
      items: [{ item: 'chain', observed: '늘어짐', amount: 150_000, reason: '', photos: ['/uploads/a.png'] }],
      memo: '같이 확인함',
    });
    expect(claimTotal(draft)).toBe(150_000);
  });

  it('puts every message of an empty item at its own field, the amount asked for rather than made larger', () => {
    const errors = claimErrors({ items: [item({})], memo: '' }, view);
    expect(errors?.items[0]).toEqual({
      item: PRICE_CLAIM_MESSAGES.itemRequired,
      observed: PRICE_CLAIM_MESSAGES.observedRequired,
      amount: PRICE_CLAIM_MESSAGES.amountRequired,
      photos: PRICE_CLAIM_MESSAGES.photosRequired,
    });
  });

  it('asks for a reason only outside the guide, at the reason of that item', () => {
    const inside = item({ item: 'chain', observed: '마모', amountManwon: 20, photos: ['/uploads/a.png'] });
    const outside = { ...inside, uid: 1, item: 'rearTyre', amountManwon: 30 };
    expect(claimErrors({ items: [inside], memo: '' }, view)).toBeNull();
    const errors = claimErrors({ items: [inside, outside], memo: '' }, view);
    expect(errors?.items).toEqual([{}, { reason: PRICE_CLAIM_MESSAGES.reasonOutsideGuide }]);
    expect(
      claimErrors({ items: [inside, { ...outside, reason: '대형 타이어' }], memo: '' }, view),
    ).toBeNull();
  });

  it('refuses a total at or above the winning price for the whole claim, and an item above it at its amount', () => {
    const big = item({
      item: 'frame',
      observed: '손상',
      amountManwon: 700,
      reason: '프레임 교체',
      photos: ['/u/a.png'],
    });
    const bigger = { ...big, uid: 1, item: 'engine', amountManwon: 600 };
    expect(claimErrors({ items: [big, bigger], memo: '' }, view)?.claim).toBe(
      PRICE_CLAIM_MESSAGES.totalAboveWinning,
    );
    expect(claimErrors({ items: [{ ...big, amountManwon: 1_300 }], memo: '' }, view)?.items[0]?.amount).toBe(
      PRICE_CLAIM_MESSAGES.amountAboveWinning,
    );
  });

  it('says the guide range in 만원, or that the guide has none', () => {
    expect(guideText(view.guide, 'rearTyre')).toBe('기준 5~25만원');
    expect(guideText(view.guide, 'frame')).toBe('기준 30~200만원');
    expect(guideText(view.guide, 'lastInspection')).toBeNull();
    expect(needsReason(view.guide, item({ item: 'lastInspection', amountManwon: 5 }))).toBe(true);
    expect(needsReason(view.guide, item({ item: 'rearTyre', amountManwon: 25 }))).toBe(false);
    expect(needsReason(view.guide, item({ item: 'rearTyre', amountManwon: 0 }))).toBe(false);
  });
});

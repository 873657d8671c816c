import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES } from '@autobid/shared';
import { checkCompletionForm, emptyCompletionValues, parseManwon, toCompleteRequest, type CompletionValues } from './completion-form';

const withPhoto = (values: Partial<CompletionValues> = {}): CompletionValues => {
  const base = emptyCompletionValues();
  base.images[2] = '/uploads/a.jpg';
  return { ...base, ...values };
};

describe('completion form rules (docs/spec.md §5 "Completion")', () => {
  it('needs at least one inspection photo, whatever the price mode', () => {
    expect(checkCompletionForm(emptyCompletionValues())).toEqual({ images: DEAL_MESSAGES.inspectionImageRequired });
    expect(checkCompletionForm(withPhoto())).toEqual({});
  });

  it('with a different price, needs the price and the reason', () => {
    expect(checkCompletionForm(withPhoto({ mode: 'different' }))).toEqual({
      finalPrice: DEAL_MESSAGES.finalPriceRequired,
      reason: DEAL_MESSAGES.priceReasonRequired,
    });
    expect(checkCompletionForm(withPhoto({ mode: 'different', priceManwon: 900, reason: '   ' }))).toEqual({
      reason: DEAL_MESSAGES.priceReasonRequired,
    });
    expect(checkCompletionForm(withPhoto({ mode: 'different', priceManwon: 900, reason: '하부 부식' }))).toEqual({});
  });

  it('keeps digits only, drops leading zeros and caps the length', () => {
    expect(parseManwon('0012a3')).toBe(123);
    expect(parseManwon('')).toBe(0);
    expect(parseManwon('12345678')).toBe(123456);
  });

  it('sends the winning price without a reason in "same" mode, else 만원 * 10,000 and the trimmed reason', () => {
    const same = toCompleteRequest(withPhoto({ priceManwon: 5, reason: 'x', inspectionResult: ' 양호 ' }), 12_340_000);
    expect(same).toMatchObject({ finalPrice: 12_340_000, reason: '', inspectionResult: '양호', inspectionImage3: '/uploads/a.jpg', inspectionImage1: '' });
    const different = toCompleteRequest(withPhoto({ mode: 'different', priceManwon: 1_200, reason: ' 흠집 ' }), 12_340_000);
    expect(different).toMatchObject({ finalPrice: 12_000_000, reason: '흠집' });
  });
});

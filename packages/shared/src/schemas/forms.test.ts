import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, phoneCodeInput } from './account';
import { PASSWORD_CHANGE_MESSAGES, phoneField, SIGNUP_MESSAGES } from './fields';
import { DIRECT_INPUT_LABEL } from '../enums';
import { AUCTION_MESSAGES } from './auction';
import { DEAL_MESSAGES } from './deal';
import {
  bidForm,
  cancelReasonForm,
  completionForm,
  findIdForm,
  findPasswordForm,
  foundIdText,
  parseManwon,
  passwordChangeForm,
  profileChangeForm,
  reviewForm,
  type CompletionForm,
} from './forms';

/** The first message of each field, as the web form shows it. */
function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) {
    return errors;
  }
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('password change form', () => {
  it('requires every field, six characters and a matching confirmation', () => {
    expect(
      fieldErrors(passwordChangeForm, { currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: PASSWORD_CHANGE_MESSAGES.currentRequired,
      newPassword: PASSWORD_CHANGE_MESSAGES.newRequired,
      confirmPassword: PASSWORD_CHANGE_MESSAGES.confirmRequired,
    });
    expect(
      fieldErrors(passwordChangeForm, {
        currentPassword: 'a',
        newPassword: '12345',
        confirmPassword: '12345',
      }),
    ).toEqual({
      newPassword: PASSWORD_CHANGE_MESSAGES.newShort,
    });
    expect(
      fieldErrors(passwordChangeForm, {
        currentPassword: 'a',
        newPassword: '123456',
        confirmPassword: '1234567',
      }),
    ).toEqual({
      confirmPassword: PASSWORD_CHANGE_MESSAGES.mismatch,
    });
    expect(
      fieldErrors(passwordChangeForm, {
        currentPassword: 'a',
        newPassword: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({});
  });

  it('sends the request without the confirmation', () => {
    expect(
      passwordChangeForm.parse({ currentPassword: 'a', newPassword: '12 3456', confirmPassword: '123456' }),
    ).toEqual({
      currentPassword: 'a',
      newPassword: '123456',
      confirmPassword: '123456',
    });
  });
});

describe('find password form', () => {
  it('needs the id, then the new password and its confirmation', () => {
    expect(fieldErrors(findPasswordForm, { username: ' ', newPassword: '', confirmPassword: '' })).toEqual({
      username: ACCOUNT_MESSAGES.usernameRequired,
      newPassword: PASSWORD_CHANGE_MESSAGES.newRequired,
      confirmPassword: PASSWORD_CHANGE_MESSAGES.confirmRequired,
    });
    expect(
      fieldErrors(findPasswordForm, { username: 'dealer', newPassword: '123456', confirmPassword: '12345' }),
    ).toEqual({
      confirmPassword: PASSWORD_CHANGE_MESSAGES.mismatch,
    });
  });
});

describe('find id form and phone codes', () => {
  it('needs a name', () => {
    expect(fieldErrors(findIdForm, { name: ' ' })).toEqual({ name: SIGNUP_MESSAGES.nameRequired });
  });

  it('needs an 11-digit mobile number before a code is requested', () => {
    expect(fieldErrors(phoneField, '')).toEqual({ '': SIGNUP_MESSAGES.phoneRequired });
    expect(fieldErrors(phoneField, '010-123')).toEqual({ '': SIGNUP_MESSAGES.phoneFormat });
    expect(phoneField.parse('010-1234-5678')).toBe('01012345678');
  });

  it('needs exactly four digits to confirm', () => {
    expect(fieldErrors(phoneCodeInput, '123')).toEqual({ '': ACCOUNT_MESSAGES.phoneCodeFormat });
    expect(fieldErrors(phoneCodeInput, '12a4')).toEqual({ '': ACCOUNT_MESSAGES.phoneCodeFormat });
    expect(phoneCodeInput.parse('1234')).toBe('1234');
  });

  it('shows the found id, or no matching id for "-1"', () => {
    expect(foundIdText('dealer5')).toBe('회원님의 아이디는 dealer5 입니다.');
    expect(foundIdText('-1')).toBe('일치하는 아이디가 없습니다.');
    expect(foundIdText(null)).toBe('일치하는 아이디가 없습니다.');
  });
});

describe('profile change form', () => {
  it('requires a valid phone, an email and a name; position is optional', () => {
    expect(
      fieldErrors(profileChangeForm, {
        phoneNumber: '',
        email: '',
        name: ' ',
        position: '',
        phoneVerified: true,
      }),
    ).toEqual({
      phoneNumber: SIGNUP_MESSAGES.phoneRequired,
      email: SIGNUP_MESSAGES.emailRequired,
      name: SIGNUP_MESSAGES.nameRequired,
    });
    expect(
      fieldErrors(profileChangeForm, {
        phoneNumber: '010-12',
        email: 'a@b',
        name: '김',
        position: '',
        phoneVerified: true,
      }),
    ).toEqual({
      phoneNumber: SIGNUP_MESSAGES.phoneFormat,
      email: SIGNUP_MESSAGES.emailFormat,
    });
    expect(
      fieldErrors(profileChangeForm, {
        phoneNumber: '010-1234-5678',
        email: 'a@b.kr',
        name: '김',
        position: '',
        phoneVerified: true,
      }),
    ).toEqual({});
  });

  it('asks for the SMS check of a new number', () => {
    expect(
      fieldErrors(profileChangeForm, {
        phoneNumber: '01012345678',
        email: 'a@b.kr',
        name: '김',
        phoneVerified: false,
      }),
    ).toEqual({
      phoneNumber: ACCOUNT_MESSAGES.phoneNotVerified,
    });
  });
});

describe('completion form (docs/spec.md §5 "Completion")', () => {
  const empty = (): CompletionForm => ({
    mode: 'same',
    priceManwon: 0,
    reason: '',
    inspectionResult: '',
    images: ['', '', '', '', '', ''],
    winningPrice: 12_340_000,
  });
  const withPhoto = (values: Partial<CompletionForm> = {}): CompletionForm => ({
    ...empty(),
    images: ['', '', '/uploads/a.jpg', '', '', ''],
    ...values,
  });

  it('needs at least one inspection photo, whatever the price mode', () => {
    expect(fieldErrors(completionForm, empty())).toEqual({ images: DEAL_MESSAGES.inspectionImageRequired });
    expect(fieldErrors(completionForm, withPhoto())).toEqual({});
  });

  it('with a different price, needs the price (within the bid range) and the reason', () => {
    expect(fieldErrors(completionForm, withPhoto({ mode: 'different' }))).toEqual({
      priceManwon: DEAL_MESSAGES.finalPriceRequired,
      reason: DEAL_MESSAGES.priceReasonRequired,
    });
    expect(
      fieldErrors(completionForm, withPhoto({ mode: 'different', priceManwon: 900, reason: '   ' })),
    ).toEqual({
      reason: DEAL_MESSAGES.priceReasonRequired,
    });
    expect(
      fieldErrors(completionForm, withPhoto({ mode: 'different', priceManwon: 1_000_000, reason: '흠집' })),
    ).toEqual({
      priceManwon: DEAL_MESSAGES.finalPriceRange,
    });
    expect(
      fieldErrors(completionForm, withPhoto({ mode: 'different', priceManwon: 900, reason: '하부 부식' })),
    ).toEqual({});
  });

  it('keeps digits only, drops leading zeros and caps the length', () => {
    expect(parseManwon('0012a3')).toBe(123);
    expect(parseManwon('')).toBe(0);
    expect(parseManwon('12345678')).toBe(123456);
  });

  it('sends the winning price without a reason in "same" mode, else 만원 * 10,000 and the trimmed reason', () => {
    const same = completionForm.parse(withPhoto({ priceManwon: 5, reason: 'x', inspectionResult: ' 양호 ' }));
    expect(same).toMatchObject({
      finalPrice: 12_340_000,
      reason: '',
      inspectionResult: '양호',
      inspectionImage3: '/uploads/a.jpg',
      inspectionImage1: '',
    });
    const different = completionForm.parse(
      withPhoto({ mode: 'different', priceManwon: 1_200, reason: ' 흠집 ' }),
    );
    expect(different).toMatchObject({ finalPrice: 12_000_000, reason: '흠집' });
  });
});

describe('review form (spec "Review page")', () => {
  const slots = [
    { questionId: 11, answer: '4' as const },
    { questionId: 12, answer: '' as const },
  ];

  it('needs a star rating and every answer', () => {
    expect(fieldErrors(reviewForm, { ratings: 0, answers: slots, contents: '' })).toEqual({
      ratings: DEAL_MESSAGES.ratingsRequired,
      answers: DEAL_MESSAGES.answersRequired,
    });
  });

  it('sends the rating, every answer and the trimmed text', () => {
    expect(
      reviewForm.parse({
        ratings: 5,
        answers: [slots[0], { questionId: 12, answer: '1' }],
        contents: ' 친절 ',
      }),
    ).toEqual({
      ratings: 5,
      contents: '친절',
      answers: [
        { questionId: 11, answer: '4' },
        { questionId: 12, answer: '1' },
      ],
    });
  });
});

describe('bid form (docs/spec.md §5 "Bid")', () => {
  it('requires an amount and checks the bounds, in 만원', () => {
    expect(fieldErrors(bidForm, { amount: 0 })).toEqual({ amount: AUCTION_MESSAGES.priceRequired });
    expect(bidForm.parse({ amount: 1 })).toEqual({ price: 10_000 });
    expect(bidForm.parse({ amount: 999_999 })).toEqual({ price: 9_999_990_000 });
    expect(fieldErrors(bidForm, { amount: 1_000_000 })).toEqual({ amount: AUCTION_MESSAGES.priceRange });
  });

  it('takes the typed digits only, without leading zeros, capped at the largest amount', () => {
    expect(parseManwon('1,250')).toBe(1250);
    expect(parseManwon('abc12d3')).toBe(123);
    expect(parseManwon('000')).toBe(0);
    expect(parseManwon('99999999999')).toBe(999_999);
  });
});

describe('cancellation reason form', () => {
  it('requires a choice', () => {
    expect(fieldErrors(cancelReasonForm, { choice: '', text: '' })).toEqual({
      choice: AUCTION_MESSAGES.reasonRequired,
    });
  });

  it('sends a listed reason as it is', () => {
    expect(cancelReasonForm.parse({ choice: '입찰 실수', text: 'ignored' })).toEqual({ reason: '입찰 실수' });
  });

  it('sends the typed text for direct input, which must not be blank or too long', () => {
    expect(fieldErrors(cancelReasonForm, { choice: DIRECT_INPUT_LABEL, text: '  ' })).toEqual({
      choice: '취소 사유를 입력해주세요.',
    });
    expect(cancelReasonForm.parse({ choice: DIRECT_INPUT_LABEL, text: ' 가격 재검토 ' })).toEqual({
      reason: '가격 재검토',
    });
    expect(fieldErrors(cancelReasonForm, { choice: DIRECT_INPUT_LABEL, text: 'a'.repeat(201) })).toEqual({
      choice: AUCTION_MESSAGES.reasonTooLong,
    });
  });
});

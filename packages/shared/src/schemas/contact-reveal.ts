// The operator's "연락처 보기" (docs/domain.md "Contact relay"): every phone in the console is masked
// (`010-****-5678`); the full number is answered only for a purpose the operator chooses, and each look
// writes an audit row (CONTACT_REVEAL: who, whose, why).
import { z } from 'zod';
import { rowId } from './request';

/** Whose number: a seller, a dealer, or the recipient of an outbox message. */
export const CONTACT_SUBJECT_KINDS = ['SELLER', 'DEALER', 'OUTBOX'] as const;
export type ContactSubjectKind = (typeof CONTACT_SUBJECT_KINDS)[number];

export const CONTACT_SUBJECT_LABELS: Record<ContactSubjectKind, string> = {
  SELLER: '판매자',
  DEALER: '딜러',
  OUTBOX: '메시지 수신자',
};

/** Why the operator looks; OTHER asks for the reason in words. */
export const CONTACT_REVEAL_PURPOSES = ['DISPUTE', 'IDENTITY', 'LEGAL', 'OTHER'] as const;
export type ContactRevealPurpose = (typeof CONTACT_REVEAL_PURPOSES)[number];

export const CONTACT_REVEAL_PURPOSE_LABELS: Record<ContactRevealPurpose, string> = {
  DISPUTE: '거래 분쟁 처리',
  IDENTITY: '본인 확인 요청',
  LEGAL: '법령상 요청',
  OTHER: '기타(직접 입력)',
};

export const CONTACT_REVEAL_MESSAGES = {
  kind: '연락처 대상이 올바르지 않습니다.',
  id: '연락처 대상 번호가 올바르지 않습니다.',
  purpose: '열람 목적을 선택해주세요.',
  purposeText: '기타 목적을 입력해주세요.',
  purposeTextTooLong: '목적은 200자 이내로 입력해주세요.',
  notFound: '연락처를 찾을 수 없습니다.',
} as const;

export const CONTACT_PURPOSE_TEXT_MAX = 200;

/** `POST /v1/admin/contacts/reveal` */
export const contactRevealRequest = z
  .object({
    subject: z.object({
      kind: z.enum(CONTACT_SUBJECT_KINDS, { error: CONTACT_REVEAL_MESSAGES.kind }),
      id: rowId(CONTACT_REVEAL_MESSAGES.id),
    }),
    purpose: z.enum(CONTACT_REVEAL_PURPOSES, { error: CONTACT_REVEAL_MESSAGES.purpose }),
    /** The purpose in words: required for OTHER, kept beside the label otherwise. */
    purposeText: z
      .string({ error: CONTACT_REVEAL_MESSAGES.purposeText })
      .trim()
      .max(CONTACT_PURPOSE_TEXT_MAX, CONTACT_REVEAL_MESSAGES.purposeTextTooLong)
      .prefault(''),
  })
  .refine((body) => body.purpose !== 'OTHER' || body.purposeText.length > 0, {
    message: CONTACT_REVEAL_MESSAGES.purposeText,
    path: ['purposeText'],
  });
export type ContactRevealRequest = z.input<typeof contactRevealRequest>;

/** The full number, for this look only. */
export const contactRevealResult = z.object({
  kind: z.enum(CONTACT_SUBJECT_KINDS),
  id: z.number().int(),
  /** Whose number: the seller's or dealer's name, the message's template for OUTBOX. */
  name: z.string(),
  phone: z.string(),
});
export type ContactRevealResult = z.infer<typeof contactRevealResult>;

// The retention map (docs/domain.md "Retention"): what personal data is kept, why, for how long, and what the
// daily job does once the time is up. One list for the job's rules (its counts are keyed by `key`), the
// console's "개인정보 보관" screen and the document; each rule's period is a number here, never typed again.
import { z } from 'zod';
import { RETENTION_RUN_STATUSES } from './schemas/closure';
import { pagedList, pagingQuery } from './schemas/common';

/** The periods of the map, in days (a trade record's in years). */
export const RETENTION_PERIODS = {
  /** A seller's contact copies after the trade closed (the title transfer confirmed, or the deal cancelled). */
  contactAfterCloseDays: 30,
  /** A draft (or a rejected listing) nobody touched for this long: its consent's phone goes. */
  idleDraftDays: 180,
  /** The bodies of sent messages (SMS, Alimtalk, bank memo). */
  messageDays: 90,
  /** A rejected dealer applicant's documents, after the rejection. */
  rejectedDocumentsDays: 90,
  /** A title transfer's proof file, after the transfer was confirmed. */
  transferProofDays: 90,
  /** An owner-consent link's token, after the link expired. */
  consentTokenDays: 7,
  /** Phone codes, wrong-guess records and bank-account checks, after they were made (or expired). */
  codeDays: 7,
  /** The stored answers of retried calls (Idempotency-Key). */
  idempotencyDays: 30,
  /**
   * The console's contact reveals (who opened whose full number). Not the terms' 접속 로그, which is the
   * request log (docs/domain.md "Retention").
   */
  accessLogDays: 365,
  /** Trade records under 전자상거래법 (contracts, payments, supply), and the operator decisions on them. */
  tradeRecordYears: 5,
} as const;

export const RETENTION_RULE_KEYS = [
  'relayPhones',
  'consentPhones',
  'tradeMessages',
  'messageBodies',
  'transferProofs',
  'consentTokens',
  'rejectedDocuments',
  'phoneCodes',
  'codeGuesses',
  'bankChecks',
  'idempotency',
  'accessLog',
  'tradeRecords',
  'auditLog',
  'files',
] as const;
export type RetentionRuleKey = (typeof RETENTION_RULE_KEYS)[number];

export type RetentionRule = {
  key: RetentionRuleKey;
  /** A short name (the console's counts). */
  label: string;
  /** What is kept (Korean, for the console). */
  what: string;
  /** Why it is kept that long. */
  why: string;
  /** For how long. */
  keep: string;
  /** What the job does when the time is up. */
  action: string;
};

const P = RETENTION_PERIODS;

/** The map, in the order the job runs it. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    key: 'relayPhones',
    label: '안심번호 실제 번호',
    what: '안심번호에 연결된 실제 전화번호',
    why: '거래 당사자 연락 (개인정보보호법: 목적 달성 후 파기)',
    keep: `명의 이전 확인 또는 거래 취소 후 ${P.contactAfterCloseDays}일`,
    action: '실제 번호 지움',
  },
  {
    key: 'consentPhones',
    label: '소유자 동의 연락처',
    what: '소유자 동의 기록의 연락처',
    why: '소유자 확인과 연락 (동의 기록 자체는 거래 기록으로 보관)',
    keep: `거래 종료(명의 이전 확인·거래 취소·매물 종료) 후 ${P.contactAfterCloseDays}일, 손대지 않은 작성 중 매물은 ${P.idleDraftDays}일`,
    action: '전화번호 지움',
  },
  {
    key: 'tradeMessages',
    label: '끝난 거래의 메시지',
    what: '끝난 거래·매물에 관한 발송 메시지 (판매자 연락처 포함)',
    why: '거래 진행 안내',
    keep: `거래 종료 후 ${P.contactAfterCloseDays}일`,
    action: '내용·링크 지움, 수신 번호 가림',
  },
  {
    key: 'messageBodies',
    label: '메시지 내용',
    what: '발송 메시지 내용 (SMS·알림톡·1원 입금 문구)',
    why: '발송 확인과 재발송',
    keep: `발송 후 ${P.messageDays}일`,
    action: '내용·링크 지움, 수신 번호 가림',
  },
  {
    key: 'transferProofs',
    label: '명의 이전 증빙',
    what: '명의 이전 증빙 파일',
    why: '이전등록 확인, 이전 전 과태료·세금 분쟁 대응',
    keep: `명의 이전 확인 후 ${P.transferProofDays}일`,
    action: '파일 삭제 (이전 확인 기록은 보관)',
  },
  {
    key: 'consentTokens',
    label: '동의 링크 토큰',
    what: '소유자 동의 링크 토큰',
    why: '동의 링크 확인',
    keep: `링크 만료 후 ${P.consentTokenDays}일`,
    action: '토큰 삭제',
  },
  {
    key: 'rejectedDocuments',
    label: '반려된 가입 신청',
    what: '반려된 딜러 가입 신청의 서류 (사진·명함·사업자등록증)와 이름·연락처·이메일·사업자등록번호·계좌',
    why: '가입 심사와 재신청',
    keep: `반려 후 ${P.rejectedDocumentsDays}일`,
    action: '서류 파일 삭제, 개인정보 지움 (재신청 시 다시 입력)',
  },
  {
    key: 'phoneCodes',
    label: '인증번호',
    what: '휴대폰 인증번호 기록',
    why: '본인 확인과 요청 한도',
    keep: `발송 후 ${P.codeDays}일`,
    action: '삭제',
  },
  {
    key: 'codeGuesses',
    label: '오입력 기록',
    what: '인증번호 오입력 기록',
    why: '하루 오입력 한도',
    keep: `기록 후 ${P.codeDays}일`,
    action: '삭제',
  },
  {
    key: 'bankChecks',
    label: '계좌 인증 요청',
    what: '계좌 인증 요청 (계좌번호)',
    why: '계좌 소유 확인',
    keep: `만료 후 ${P.codeDays}일`,
    action: '삭제',
  },
  {
    key: 'idempotency',
    label: '재시도 응답',
    what: '재시도 요청의 저장된 응답',
    why: '같은 요청의 중복 처리 방지',
    keep: `요청 후 ${P.idempotencyDays}일`,
    action: '삭제',
  },
  {
    key: 'accessLog',
    label: '연락처 열람 기록',
    what: '운영자가 연락처 보기로 전체 번호를 본 기록 (누가, 언제, 누구의 번호를, 어떤 목적으로)',
    why: '개인정보 열람 확인',
    keep: `기록 후 ${P.accessLogDays}일`,
    action: '삭제',
  },
  {
    key: 'tradeRecords',
    label: '거래 기록',
    what: '거래 기록 (계약·대금·입금·차량번호·소유자 이름·사진·당사자가 쓴 글)',
    why: '전자상거래법: 계약, 대금 결제, 재화 공급 기록',
    keep: `거래 종료 후 ${P.tradeRecordYears}년`,
    action: '차량번호·이름·입금자명·자유 기재 글 지움, 사진 삭제 (금액·일자는 통계로 남음)',
  },
  {
    key: 'auditLog',
    label: '운영자 작업 기록',
    what: '운영자 작업 기록',
    why: '거래에 관한 결정의 기록 (거래 기록과 같은 기간)',
    keep: `기록 후 ${P.tradeRecordYears}년`,
    action: '삭제',
  },
  {
    key: 'files',
    label: '파일',
    what: '위 규칙으로 어디에서도 쓰이지 않게 된 업로드 파일',
    why: '저장된 파일은 그 기록과 함께 파기',
    keep: '규칙이 기록을 지운 날',
    action: '파일과 그 기록 삭제',
  },
];

export const RETENTION_RUN_STATUS_LABELS: Record<(typeof RETENTION_RUN_STATUSES)[number], string> = {
  RUNNING: '실행 중',
  DONE: '완료',
  FAILED: '실패',
};

export const retentionRun = z.object({
  id: z.number().int(),
  status: z.enum(RETENTION_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Rows (or files) each rule removed or blanked, by rule key. */
  counts: z.record(z.string(), z.number().int()),
  error: z.string(),
});
export type RetentionRun = z.infer<typeof retentionRun>;

export const retentionRunQuery = pagingQuery(20);
export const retentionRunList = pagedList(retentionRun);
export type RetentionRunList = z.infer<typeof retentionRunList>;

/** What keeps a seller from closing the account (docs/domain.md "Retention"), as the refusal names it. */
export type SellerOpenThings = {
  /** Listings in review, approved, live or waiting for the seller's selection. */
  listings: number;
  /** Deals in force (from the dealer's confirmation to the title transfer). */
  deals: number;
  /** Price claims or disputes not settled. */
  claims: number;
};

export const SELLER_CLOSURE_MESSAGES = {
  title: '회원 탈퇴',
  open: (open: SellerOpenThings) => {
    const parts = [
      open.listings ? `심사 중이거나 진행 중인 매물 ${open.listings}건` : '',
      open.deals ? `진행 중인 거래 ${open.deals}건` : '',
      open.claims ? `처리 중인 감가 요청·분쟁 ${open.claims}건` : '',
    ].filter(Boolean);
    return `${parts.join(', ')}이 있어 탈퇴할 수 없습니다. 모두 끝난 뒤 다시 시도해주세요.`;
  },
  /** The name a closed account's trade records show. */
  closedName: '탈퇴한 회원',
} as const;

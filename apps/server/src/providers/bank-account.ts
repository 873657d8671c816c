// Bank-account ownership check: send 1 won whose memo is a word only the account holder can read.
import { randomInt } from 'node:crypto';
import type { DeliveryTransport } from './delivery';
import { writeToOutbox } from './outbox';
import type { DbOrTx } from '../db/types';

export type OneWonTransfer = {
  dealerId: number;
  bankCode: string;
  bankName: string;
  bankAccountNumber: string;
  /** The 4-character word the dealer must type back; the depositor text of the transfer. */
  memo: string;
};

export type BankAccountProvider = {
  /**
   * Sends the 1-won transfer. `db` is the caller's transaction so the local implementation's outbox
   * row is written together with the verification row (a real adapter calls the bank instead).
   */
  sendOneWonTransfer(db: DbOrTx, transfer: OneWonTransfer): Promise<void>;
};

export const BANK_OUTBOX_CHANNEL = 'BANK' as const;
export const BANK_OUTBOX_TEMPLATE = 'BANK_ONE_WON_MEMO';

export function oneWonMessage(memo: string): string {
  return `[오토비드] 1원 입금 확인 문구: ${memo}`;
}

/**
 * The 1-won message on the BANK channel. Without a transport (the offline stand-in) no money moves: the row is
 * written SENT where a developer can read the memo. With a real bank configured (docs/decisions/031) it is
 * written QUEUED in the caller's transaction and the delivery worker hands it to the bank's transport
 * (kftc-openbanking.ts), which makes the transfer with the payload's memo: a bank that times out never fails
 * the dealer's request.
 */
function outboxBankAccountProvider(transport: Pick<DeliveryTransport, 'name'> | null): BankAccountProvider {
  return {
    async sendOneWonTransfer(db, transfer) {
      await writeToOutbox(
        db,
        {
          channel: BANK_OUTBOX_CHANNEL,
          to: transfer.bankAccountNumber,
          template: BANK_OUTBOX_TEMPLATE,
          body: oneWonMessage(transfer.memo),
          payload: {
            dealerId: transfer.dealerId,
            bankCode: transfer.bankCode,
            bankName: transfer.bankName,
            amount: 1,
            // The transport's print_content; the stand-in's body already shows it.
            ...(transport ? { memo: transfer.memo } : {}),
          },
        },
        transport,
      );
    },
  };
}

/** Offline stand-in: no money moves; the memo is written to the outbox where a developer can read it. */
export function createLocalBankAccountProvider(): BankAccountProvider {
  return outboxBankAccountProvider(null);
}

/** The real bank's queue: the message waits QUEUED for the delivery worker and `transport`. */
export function createQueuedBankAccountProvider(
  transport: Pick<DeliveryTransport, 'name'>,
): BankAccountProvider {
  return outboxBankAccountProvider(transport);
}

/**
 * Four-syllable words for the memo. A bigger list makes guessing within the attempt limit less likely;
 * every entry must be exactly four Hangul syllables (checked by the tests).
 */
export const BANK_MEMO_WORDS = [
  '사과나무',
  '바다여행',
  '푸른하늘',
  '겨울바람',
  '봄날햇살',
  '가을단풍',
  '여름바다',
  '무지개빛',
  '은하수길',
  '달빛산책',
  '별빛여행',
  '햇살가득',
  '구름다리',
  '꽃길걷기',
  '초록숲길',
  '하얀구름',
  '파란바다',
  '노란우산',
  '빨간사과',
  '소나무숲',
  '대나무숲',
  '해바라기',
  '민들레꽃',
  '진달래꽃',
  '개나리꽃',
  '코스모스',
  '라일락꽃',
  '장미정원',
  '벚꽃나무',
  '단풍나무',
  '은행나무',
  '감나무집',
  '호두과자',
  '붕어빵집',
  '군고구마',
  '감자부침',
  '김치찌개',
  '된장찌개',
  '비빔국수',
  '잔치국수',
  '단호박죽',
  '딸기우유',
  '바나나빵',
  '초코과자',
  '녹차라떼',
  '보리차물',
  '수박화채',
  '과일빙수',
  '고양이집',
  '강아지풀',
  '다람쥐길',
  '토끼나라',
  '거북이등',
  '돌고래쇼',
  '펭귄가족',
  '기린가족',
  '코끼리코',
  '호랑이굴',
  '여우구슬',
  '참새소리',
  '까치둥지',
  '제비꽃길',
  '나비정원',
  '반딧불이',
  '산들바람',
  '솔바람길',
  '물결소리',
  '파도소리',
  '빗방울길',
  '눈사람집',
  '얼음나라',
  '모래놀이',
  '등대지기',
  '항구마을',
  '시골마을',
  '한옥마을',
  '돌담길목',
  '골목대장',
  '동네친구',
  '뒷동산길',
  '자전거길',
  '기차여행',
  '비행기표',
  '우체국앞',
  '도서관길',
  '미술관앞',
  '박물관길',
  '놀이공원',
  '운동장길',
  '학교종이',
  '연필깎이',
  '지우개통',
  '공책한권',
  '색연필통',
  '크레파스',
  '스케치북',
  '피아노곡',
  '바이올린',
  '하모니카',
  '북소리길',
  '노래한곡',
  '춤추는곰',
  '웃음소리',
  '행복한날',
  '즐거운날',
  '고마운날',
  '반가운님',
  '따뜻한차',
  '포근한밤',
  '상쾌한날',
  '맑은아침',
  '고요한밤',
] as const;

export function randomMemoWord(): string {
  const word = BANK_MEMO_WORDS[randomInt(BANK_MEMO_WORDS.length)];
  if (!word) {
    throw new Error('memo word list is empty');
  }
  return word;
}

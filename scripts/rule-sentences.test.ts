// No rule number is typed in Korean prose outside packages/shared/src/rule-sentences.ts: the web, its
// scripts, the server and shared say the opening hour, the auction's length, the fee window, the
// no-progress and completion deadlines and the penalty ladder only through the rule sentences, so a
// changed constant changes every sentence (packages/shared/src/rule-sentences.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_NUMBERS } from '../packages/shared/src/rule-sentences';

const {
  auctionStartHour,
  auctionDurationHours,
  feeDepositWindowMinutes,
  noProgressHours,
  lateCompletionHours,
  freeBidCancels,
  firstBanDays,
  repeatBanDays,
  penaltyWindowDays,
  fixedBanDays,
  suspensionReportCount,
} = RULE_NUMBERS;

const root = resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['apps/web/src', 'apps/web/scripts', 'apps/server/src', 'packages/shared/src'];
const COPY_MODULE = 'packages/shared/src/rule-sentences.ts';

const HANGUL = /[\uac00-\ud7a3]/;
const notAfterDigit = (text: string) => `(?<![\\d~])${text}`;
/** A number of the rules as Korean prose says it, in any sentence. */
const RULE_WORDS = [
  `오전 ?${auctionStartHour}시`,
  notAfterDigit(`${auctionStartHour}시(?!간)`),
  notAfterDigit(`${auctionDurationHours}시간`),
  notAfterDigit(`${noProgressHours}시간`),
  notAfterDigit(`${feeDepositWindowMinutes}분`),
  `오전 ?${lateCompletionHours}시`,
  `이번 ${freeBidCancels}회`,
  `신고.*${notAfterDigit(`${suspensionReportCount}회`)}`,
].map((word) => new RegExp(word));
/** A number of days of the ladder, in a sentence about a ban or a cancellation. */
const BAN_DAYS = new RegExp(
  notAfterDigit(`(${[firstBanDays, repeatBanDays, penaltyWindowDays, fixedBanDays].join('|')})일`),
);
const BAN_CONTEXT = /제한|페널티|취소|반복/;
/** A rule constant written into Korean text by hand (`${FIXED_BAN_DAYS}일간`, JSX `{FIXED_BAN_DAYS}일간`). */
const RULE_CONSTANTS = [
  'AUCTION_START_HOUR_KST',
  'AUCTION_DURATION_HOURS',
  'FEE_DEPOSIT_WINDOW_MINUTES',
  'NO_PROGRESS_HOURS',
  'LATE_COMPLETION_HOURS',
  'FREE_BID_CANCELS',
  'FIRST_BAN_DAYS',
  'REPEAT_BAN_DAYS',
  'PENALTY_WINDOW_DAYS',
  'FIXED_BAN_DAYS',
  'SUSPENSION_REPORT_COUNT',
];
const INTERPOLATED_RULE = new RegExp(`\\$?\\{\\s*(${RULE_CONSTANTS.join('|')})\\s*\\}\\s*(일|시간|분|시|회)`);

/** The rule numbers a line of source states in Korean, if any. */
function ruleWordsIn(line: string): string[] {
  if (!HANGUL.test(line) && !INTERPOLATED_RULE.test(line)) {
    return [];
  }
  const found = RULE_WORDS.filter((word) => word.test(line)).map((word) => word.source);
  if (BAN_CONTEXT.test(line) && BAN_DAYS.test(line)) {
    found.push(BAN_DAYS.source);
  }
  if (INTERPOLATED_RULE.test(line)) {
    found.push(INTERPOLATED_RULE.source);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : sourceFiles(path);
    }
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|spec)\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Comment lines are English notes for developers, not prose a user reads. */
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

describe('rule numbers in Korean prose', () => {
  it('recognises a typed rule number and leaves other numbers alone', () => {
    expect(ruleWordsIn("'경매는 매일 오전 9시에 시작해 48시간 동안 진행됩니다.'")).not.toEqual([]);
    expect(ruleWordsIn("'낙찰 확정 후 60분 이내에 수수료를 입금해주세요.'")).not.toEqual([]);
    expect(ruleWordsIn("'거래를 취소하면 7일간(반복 시 14일) 입찰 및 거래가 제한됩니다.'")).not.toEqual([]);
    expect(ruleWordsIn('`기한까지 확정하지 않으면 ${FIXED_BAN_DAYS}일간 입찰이 제한됩니다.`')).not.toEqual(
      [],
    );
    expect(ruleWordsIn("'거래일 다음 날 오전 2시까지'")).not.toEqual([]);
    expect(ruleWordsIn("'· 판매자 신고가 3회 누적되면 이용이 정지됩니다.'")).not.toEqual([]);
    expect(ruleWordsIn('<p>신고 {SUSPENSION_REPORT_COUNT}회 누적 시 이용이 정지됩니다.</p>')).not.toEqual([]);
    expect(ruleWordsIn('미처리 신고 {row.dealer.openReports}/{SUSPENSION_REPORT_COUNT}')).toEqual([]);
    expect(ruleWordsIn("'가입 신청이 완료되었습니다. (1~7일 소요)'")).toEqual([]);
    expect(ruleWordsIn("'거래 날짜는 오늘부터 30일 이내로 선택해주세요.'")).toEqual([]);
    expect(ruleWordsIn("'입금 확인은 입금 후 1~5분 정도 소요됩니다.'")).toEqual([]);
    expect(ruleWordsIn("'입찰 제한 연장 (1~90일, 이어지는 제한도 늦춰짐)'")).toEqual([]);
    expect(ruleWordsIn('hint={`1일부터 ${MAX_EXTEND_DAYS}일까지`}')).toEqual([]);
  });

  it('appear only in the rule sentences', () => {
    const typed: string[] = [];
    for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
      if (file === COPY_MODULE) {
        continue;
      }
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!isComment(line) && ruleWordsIn(line).length > 0) {
            typed.push(`${relative(root, join(root, file))}:${index + 1}: ${line.trim()}`);
          }
        });
    }
    expect(typed).toEqual([]);
  });
});

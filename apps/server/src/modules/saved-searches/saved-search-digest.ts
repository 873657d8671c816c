// The 09:00 digest of saved searches (docs/domain.md "Saved searches"): once the day's auctions opened, each
// dealer whose saved searches (digest on) match auctions that opened that day gets ONE Alimtalk with the
// count per search and a link per search. The claim of (dealer, Seoul day) is written in the transaction of
// the message, so a second run or a second process sends nothing.
import {
  AUCTION_START_HOUR_KST,
  HOUR_MS,
  SAVED_SEARCH_DIGEST_TIME,
  DAY_MS,
  kstDayKey,
  kstDayStart,
  savedSearchListPath,
} from '@autobid/shared';
import { and, count, gte, lt } from 'drizzle-orm';
import { auctions } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { AlimtalkSender } from '../../providers/messaging';
import { listFiltersOf, progressConditions } from '../auctions/auctions.public';
import { claimDigest, searchesDueForDigest, type DigestSearch } from './saved-searches.repository';

export type DigestOptions = {
  alimtalk: AlimtalkSender;
  /** PUBLIC_URL, the base of the links. */
  publicUrl: string;
  /** The run's instant (the scheduler's clock). */
  now: Date;
};

export type DigestResult = {
  /** The Seoul day the run is for. */
  day: string;
  /** The dealers this run sent a digest to. */
  sent: number[];
};

/** 09:00 Asia/Seoul of the Seoul day `day`: when that day's auctions open. */
export function openingOfDay(day: string): Date {
  return new Date(kstDayStart(day).getTime() + AUCTION_START_HOUR_KST * HOUR_MS);
}

/** The live auctions that opened in [opening, opening + 1 day) and match the search's filters. */
async function countNewMatches(db: DbOrTx, search: DigestSearch, opening: Date): Promise<number> {
  let filters;
  try {
    filters = listFiltersOf(search.filters);
  } catch (error) {
    // A region the tree no longer names matches nothing (the save checked it against the tree of its day).
    if (error instanceof AppError) {
      return 0;
    }
    throw error;
  }
  const [row] = await db
    .select({ n: count() })
    .from(auctions)
    .where(
      and(
        ...progressConditions(filters),
        gte(auctions.startAt, opening),
        lt(auctions.startAt, new Date(opening.getTime() + DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}

type Match = { id: number; name: string; count: number; link: string };

function digestBody(dealerName: string, matches: Match[]): string {
  const total = matches.reduce((sum, match) => sum + match.count, 0);
  const lines = matches.map((match) => `- ${match.name}: ${match.count}대\n  ${match.link}`);
  return (
    `[오토비드] ${dealerName}님, 오늘 ${SAVED_SEARCH_DIGEST_TIME}에 시작한 경매 중 저장한 검색 조건에 맞는 차량이 ${total}대 있습니다.\n` +
    `${lines.join('\n')}\n` +
    '링크를 누르면 그 조건으로 경매 목록이 열립니다. 알림은 프로필의 알림 설정에서 끌 수 있습니다.'
  );
}

/**
 * Sends the day's digests that are due (nothing before the day's 09:00). Safe to run any number of times in
 * any number of processes: a dealer's digest is sent only by the run that claims (dealer, day).
 */
export async function runSavedSearchDigest(db: DbOrTx, options: DigestOptions): Promise<DigestResult> {
  const day = kstDayKey(options.now);
  const opening = openingOfDay(day);
  if (options.now.getTime() < opening.getTime()) {
    return { day, sent: [] };
  }
  const base = options.publicUrl.replace(/\/+$/, '');
  const byDealer = new Map<number, { dealer: DigestSearch; matches: Match[] }>();
  for (const search of await searchesDueForDigest(db, day)) {
    const matched = await countNewMatches(db, search, opening);
    if (matched === 0) {
      continue;
    }
    const entry = byDealer.get(search.dealerId) ?? { dealer: search, matches: [] };
    entry.matches.push({
      id: search.id,
      name: search.name,
      count: matched,
      link: `${base}${savedSearchListPath(search.id)}`,
    });
    byDealer.set(search.dealerId, entry);
  }
  const sent: number[] = [];
  for (const [dealerId, { dealer, matches }] of byDealer) {
    const claimed = await db.transaction(async (tx) => {
      const counts = Object.fromEntries(matches.map((match) => [String(match.id), match.count]));
      if (!(await claimDigest(tx, { dealerId, day, counts, sentAt: options.now }))) {
        return false;
      }
      await options.alimtalk(tx, {
        to: dealer.phoneNumber,
        template: 'SAVED_SEARCH_DIGEST',
        body: digestBody(dealer.dealerName, matches),
        link: matches[0]!.link,
        payload: {
          event: 'SAVED_SEARCH_DIGEST',
          day,
          searches: matches.map(({ id, name, count: n }) => ({ id, name, count: n })),
          button: '경매 목록 보기',
        },
      });
      return true;
    });
    if (claimed) {
      sent.push(dealerId);
    }
  }
  return { day, sent };
}

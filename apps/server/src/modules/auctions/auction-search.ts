// What an operator's search box matches on auctions (the listing queue, the deals screen) and the auction
// row with its brand and seller they both read.
import { MAX_ROW_ID, digitsOnly } from '@autobid/shared';
import { eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { auctions, brands, sellers } from '../../db/schema';
import { containsPattern } from '../../lib/search-pattern';

/** The auction with its brand name and its seller's id, name and phone. */
export const auctionWithSellerColumns = {
  auction: auctions,
  brandName: brands.name,
  seller: { id: sellers.id, name: sellers.name, phone: sellers.phoneNumber },
};

/**
 * What a search box matches: the text in any of `texts`, an auction number (digits; "#12" that number only)
 * and, for three or more digits typed as a phone (dashes and spaces allowed), the seller's phone.
 */
export function auctionSearchCondition(q: string | undefined, texts: Parameters<typeof ilike>[0][]) {
  const text = q?.trim() ?? '';
  if (!text) {
    return undefined;
  }
  const number = text.replace(/^#/, '');
  const id =
    /^\d{1,10}$/.test(number) && Number(number) <= MAX_ROW_ID ? eq(auctions.id, Number(number)) : null;
  // "#12" is the auction number alone.
  if (text.startsWith('#')) {
    return id ?? sql`false`;
  }
  const pattern = containsPattern(text);
  const conditions: SQL[] = texts.map((column) => ilike(column, pattern));
  if (id) {
    conditions.push(id);
  }
  const digits = digitsOnly(text);
  if (digits.length >= 3 && /^[\d\s-]+$/.test(text)) {
    conditions.push(like(sellers.phoneNumber, `%${digits}%`));
  }
  return or(...conditions);
}

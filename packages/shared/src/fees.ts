// Dealer fee by winning price (VAT included); each bracket is inclusive of its upper bound.

export type FeeBracket = { upTo: number | null; fee: number; label: string };

export const FEE_BRACKETS: readonly FeeBracket[] = [
  { upTo: 5_000_000, fee: 170_000, label: '500만원 이하' },
  { upTo: 10_000_000, fee: 240_000, label: '501만원 ~ 1,000만원' },
  { upTo: 15_000_000, fee: 290_000, label: '1,001만원 ~ 1,500만원' },
  { upTo: 30_000_000, fee: 320_000, label: '1,501만원 ~ 3,000만원' },
  { upTo: 40_000_000, fee: 380_000, label: '3,001만원 ~ 4,000만원' },
  { upTo: null, fee: 410_000, label: '4,000만원 초과' },
];

export function feeForPrice(price: number): number {
  for (const bracket of FEE_BRACKETS) {
    if (bracket.upTo === null || price <= bracket.upTo) {
      return bracket.fee;
    }
  }
  // Unreachable: the last bracket has no upper bound.
  return FEE_BRACKETS[FEE_BRACKETS.length - 1]!.fee;
}

const REFERENCE_PATTERN = /(?<!\d)\d{6}(?!\d)/g;

/**
 * The distinct deposit references (6-digit runs, not part of a longer number) a transfer carries in any of
 * its texts (depositor name, memo, the bank's own reference field). A deposit matches a deal only when
 * this is exactly one reference: none or several wait for an operator.
 */
export function depositReferencesIn(...texts: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(REFERENCE_PATTERN)) {
      found.add(match[0]);
    }
  }
  return [...found];
}

/** What the dealer types in the depositor field: the name, a space, the deal's reference (`김민수 482193`). */
export function depositorLabel(name: string, reference: string): string {
  return `${name.replace(/\s+/g, '')} ${reference}`;
}

// The decision form of a dispute (docs/domain.md "Handover"): the outcome, the deduction granted (the claim's
// total when upheld, an amount in 만원 below it when partly upheld, none when rejected), the reason both
// parties read, and the price the deal then completes at. The shared request schema has the last word.
import {
  BID_UNIT_WON,
  DISPUTE_MESSAGES,
  disputeDecisionRequest,
  type DisputeDecisionRequest,
  type DisputeOutcome,
} from '@autobid/shared';

export type DecisionForm = {
  outcome: DisputeOutcome | null;
  /** The deduction granted with PARTIAL, in 만원, digits as typed. */
  amount: string;
  reason: string;
};

export type DecisionField = 'outcome' | 'amount' | 'reason';
export type DecisionErrors = Partial<Record<DecisionField, string>>;

export const EMPTY_DECISION: DecisionForm = { outcome: null, amount: '', reason: '' };

/** What the 만원 field keeps of what was typed: digits only, no leading zeros, at most 7 of them. */
export function manwonDigits(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, 7);
}

/**
 * The deduction the outcome grants, in won: the claim's total (UPHELD), none (REJECTED), the amount typed
 * (PARTIAL, while it is a valid one: at least 1만원 and below the total); null while it cannot be known.
 */
export function grantedOf(form: DecisionForm, claimTotal: number): number | null {
  switch (form.outcome) {
    case 'UPHELD':
      return claimTotal;
    case 'REJECTED':
      return 0;
    case 'PARTIAL': {
      const won = Number(form.amount || '0') * BID_UNIT_WON;
      return won >= BID_UNIT_WON && won < claimTotal ? won : null;
    }
    case null:
      return null;
  }
}

/** The request the form sends, or each field's first mistake (messages of DISPUTE_MESSAGES). */
export function decisionOf(
  form: DecisionForm,
  claimTotal: number,
): { body: DisputeDecisionRequest } | { errors: DecisionErrors } {
  const errors: DecisionErrors = {};
  if (form.outcome === null) {
    errors.outcome = DISPUTE_MESSAGES.outcomeRequired;
  }
  if (form.outcome === 'PARTIAL') {
    if (form.amount === '') {
      errors.amount = DISPUTE_MESSAGES.amountRequired;
    } else if (grantedOf(form, claimTotal) === null) {
      errors.amount = DISPUTE_MESSAGES.amountPartial;
    }
  }
  const body = {
    outcome: form.outcome ?? undefined,
    ...(form.outcome === 'PARTIAL' && form.amount !== ''
      ? { amount: Number(form.amount) * BID_UNIT_WON }
      : {}),
    reason: form.reason,
  };
  const parsed = disputeDecisionRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'outcome' || field === 'amount' || field === 'reason') && !errors[field]) {
        errors[field] = issue.message;
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { errors };
  }
  return { body: parsed.data };
}

// The seller-review questions a dealer answers after a completed trade.
import { z } from 'zod';

export const reviewQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  questionContent: z.string(),
  /** The "keep dealing with this seller" question, answered 5 or 1. */
  isKeepDealing: z.boolean(),
  /** The dealer's answer, '1' to '5' (docs/spec.md §3); '' in the list, where nothing is answered yet. */
  answer: z.string(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestion>;

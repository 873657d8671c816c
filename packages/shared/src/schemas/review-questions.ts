// The seller-review questions a dealer answers after a completed trade.
import { z } from 'zod';

export const reviewQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  questionContent: z.string(),
  /** The "keep dealing with this seller" question, answered 5 or 1. */
  isKeepDealing: z.boolean(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestion>;

// What every error answer carries beside its code and message (docs/domain.md "Request ids and metrics"): a
// request id that differs per request, matched by shape in whole-envelope comparisons.
import { expect } from 'vitest';

export const ANY_REQUEST_ID = expect.any(String) as string;

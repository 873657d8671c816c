// What the console's ActionDialog awaits from its action (components/action-dialog.tsx): the answer, or the
// refusal's message to show in the dialog. `outcomeOf` turns an action's promise (which throws ApiError on a
// refusal, lib/call.ts) into it.
import { ApiError } from '@/lib/call';
import { GENERIC_ERROR_MESSAGE } from '@/lib/http';

export type AdminOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** The refusal's message of a failed action (the server's, or the generic one for anything else). */
export function refusalMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

export async function outcomeOf<T>(sent: Promise<T>): Promise<AdminOutcome<T>> {
  try {
    return { ok: true, data: await sent };
  } catch (error) {
    return { ok: false, message: refusalMessage(error) };
  }
}

// The refusal of an operator request, as the console and the operator CLI both give it.
import type { ErrorCode } from '@autobid/shared';
import { AppError } from './app-error';

/** An operator request that cannot be carried out; the message says why (Korean). */
export class AdminCommandError extends AppError {
  /** `code` is one of the ADMIN_ codes, or the server's own code relayed by the CLI. */
  constructor(message: string, code: ErrorCode = 'ADMIN_REQUEST_REFUSED') {
    super(code, message);
    this.name = 'AdminCommandError';
  }
}

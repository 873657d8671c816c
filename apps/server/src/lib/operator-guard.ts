// The operator console's access rule (docs/domain.md "Operator console"): every `/v1/admin/*` call but the
// login passes `onRequest: operatorGuard(ctx)` (any operator) or `operatorGuard(ctx, 'ADMIN')`. The guard
// checks the token, then the operator row on every request — a disabled operator, or a token older than
// the operator's last password reset or role change, is 401 — and the role: STAFF on an ADMIN call is 403.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { OPERATOR_ACCESS_MESSAGES, type OperatorRole } from '@autobid/shared';
import type { AppContext } from '../context';
import { operators } from '../db/schema';
import { AppError, forbidden, unauthorized } from './app-error';
import { bearerToken } from './jwt';

/** The signed-in operator of a request, set by operatorGuard. */
export type SignedInOperator = { id: number; username: string; name: string; role: OperatorRole };

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    operator: SignedInOperator | null;
  }
}

export function operatorGuard(
  ctx: Pick<AppContext, 'db' | 'tokens' | 'sessions'>,
  role: OperatorRole = 'STAFF',
): onRequestAsyncHookHandler {
  return async (request) => {
    const principal = await ctx.tokens.verify(bearerToken(request.headers.authorization));
    if (!principal) {
      throw unauthorized();
    }
    if (principal.role !== 'operator') {
      // Another role's token is 403 only while its session stands: a suspended dealer's is 401 here as
      // everywhere (docs/decisions/018).
      if (!(await ctx.sessions.isCurrent(principal))) {
        throw unauthorized();
      }
      throw forbidden();
    }
    const [row] = await ctx.db
      .select({
        id: operators.id,
        username: operators.username,
        name: operators.name,
        role: operators.role,
        disabledAt: operators.disabledAt,
        tokenVersion: operators.tokenVersion,
      })
      .from(operators)
      .where(eq(operators.id, principal.id))
      .limit(1);
    if (!row || row.disabledAt || row.tokenVersion !== (principal.version ?? 0)) {
      throw unauthorized();
    }
    if (role === 'ADMIN' && row.role !== 'ADMIN') {
      throw new AppError('ADMIN_ONLY', OPERATOR_ACCESS_MESSAGES.adminOnly);
    }
    request.principal = principal;
    request.operator = { id: row.id, username: row.username, name: row.name, role: row.role };
  };
}

/** The signed-in operator; only valid behind operatorGuard. */
export function signedInOperator(request: FastifyRequest): SignedInOperator {
  if (!request.operator) {
    throw unauthorized();
  }
  return request.operator;
}

/** Who acts in a console call, as the audit log records it (an AuditActor of modules/audit). */
export type ConsoleActor = { operatorId: number; actor: string };

/** The audit log's actor for a request behind operatorGuard. */
export function auditActorOf(request: FastifyRequest): ConsoleActor {
  const operator = signedInOperator(request);
  return { operatorId: operator.id, actor: operator.username };
}

// Operator sign-in and the signed-in operator. A disabled operator cannot sign in; the token carries the
// operator's token version so a password reset, role change or disabling ends earlier sessions.
import { eq, sql } from 'drizzle-orm';
import { LOGIN_MESSAGES, type LoginRequest, type LoginResponse, type OperatorMe } from '@autobid/shared';
import type { AppContext } from '../../context';
import { operators } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SignedInOperator } from '../../lib/operator-guard';

let dummyHash: Promise<string> | null = null;

export function createOperatorsService(ctx: Pick<AppContext, 'db' | 'tokens' | 'clock' | 'sessions'>) {
  return {
    async login(input: LoginRequest): Promise<LoginResponse> {
      const [operator] = await ctx.db
        .select()
        .from(operators)
        .where(eq(operators.username, input.username))
        .limit(1);
      // The same slow hash whether or not the username exists, so timing tells nothing.
      dummyHash ??= hashPassword('not-a-real-password');
      const isValid = await verifyPassword(input.password, operator?.passwordHash ?? (await dummyHash));
      if (!operator || !isValid || operator.disabledAt) {
        throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalidCredentials);
      }
      await ctx.db
        .update(operators)
        .set({ lastLoginAt: ctx.clock.now() })
        .where(eq(operators.id, operator.id));
      return {
        accessToken: await ctx.tokens.sign({
          id: operator.id,
          role: 'operator',
          version: operator.tokenVersion,
        }),
      };
    },

    /** Logout ends every token of the operator (docs/decisions/018). */
    async logout(operator: SignedInOperator): Promise<null> {
      await ctx.db
        .update(operators)
        .set({ tokenVersion: sql`${operators.tokenVersion} + 1` })
        .where(eq(operators.id, operator.id));
      ctx.sessions.changed({ id: operator.id, role: 'operator' });
      return null;
    },

    me(operator: SignedInOperator): OperatorMe {
      return { id: operator.id, username: operator.username, name: operator.name, role: operator.role };
    },
  };
}

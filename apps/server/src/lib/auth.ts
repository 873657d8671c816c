// Route-level authentication: `onRequest: app.requireRole('dealer')` lets a route declare which principal it needs.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from './app-error';
import { bearerToken, type Principal, type Role, type TokenService } from './jwt';

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    tokens: TokenService;
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type AuthOptions = {
  tokens: TokenService;
  /** Whether the principal still exists and the token is of its current version (checked per request). */
  isCurrent?: (principal: Principal) => Promise<boolean>;
};

export const authPlugin = fp(
  (app: FastifyInstance, options: AuthOptions, done: (error?: Error) => void) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('principal', null);
    app.decorate('requireRole', (...roles: Role[]): onRequestAsyncHookHandler => {
      return async (request) => {
        const principal = await options.tokens.verify(bearerToken(request.headers.authorization));
        if (!principal) {
          throw unauthorized();
        }
        if (options.isCurrent && !(await options.isCurrent(principal))) {
          throw unauthorized();
        }
        if (!roles.includes(principal.role)) {
          throw forbidden();
        }
        request.principal = principal;
      };
    });
    done();
  },
  { name: 'auth' },
);

/** The authenticated principal's id; only valid behind requireRole. */
export function principalId(request: FastifyRequest): number {
  if (!request.principal) {
    throw unauthorized();
  }
  return request.principal.id;
}

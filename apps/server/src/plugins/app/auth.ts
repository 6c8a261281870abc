// Signed tokens (HS256, 7 days) carrying the user id and token version. Every authenticated
// request re-reads the user's token version and suspension, so a password change or
// suspension revokes old tokens at once, on every instance (ARCHITECTURE "Scale-out").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';

import { MESSAGES } from '@landed/shared/constants';

import { forbidden, unauthorized } from '../../lib/http-errors.ts';
import type { AuthState } from './users/users-repository.ts';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type TokenService = {
  sign: (user: { id: string; tokenVersion: number }) => Promise<string>;
  verify: (token: string) => Promise<{ id: string; tokenVersion: number; issuedAt: Date } | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    // onRequest hook: the request must carry a valid, current token of an active user.
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthState | null;
    // When the request's token was issued, i.e. when this session signed in (or last proved
    // the password): changing the e-mail of an account without a password needs a recent one.
    tokenIssuedAt: Date | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  async function auth(app: FastifyInstance) {
    const key = new TextEncoder().encode(app.config.jwtSecret);
    const nowSeconds = () => Math.floor(app.config.now().getTime() / 1000);

    const tokens: TokenService = {
      async sign({ id, tokenVersion }) {
        const iat = nowSeconds();
        return new SignJWT({ id, tv: tokenVersion })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(id)
          .setIssuedAt(iat)
          .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
          .sign(key);
      },
      async verify(token) {
        try {
          const { payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            currentDate: app.config.now(),
          });
          if (typeof payload.id !== 'string' || typeof payload.tv !== 'number') return null;
          return {
            id: payload.id,
            tokenVersion: payload.tv,
            issuedAt: new Date((payload.iat ?? 0) * 1000),
          };
        } catch {
          return null;
        }
      },
    };
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('tokenIssuedAt', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(MESSAGES.notSignedIn, 'NOT_SIGNED_IN');
      const claims = await tokens.verify(token);
      const user = claims ? await app.usersRepository.findAuthState(claims.id) : undefined;
      if (!claims || !user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      // A genuine token of a suspended account is told why (before the revoked-token check:
      // suspension also revokes the account's tokens).
      if (user.suspended) throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
      if (user.tokenVersion !== claims.tokenVersion) {
        throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      }
      request.user = user;
      request.tokenIssuedAt = claims.issuedAt;
    });
  },
  { name: 'auth', dependencies: ['users-repository'] },
);

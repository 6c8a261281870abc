// Signed tokens (HS256, 7 days) naming a server-side session: {id, tv, sid} (user id, the
// user's token version, session id). Every authenticated request reads the session with its
// user in one indexed read, so ending a session (logout, another device, an administrator),
// a password change or a suspension stops the token at once, on every instance
// (docs/decisions/011-sessions.md, 048-server-side-sessions.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';

import { MESSAGES } from '@landed/shared/constants';

import type { DbOrTx } from '#server/db/client.ts';
import { forbidden, unauthorized } from '#server/lib/http-errors.ts';
import { LAST_SEEN_INTERVAL_MS } from './sessions/sessions-repository.ts';
import type { AuthState } from './users/users-repository.ts';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenClaims = { id: string; tokenVersion: number; sessionId: string };

export type TokenService = {
  // A token for an existing session, and when it expires.
  sign: (claims: TokenClaims) => Promise<{ token: string; expiresAt: Date }>;
  // issuedAt: when the token was issued (a recent sign-in is needed for some changes).
  verify: (token: string) => Promise<(TokenClaims & { issuedAt: Date }) | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    // Starts a session for the user (sign-in, sign-up, Google, password reset) and returns
    // its token.
    startSession: (
      request: FastifyRequest,
      user: { id: string; tokenVersion: number },
      tx?: DbOrTx,
    ) => Promise<string>;
    // onRequest hook: the request must carry a valid token of a live session of an active user.
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthState | null;
    // The session the request's token names (set by authenticate).
    sessionId: string | null;
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
      async sign({ id, tokenVersion, sessionId }) {
        const iat = nowSeconds();
        const exp = iat + TOKEN_LIFETIME_SECONDS;
        const token = await new SignJWT({ id, tv: tokenVersion, sid: sessionId })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(id)
          .setIssuedAt(iat)
          .setExpirationTime(exp)
          .sign(key);
        return { token, expiresAt: new Date(exp * 1000) };
      },
      async verify(token) {
        try {
          const { payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            currentDate: app.config.now(),
          });
          const { id, tv, sid } = payload;
          // A token from before sessions existed names none: it no longer works.
          if (typeof id !== 'string' || typeof tv !== 'number') return null;
          if (typeof sid !== 'string' || !UUID.test(sid)) return null;
          return {
            id,
            tokenVersion: tv,
            sessionId: sid,
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
    app.decorateRequest('sessionId', null);

    app.decorate(
      'startSession',
      async (request: FastifyRequest, user: { id: string; tokenVersion: number }, tx?: DbOrTx) => {
        const now = app.config.now();
        // The row is written first, with the lifetime the token will get (whole seconds).
        const expiresAt = new Date(
          (Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_SECONDS) * 1000,
        );
        const sessionId = await app.sessionsRepository.create(
          {
            userId: user.id,
            userAgent: request.headers['user-agent'] ?? '',
            ip: request.ip,
            now,
            expiresAt,
          },
          tx,
        );
        const { token } = await tokens.sign({
          id: user.id,
          tokenVersion: user.tokenVersion,
          sessionId,
        });
        return token;
      },
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(MESSAGES.notSignedIn, 'NOT_SIGNED_IN');
      const claims = await tokens.verify(token);
      const found = claims ? await app.sessionsRepository.findAuth(claims.sessionId) : undefined;
      if (!claims || !found || found.session.userId !== claims.id) {
        throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      }
      const { session, user } = found;
      // A genuine token of a suspended account is told why (before the ended-session check:
      // suspension also ends the account's sessions).
      if (user.suspended) throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
      const now = app.config.now();
      if (
        session.endedAt ||
        session.expiresAt <= now ||
        user.tokenVersion !== claims.tokenVersion
      ) {
        throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      }
      request.user = user;
      request.sessionId = session.id;
      if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
        await app.sessionsRepository.touch({ sessionId: session.id, now, ip: request.ip });
      }
      request.tokenIssuedAt = claims.issuedAt;
    });
  },
  { name: 'auth', dependencies: ['users-repository', 'sessions-repository'] },
);

// Two-factor sign-in (docs/decisions/054): the challenge a sign-in answers when the user has it
// on, and checking a code. Every way into an account (password, Google, password reset) ends
// in app.twoFactor.signIn, so none of them skips the second step.
import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';

import type { AuthResponse, MfaChallenge } from '@landed/shared/schemas/auth';

import type { DbOrTx } from '#server/db/client.ts';
import {
  hashRecoveryCode,
  normaliseRecoveryCode,
  normaliseTotpCode,
  totpStep,
} from '#server/lib/totp.ts';
import { TOTP_SECRET_PURPOSE, secretBox } from '#server/lib/secret-box.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';
import { toSessionUser } from '#server/plugins/app/users/users-repository.ts';

// How long the second step may take after the first.
export const MFA_CHALLENGE_SECONDS = 5 * 60;
const CHALLENGE_TYPE = 'landed-mfa+jwt';

export type SignInMethod = 'password' | 'google' | 'password_reset';

// `jti` names the challenge so it gives one session (issue 24: mfa-repository.useChallenge);
// `expiresAt`, how long its use must be remembered.
export type Challenge = {
  userId: string;
  tokenVersion: number;
  method: SignInMethod;
  jti: string;
  expiresAt: Date;
};

type SignInUser = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'adminRole' | 'emailVerified' | 'totpEnabledAt' | 'tokenVersion'
> &
  Partial<Pick<UserRow, 'partnerId'>>;

export type TwoFactor = {
  box: SecretBox;
  // A session for a user without two-factor; the challenge for one with it. Writes only
  // through `tx` when given (the second step's outcome is what the log records).
  signIn: (
    input: { request: FastifyRequest; user: SignInUser; method: SignInMethod },
    tx?: DbOrTx,
  ) => Promise<AuthResponse | MfaChallenge>;
  readChallenge: (token: string) => Promise<Challenge | null>;
  // Checks a code (six digits, or a recovery code) against the user's row the caller has
  // already read, and spends it: which kind it was, or null.
  useCode: (
    user: Pick<UserRow, 'id' | 'totpSecret' | 'totpEnabledAt'>,
    code: string,
    tx?: DbOrTx,
  ) => Promise<'totp' | 'recovery' | null>;
  // Whether a six-digit code is right for a (sealed) secret, without spending it: the step.
  checkTotp: (sealedSecret: string, code: string) => number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactor;
  }
}

export default fp(
  async function twoFactor(app: FastifyInstance) {
    const key = new TextEncoder().encode(app.config.jwtSecret);
    const box = secretBox({ keys: app.config, purpose: TOTP_SECRET_PURPOSE });
    const nowSeconds = () => Math.floor(app.config.now().getTime() / 1000);

    const checkTotp: TwoFactor['checkTotp'] = (sealedSecret, code) => {
      const digits = normaliseTotpCode(code);
      const secret = digits ? box.open(sealedSecret) : null;
      if (!digits || !secret) return null;
      return totpStep({ secret, code: digits, now: app.config.now() });
    };

    const service: TwoFactor = {
      box,
      async signIn({ request, user, method }, tx) {
        if (!user.totpEnabledAt) {
          return {
            token: await app.startSession(request, user, tx),
            user: toSessionUser(user),
          };
        }
        const iat = nowSeconds();
        const mfaToken = await new SignJWT({
          purpose: 'mfa',
          id: user.id,
          tv: user.tokenVersion,
          method,
        })
          .setProtectedHeader({ alg: 'HS256', typ: CHALLENGE_TYPE })
          .setJti(randomUUID())
          .setIssuedAt(iat)
          .setExpirationTime(iat + MFA_CHALLENGE_SECONDS)
          .sign(key);
        return { mfaRequired: true, mfaToken };
      },

      async readChallenge(token) {
        try {
          const { payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            typ: CHALLENGE_TYPE,
            currentDate: app.config.now(),
          });
          const { purpose, id, tv, method, jti, exp } = payload;
          if (purpose !== 'mfa' || typeof id !== 'string' || typeof tv !== 'number') return null;
          if (method !== 'password' && method !== 'google' && method !== 'password_reset') {
            return null;
          }
          // A challenge without a name could not be spent: none is valid.
          if (typeof jti !== 'string' || !jti || typeof exp !== 'number') return null;
          return { userId: id, tokenVersion: tv, method, jti, expiresAt: new Date(exp * 1000) };
        } catch {
          return null;
        }
      },

      async useCode({ id: userId, totpSecret, totpEnabledAt }, code, tx) {
        if (!totpEnabledAt || !totpSecret) return null;
        if (normaliseTotpCode(code)) {
          const step = checkTotp(totpSecret, code);
          if (step === null) return null;
          return (await app.mfaRepository.useStep(userId, step, tx)) ? 'totp' : null;
        }
        if (!normaliseRecoveryCode(code)) return null;
        const used = await app.mfaRepository.useRecoveryCode(
          { userId, codeHash: hashRecoveryCode(code), now: app.config.now() },
          tx,
        );
        return used ? 'recovery' : null;
      },

      checkTotp,
    };
    app.decorate('twoFactor', service);
  },
  { name: 'two-factor', dependencies: ['auth', 'mfa-repository'] },
);

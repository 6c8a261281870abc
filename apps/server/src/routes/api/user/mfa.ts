// Two-factor sign-in in Account Settings (docs/decisions/054): set up an authenticator app,
// turn it on with a first code (which hands out the recovery codes, once), make new recovery
// codes, turn it off with the password and a code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';

import { MESSAGES } from '@landed/shared/constants';
import {
  mfaDisableBodySchema,
  mfaStatusResponseSchema,
  recoveryCodesResponseSchema,
  totpEnableBodySchema,
  totpSetupResponseSchema,
} from '@landed/shared/schemas/auth';
import { z } from 'zod';

import { badRequest, conflict, unauthorized } from '#server/lib/http-errors.ts';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl } from '#server/lib/totp.ts';
import { confirmOwner } from '#server/plugins/app/users/confirm-owner.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const errors = errorResponses(400, 401, 403, 409, 429);

const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: authLimit } = app.config.rateLimits;
  const rateLimit = { max: authLimit.max, timeWindow: authLimit.timeWindowMs };
  const requiredFor = (user: Pick<UserRow, 'adminRole'>) =>
    app.config.adminMfa === 'required' && user.adminRole !== null;

  async function currentUser(id: string): Promise<UserRow> {
    const user = await app.usersRepository.findById(id);
    // The session was checked a moment ago; a user deleted since has no session either.
    if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
    return user;
  }

  const wrongCode = () => badRequest(MESSAGES.mfaCodeInvalid, 'MFA_CODE_INVALID');

  app.get(
    '/mfa',
    {
      schema: {
        summary: 'Two-factor sign-in: on or off, and recovery codes left',
        response: { 200: mfaStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request.user!.id);
      const enabled = user.totpEnabledAt !== null;
      return {
        enabled,
        recoveryCodesLeft: enabled ? await app.mfaRepository.recoveryCodesLeft(user.id) : 0,
        required: requiredFor(user),
      };
    },
  );

  app.post(
    '/mfa/totp/setup',
    {
      config: { rateLimit },
      schema: {
        summary: 'Start setting up an authenticator app',
        description:
          'A new secret, its otpauth:// URL and a QR code of it (an SVG data URL). Nothing changes until POST /api/user/mfa/totp/enable gets a code from it; a second setup replaces the first.',
        response: { 200: totpSetupResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request.user!.id);
      if (user.totpEnabledAt) throw conflict(MESSAGES.mfaAlreadyEnabled, 'MFA_ALREADY_ENABLED');
      const secret = newTotpSecret();
      await app.mfaRepository.setPending(user.id, app.twoFactor.box.seal(secret));
      const url = otpauthUrl(secret, user.email);
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        secret,
        otpauthUrl: url,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },
  );

  app.post(
    '/mfa/totp/enable',
    {
      config: { rateLimit },
      schema: {
        summary: 'Turn two-factor sign-in on with a first code',
        description:
          'Answers the 10 recovery codes, shown this once (only their hashes are kept). 400 when the code is wrong or no setup was started.',
        body: totpEnableBodySchema,
        response: { 200: recoveryCodesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request.user!.id);
      if (user.totpEnabledAt) throw conflict(MESSAGES.mfaAlreadyEnabled, 'MFA_ALREADY_ENABLED');
      const pending = user.totpPendingSecret;
      if (!pending) throw badRequest(MESSAGES.mfaSetupMissing, 'MFA_SETUP_MISSING');
      const step = app.twoFactor.checkTotp(pending, request.body.code);
      if (step === null) throw wrongCode();
      const recoveryCodes = newRecoveryCodes();
      const now = app.config.now();
      const enabled = await app.db.transaction(async (tx) => {
        const done = await app.mfaRepository.enable(
          {
            userId: user.id,
            sealedSecret: pending,
            step,
            recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
            now,
          },
          tx,
        );
        if (done) {
          await app.mail.enqueue(
            {
              template: 'two-factor-changed',
              to: user.email,
              data: { name: user.name, change: 'enabled' },
            },
            tx,
          );
        }
        return done;
      });
      // Another request turned it on or started a new setup meanwhile.
      if (!enabled) throw conflict(MESSAGES.mfaSetupMissing, 'MFA_SETUP_MISSING');
      await app.recordSecurityEvent(request, {
        action: 'auth.mfa_enabled',
        actorId: user.id,
        actorEmail: user.email,
        entityType: 'user',
        entityId: user.id,
      });
      return { recoveryCodes };
    },
  );

  app.post(
    '/mfa/recovery-codes',
    {
      config: { rateLimit },
      schema: {
        summary: 'Replace the recovery codes (the old ones stop working)',
        description: 'Needs a current code from the authenticator app.',
        body: totpEnableBodySchema,
        response: { 200: recoveryCodesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request.user!.id);
      if (!user.totpEnabledAt || !user.totpSecret) {
        throw conflict(MESSAGES.mfaNotEnabled, 'MFA_NOT_ENABLED');
      }
      const step = app.twoFactor.checkTotp(user.totpSecret, request.body.code);
      if (step === null || !(await app.mfaRepository.useStep(user.id, step))) throw wrongCode();
      const recoveryCodes = newRecoveryCodes();
      await app.mfaRepository.replaceRecoveryCodes(
        user.id,
        recoveryCodes.map(hashRecoveryCode),
        app.config.now(),
      );
      await app.recordSecurityEvent(request, {
        action: 'auth.mfa_recovery_codes_replaced',
        actorId: user.id,
        actorEmail: user.email,
        entityType: 'user',
        entityId: user.id,
      });
      return { recoveryCodes };
    },
  );

  app.post(
    '/mfa/disable',
    {
      config: { rateLimit },
      schema: {
        summary: 'Turn two-factor sign-in off',
        description:
          'Needs the current password (accounts without one: a sign-in within the last 10 minutes) and a code from the authenticator app or a recovery code. 409 for an administrator while ADMIN_MFA=required.',
        body: mfaDisableBodySchema,
        response: { 204: z.null().describe('Turned off'), ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request.user!.id);
      if (!user.totpEnabledAt) throw conflict(MESSAGES.mfaNotEnabled, 'MFA_NOT_ENABLED');
      if (requiredFor(user)) throw conflict(MESSAGES.mfaCannotDisable, 'MFA_REQUIRED');
      const { currentPassword, code } = request.body;
      await confirmOwner(app, request, {
        user,
        currentPassword,
        passwordRequired: MESSAGES.mfaPasswordRequired,
        recentSignInRequired: MESSAGES.mfaRecentSignInRequired,
        failedAction: 'auth.mfa_disable_failed',
      });
      const now = app.config.now();
      const disabled = await app.db.transaction(async (tx) => {
        if (!(await app.twoFactor.useCode(user, code, tx))) return false;
        await app.mfaRepository.disable(user.id, now, tx);
        await app.mail.enqueue(
          {
            template: 'two-factor-changed',
            to: user.email,
            data: { name: user.name, change: 'disabled' },
          },
          tx,
        );
        return true;
      });
      if (!disabled) {
        await app.recordSecurityEvent(request, {
          action: 'auth.mfa_disable_failed',
          actorId: user.id,
          actorEmail: user.email,
          details: { reason: 'wrong code' },
        });
        throw wrongCode();
      }
      await app.recordSecurityEvent(request, {
        action: 'auth.mfa_disabled',
        actorId: user.id,
        actorEmail: user.email,
        entityType: 'user',
        entityId: user.id,
      });
      return reply.code(204).send(null);
    },
  );
};

export default mfaRoutes;

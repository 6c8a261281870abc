// Two-factor sign-in in Account Settings (docs/decisions/054): set up an authenticator app,
// turn it on with a first code (which hands out the recovery codes, once), make new recovery
// codes, turn it off with the password and a code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  mfaDisableBodySchema,
  mfaStatusResponseSchema,
  recoveryCodesResponseSchema,
  totpEnableBodySchema,
  totpSetupResponseSchema,
} from '@landed/shared/schemas/auth';
import { z } from 'zod';

import { disableTwoFactor } from '#server/operations/two-factor/disable-two-factor.ts';
import { enableTwoFactor } from '#server/operations/two-factor/enable-two-factor.ts';
import { getTwoFactorStatus } from '#server/operations/two-factor/get-two-factor-status.ts';
import { replaceRecoveryCodes } from '#server/operations/two-factor/replace-recovery-codes.ts';
import { startTwoFactorSetup } from '#server/operations/two-factor/start-two-factor-setup.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 403, 409, 429] });

  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.get(
    '/mfa',
    {
      schema: {
        summary: 'Two-factor sign-in: on or off, and recovery codes left',
        response: { 200: mfaStatusResponseSchema },
      },
    },
    async (request) => getTwoFactorStatus(app, { userId: request.user!.id }),
  );

  app.post(
    '/mfa/totp/setup',
    {
      config: { rateLimit },
      schema: {
        summary: 'Start setting up an authenticator app',
        description:
          'A new secret, its otpauth:// URL and a QR code of it (an SVG data URL). Nothing changes until POST /api/user/mfa/totp/enable gets a code from it; a second setup replaces the first.',
        response: { 200: totpSetupResponseSchema },
      },
    },
    async (request) => startTwoFactorSetup(app, { userId: request.user!.id }),
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
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      recoveryCodes: await enableTwoFactor(app, { request, code: request.body.code }),
    }),
  );

  app.post(
    '/mfa/recovery-codes',
    {
      config: { rateLimit },
      schema: {
        summary: 'Replace the recovery codes (the old ones stop working)',
        description: 'Needs a current code from the authenticator app.',
        body: totpEnableBodySchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      recoveryCodes: await replaceRecoveryCodes(app, { request, code: request.body.code }),
    }),
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
        response: { 204: z.null().describe('Turned off') },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(app, { request, ...request.body });
      return reply.code(204).send(null);
    },
  );
};

export default mfaRoutes;

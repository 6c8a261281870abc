import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import { errorResponseSchema } from '@landed/shared/schemas/common';
import { meSchema, updateMeBodySchema, updateMeResponseSchema } from '@landed/shared/schemas/user';
import { arrivalBodySchema } from '@landed/shared/schemas/user-area';

import { badRequest, conflict, forbidden, unauthorized } from '../../../lib/http-errors.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import { sendEmailLink } from '../../../plugins/app/email-verifications/email-links.ts';
import type { UserPatch, UserRow } from '../../../plugins/app/users/users-repository.ts';
import { toMe } from '../../../plugins/app/users/users-repository.ts';

// An account without a password proves it is its owner asking by a sign-in this recent.
export const RECENT_SIGN_IN_MS = 10 * 60_000;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security,
        response: { 200: meSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.usersRepository.findById(request.user!.id);
      if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      return toMe(user);
    },
  );

  const { auth: authLimit } = app.config.rateLimits;

  // Changing the address needs the current password, or a fresh sign-in for an account that
  // has none (ASVS 2.2.3, 3.7.1; docs/decisions/050).
  async function confirmOwner(
    request: FastifyRequest,
    user: UserRow,
    currentPassword: string | undefined,
  ) {
    if (!user.passwordHash) {
      const issuedAt = request.tokenIssuedAt?.getTime() ?? 0;
      if (app.config.now().getTime() - issuedAt > RECENT_SIGN_IN_MS) {
        throw forbidden(MESSAGES.recentSignInRequired, 'RECENT_SIGN_IN_REQUIRED');
      }
      return;
    }
    if (!currentPassword) {
      throw badRequest(MESSAGES.currentPasswordRequired, 'CURRENT_PASSWORD_REQUIRED');
    }
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await app.recordSecurityEvent(request, {
        action: 'auth.email_change_failed',
        actorId: user.id,
        actorEmail: user.email,
      });
      throw forbidden(MESSAGES.currentPasswordIncorrect, 'WRONG_PASSWORD');
    }
  }

  app.patch(
    '/me',
    {
      // Limited like sign-in: a wrong current password is a guess.
      config: { rateLimit: { max: authLimit.max, timeWindow: authLimit.timeWindowMs } },
      schema: {
        tags: ['user'],
        summary: 'Update name, e-mail and profile',
        description:
          'A new e-mail address needs `currentPassword` (or, for an account without a password, a sign-in within the last 10 minutes) and takes effect only when the link sent to it is opened: the answer then carries `pendingEmail` and `message`. Sending the current address (or none) needs no password.',
        security,
        body: updateMeBodySchema,
        response: { 200: updateMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { name, email, profile, currentPassword } = request.body;
      const current = request.user!;
      const patch: UserPatch = {};
      if (name !== undefined) patch.name = name;
      const newEmail = email !== undefined && email !== current.email ? email : undefined;
      let account: UserRow | undefined;
      if (newEmail) {
        account = await app.usersRepository.findById(current.id);
        if (!account) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
        await confirmOwner(request, account, currentPassword);
        const owner = await app.usersRepository.findByEmail(newEmail);
        if (owner) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
      }
      if (profile) {
        if (profile.firstName !== undefined) patch.firstName = profile.firstName;
        if (profile.lastName !== undefined) patch.lastName = profile.lastName;
        if (profile.type !== undefined) patch.userType = profile.type;
        if (profile.phone !== undefined) patch.phone = profile.phone;
        if (profile.university !== undefined) patch.university = profile.university;
      }
      // The rest of the profile changes now, with the link to the new address (if any).
      const user = await app.db.transaction(async (tx) => {
        const updated = await app.usersRepository.update(current.id, patch, tx);
        if (updated && newEmail) {
          await sendEmailLink(
            app,
            {
              user: { ...updated, tokenVersion: account!.tokenVersion },
              purpose: 'change',
              newEmail,
            },
            tx,
          );
        }
        return updated;
      });
      if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      if (!newEmail) return { user: toMe(user) };
      await app.recordSecurityEvent(request, {
        action: 'auth.email_change_requested',
        actorId: user.id,
        actorEmail: user.email,
        entityType: 'user',
        entityId: user.id,
        details: { to: newEmail },
      });
      return {
        user: toMe(user),
        pendingEmail: newEmail,
        message: `We have sent a link to ${newEmail}. Your e-mail address changes when you open it.`,
      };
    },
  );

  app.put(
    '/me/arrival',
    {
      schema: {
        tags: ['user'],
        summary: 'Set the arrival details (date, time, flight)',
        security,
        body: arrivalBodySchema,
        response: { 200: updateMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { date, time, flight } = request.body;
      const user = await app.usersRepository.update(request.user!.id, {
        arrivalDate: date,
        arrivalTime: time,
        arrivalFlight: flight,
      });
      if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      return { user: toMe(user) };
    },
  );
};

export default meRoutes;

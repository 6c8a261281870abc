import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import { meSchema, updateMeBodySchema, updateMeResponseSchema } from '@landed/shared/schemas/user';
import { arrivalBodySchema } from '@landed/shared/schemas/user-area';

import { conflict, unauthorized } from '#server/lib/http-errors.ts';
import { sendEmailLink } from '#server/operations/auth/send-email-link.ts';
import { confirmOwner } from '#server/plugins/app/users/confirm-owner.ts';
import type { UserPatch, UserRow } from '#server/plugins/app/users/users-repository.ts';
import { toMe } from '#server/plugins/app/users/users-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// An account without a password proves it is its owner asking by a sign-in this recent.

const errors = errorResponses(400, 401, 403, 409);

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        summary: 'The signed-in user',
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

  app.patch(
    '/me',
    {
      // Limited like sign-in: a wrong current password is a guess.
      config: { rateLimit: { max: authLimit.max, timeWindow: authLimit.timeWindowMs } },
      schema: {
        summary: 'Update name, e-mail and profile',
        description:
          'A new e-mail address needs `currentPassword` (or, for an account without a password, a sign-in within the last 10 minutes) and takes effect only when the link sent to it is opened: the answer then carries `pendingEmail` and `message`. Sending the current address (or none) needs no password.',
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
        // The current password, or a fresh sign-in for an account without one.
        await confirmOwner(app, request, {
          user: account,
          currentPassword,
          passwordRequired: MESSAGES.currentPasswordRequired,
          recentSignInRequired: MESSAGES.recentSignInRequired,
          failedAction: 'auth.email_change_failed',
        });
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
          await sendEmailLink(app, {
            user: { ...updated, tokenVersion: account!.tokenVersion },
            purpose: 'change',
            newEmail,
            tx,
          });
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
        summary: 'Set the arrival details (date, time, flight)',
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

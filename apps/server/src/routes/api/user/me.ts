import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import { meSchema, updateMeBodySchema, updateMeResponseSchema } from '@landed/shared/schemas/user';
import { arrivalBodySchema } from '@landed/shared/schemas/user-area';

import { unauthorized } from '#server/lib/http-errors.ts';
import { partnerOfOwnBooking } from '#server/operations/partners/bookings/partner-of-own-booking.ts';
import { updateAccount } from '#server/operations/users/update-account.ts';
import { toMe } from '#server/plugins/app/users/users-repository.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 403, 409, 429] });

  app.get(
    '/me',
    {
      schema: {
        summary: 'The signed-in user',
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const user = await app.usersRepository.findById(request.user!.id);
      if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      const tag = await partnerOfOwnBooking(app, { account: user, now: app.config.now() });
      return {
        ...toMe(user),
        bookingPartner: tag ? { _id: tag.partner.id, name: tag.partner.name } : null,
      };
    },
  );

  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.patch(
    '/me',
    {
      // Limited like sign-in: a wrong current password is a guess.
      config: { rateLimit },
      schema: {
        summary: 'Update name, e-mail and profile',
        description:
          'A new e-mail address needs `currentPassword` (or, for an account without a password, a sign-in within the last 10 minutes) and takes effect only when the link sent to it is opened: the answer then carries `pendingEmail` and `message`. Sending the current address (or none) needs no password.',
        body: updateMeBodySchema,
        response: { 200: updateMeResponseSchema },
      },
    },
    async (request) => {
      const { user, pendingEmail } = await updateAccount(app, { request, changes: request.body });
      if (!pendingEmail) return { user: toMe(user) };
      return {
        user: toMe(user),
        pendingEmail,
        message: `We have sent a link to ${pendingEmail}. Your e-mail address changes when you open it.`,
      };
    },
  );

  app.put(
    '/me/arrival',
    {
      schema: {
        summary: 'Set the arrival details (date, time, flight)',
        body: arrivalBodySchema,
        response: { 200: updateMeResponseSchema },
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

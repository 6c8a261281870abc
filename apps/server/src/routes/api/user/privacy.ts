import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  deleteAccountBodySchema,
  marketingConsentBodySchema,
  marketingConsentSchema,
} from '@landed/shared/schemas/privacy';

import { exportPersonalData } from '#server/operations/privacy/export-personal-data.ts';
import { deleteOwnAccount } from '#server/operations/users/delete-account.ts';
import { findSignedInUser } from '#server/operations/users/find-signed-in-user.ts';
import {
  COSTLY_ROUTE_LIMITS,
  perAccount,
  perAddress,
} from '#server/plugins/external/rate-limit.ts';
import {
  getMarketingConsent,
  setMarketingConsent,
} from '#server/operations/newsletter/set-marketing-consent.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

// What the privacy page promises a signed-in user (issue 16; docs/decisions/065, 067): their
// data in one download, their account deleted, their marketing consent.
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 403, 409, 429] });

  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.get(
    '/me/export',
    {
      // Heavy (every row, every file): a few an hour, counted per account.
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.dataExport) },
      schema: {
        summary: 'Download my data: a ZIP with data.json and the uploaded files',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportPersonalData(app, { userId: request.user!.id });
      // Bytes, not JSON: sent through the untyped reply (the schema documents the errors).
      return (reply as FastifyReply)
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );

  app.delete(
    '/me',
    {
      // A wrong password is a guess: limited like sign-in.
      config: { rateLimit },
      schema: {
        summary: 'Delete my account',
        description:
          'Needs `currentPassword` (an account without one: a sign-in within the last 10 minutes). Personal data is erased at once; bookings, payments and invoices are kept for accounting, anonymised. 409 for the last Super Admin.',
        body: deleteAccountBodySchema.optional(),
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(app, { request, currentPassword: request.body?.currentPassword });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/marketing',
    {
      schema: {
        summary: 'My newsletter consent',
        response: { 200: marketingConsentSchema },
      },
    },
    async (request) => {
      const user = await findSignedInUser(app, request.user!.id);
      return { newsletter: await getMarketingConsent(app, { user }) };
    },
  );

  app.put(
    '/me/marketing',
    {
      config: { rateLimit },
      schema: {
        summary: 'Subscribe to or leave the newsletter',
        description:
          'On with a verified e-mail subscribes at once; otherwise a confirmation link is mailed and the answer is `pending`.',
        body: marketingConsentBodySchema,
        response: { 200: marketingConsentSchema },
      },
    },
    async (request) => {
      const user = await findSignedInUser(app, request.user!.id);
      const newsletter = await setMarketingConsent(app, {
        user,
        newsletter: request.body.newsletter,
        ip: request.ip,
      });
      return { newsletter };
    },
  );
};

export default privacyRoutes;

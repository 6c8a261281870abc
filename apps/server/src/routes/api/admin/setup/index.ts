import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { setupChecklistSchema, testMailResultSchema } from '@landed/shared/schemas/setup';

import { getSetupChecklist } from '#server/operations/setup/get-setup-checklist.ts';
import { sendTestMail } from '#server/operations/setup/send-test-mail.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// The owner's set-up checklist (docs/decisions/079): the Super Admin's, as the bank details and
// the business on invoices are (`bank:manage`, the SECTIONS line in ../index.ts).
const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'The owner’s set-up checklist: what is done, what is missing, where to fix it',
        response: { 200: setupChecklistSchema },
      },
    },
    async () => getSetupChecklist(app),
  );

  // To the signed-in administrator's own address only, and a few times an hour: it cannot be
  // used to send mail to anyone else, nor to flood one's own inbox.
  app.post(
    '/test-mail',
    {
      config: { rateLimit: perAddress(app.config.rateLimits.forms) },
      schema: {
        summary: 'Send a test mail to your own address now, and say what became of it',
        response: { 200: testMailResultSchema, ...errorResponses(429) },
      },
    },
    async (request) => sendTestMail(app, { userId: request.user!.id }),
  );
};

export default setupRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { setupChecklistSchema } from '@landed/shared/schemas/setup';

import { getSetupChecklist } from '#server/operations/setup/get-setup-checklist.ts';

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
};

export default setupRoutes;

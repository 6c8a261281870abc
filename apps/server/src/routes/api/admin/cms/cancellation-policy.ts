import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  cancellationPolicyResponseSchema,
  updateCancellationPolicyBodySchema,
} from '@landed/shared/schemas/cancellation';

import { actorOf } from '#server/operations/audit.ts';
import { updateCancellationPolicy } from '#server/operations/cms/update-cancellation-policy.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

// The cancellation policy (issue 26; docs/decisions/085): read by anyone who reads the content,
// changed by the Super Admin only, like the bank details, since it decides the money.
const cancellationPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404] });

  app.get(
    '/cancellation-policy',
    {
      schema: {
        summary: 'The cancellation policy in force (the defaults while none is stored)',
        response: { 200: cancellationPolicyResponseSchema },
      },
    },
    async () => {
      const row = await app.cmsRepository.get();
      return {
        policy: await app.cmsRepository.cancellationPolicy(),
        isDefault: !row?.cancellationPolicy,
      };
    },
  );

  app.put(
    '/cancellation-policy',
    {
      config: { permission: 'bank:manage' },
      schema: {
        summary: 'Set the cancellation policy (null: back to the defaults)',
        body: updateCancellationPolicyBodySchema,
        response: { 200: cancellationPolicyResponseSchema },
      },
    },
    async (request) =>
      updateCancellationPolicy(app, { actor: actorOf(request), policy: request.body.policy }),
  );
};

export default cancellationPolicyRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  partnerApprovalBodySchema,
  partnerApprovalParamsSchema,
  partnerApprovalResponseSchema,
  partnerApprovalsResponseSchema,
  partnerBookingsQuerySchema,
} from '@landed/shared/schemas/partner-bookings';

import { signedInActorOf } from '#server/operations/audit.ts';
import { decidePartnerApproval } from '#server/operations/partners/bookings/decide-partner-approval.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// The approval queue (issue 27 item 3; docs/decisions/094): bookings of students who name the
// university or came through its link, for a partner whose terms require its approval.
const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/approvals',
    {
      schema: {
        summary:
          'Bookings waiting for the organisation’s approval, soonest arrival first, with the student ID to check',
        querystring: partnerBookingsQuerySchema,
        response: { 200: partnerApprovalsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      app.partnerBookingsRepository.listForPartner({
        partnerId: request.partnerUser!.partnerId,
        awaitingOnly: true,
        ...request.query,
      }),
  );

  app.post(
    '/approvals/:bookingId',
    {
      schema: {
        summary:
          'Approve a waiting booking, or decline it with a reason (it is cancelled); the student is told',
        params: partnerApprovalParamsSchema,
        body: partnerApprovalBodySchema,
        response: {
          200: partnerApprovalResponseSchema,
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => ({
      booking: await decidePartnerApproval(app, {
        partnerUser: request.partnerUser!,
        actor: signedInActorOf(request),
        bookingId: request.params.bookingId,
        approve: request.body.approve,
        reason: request.body.reason,
      }),
    }),
  );
};

export default approvalRoutes;

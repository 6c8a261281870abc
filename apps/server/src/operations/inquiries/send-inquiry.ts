import type { FastifyInstance } from 'fastify';

import type { InquiryBody } from '@landed/shared/schemas/inquiry';

import { verifiedOwnerOf } from '#server/operations/auth/claim-proved-address.ts';
import type { InquiryRow } from '#server/plugins/app/inquiries/inquiries-repository.ts';

// The contact form, signed in or not. An inquiry from an address an account has proved is that
// account's at once; from any other address it waits for whoever proves it (decision 074).
export async function sendInquiry(
  app: FastifyInstance,
  { body }: { body: InquiryBody },
): Promise<InquiryRow> {
  return app.db.transaction(async (tx) => {
    const userId = await verifiedOwnerOf(app, body.email, tx);
    return app.inquiriesRepository.create({ ...body, userId }, app.config.now(), tx);
  });
}

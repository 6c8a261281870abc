import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { updateInquiryBodySchema } from '@landed/shared/schemas/admin-content';

import { badRequest, notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { InquiryRow } from '#server/plugins/app/inquiries/inquiries-repository.ts';

// Marks an inquiry read or unread, assigns it to a member of the admin team, or writes the
// internal note (whose text stays out of the log: only that it changed).
export async function updateInquiry(
  app: FastifyInstance,
  {
    actor,
    id,
    change,
  }: { actor: Actor; id: string; change: z.infer<typeof updateInquiryBodySchema> },
): Promise<InquiryRow> {
  const { status, assigned, note } = change;
  return app.db.transaction(async (tx) => {
    const before = await app.inquiriesRepository.lock(id, tx);
    if (!before) throw notFound('Inquiry not found.');
    if (assigned) {
      const member = await app.usersRepository.findById(assigned, tx);
      if (!member?.adminRole)
        throw badRequest('assigned: Choose a member of the admin team.', 'NOT_ADMIN');
    }
    const updated = (await app.inquiriesRepository.update(
      before.id,
      {
        ...(status !== undefined ? { status } : {}),
        ...(assigned !== undefined ? { assignedTo: assigned } : {}),
        ...(note !== undefined ? { note } : {}),
      },
      tx,
    ))!;
    await audit(app, {
      actor,
      action: 'inquiry.updated',
      entity: { type: 'inquiry', id: before.id },
      details: {
        before: { status: before.status, assigned: before.assignedTo },
        after: { status: updated.status, assigned: updated.assignedTo },
        ...(note !== undefined && note !== before.note ? { noteChanged: true } : {}),
      },
      tx,
    });
    return updated;
  });
}

import type { FastifyInstance } from 'fastify';

import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// An administrator opens a student's document (a passport, a visa): every download is in the
// log, who read whose and which (issue 16; docs/decisions/066).
export async function readUserUpload(
  app: FastifyInstance,
  { actor, userId, documentId }: { actor: SignedInActor; userId: string; documentId: string },
) {
  const row = await app.uploadsRepository.findForUser(documentId, userId);
  if (!row) throw notFound('Document not found.');
  await audit(app, {
    actor,
    action: 'document.downloaded',
    entity: { type: 'document', id: row.id },
    details: { userId, fileName: row.fileName, mimeType: row.mimeType },
  });
  return row;
}

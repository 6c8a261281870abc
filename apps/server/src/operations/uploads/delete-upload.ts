import type { FastifyInstance } from 'fastify';

import { PRIVACY_MESSAGES } from '@landed/shared/schemas/privacy';

import { notFound } from '#server/lib/http-errors.ts';

// The owner deletes one of their uploaded documents; another user's is a 404.
export async function deleteUpload(
  app: FastifyInstance,
  { userId, documentId }: { userId: string; documentId: string },
): Promise<void> {
  const removed = await app.uploadsRepository.removeForUser(documentId, userId);
  if (!removed) throw notFound(PRIVACY_MESSAGES.documentNotFound);
}

import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';

import { audit } from '#server/operations/audit.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { notificationDate } from '#server/plugins/app/notifications/notification-text.ts';

const DAY_MS = 24 * 60 * 60_000;
// The notice goes out this long before the documents are deleted.
export const RETENTION_NOTICE_DAYS = 7;

// Document retention (docs/decisions/066): a user's uploaded documents are deleted
// DOCUMENT_RETENTION_DAYS after their last booking ended (Completed or Cancelled) while none is
// open, with a notice 7 days before. Every instance runs it; the notice is claimed through a
// unique key and the rows can only be deleted once, so each happens once.
export async function expireUploads(
  app: FastifyInstance,
): Promise<{ noticed: number; deleted: number }> {
  const now = app.config.now();
  const retentionMs = app.config.documentRetentionDays * DAY_MS;
  const cutoff = new Date(now.getTime() - retentionMs);
  const noticeFrom = new Date(cutoff.getTime() + RETENTION_NOTICE_DAYS * DAY_MS);
  let noticed = 0;
  let deleted = 0;
  for (const owner of await app.uploadsRepository.retentionCandidates()) {
    if (owner.lastEndedAt <= cutoff) {
      const gone = await app.db.transaction(async (tx) => {
        const count = await app.uploadsRepository.deleteExpired(
          { userId: owner.userId, cutoff },
          tx,
        );
        if (count > 0) {
          await audit(app, {
            actor: { id: null, email: 'system', ip: '' },
            category: 'other',
            action: 'documents.expired',
            entity: { type: 'user', id: owner.userId },
            details: { deleted: count, retentionDays: app.config.documentRetentionDays },
            tx,
          });
        }
        return count;
      });
      deleted += gone;
    } else if (owner.lastEndedAt <= noticeFrom) {
      const deleteOn = melbourneDate(new Date(owner.lastEndedAt.getTime() + retentionMs));
      // In the owner's language, like the mail (the candidates carry it).
      const translator = translatorFor(owner.locale);
      const made = await app.db.transaction(async (tx) => {
        const created = await app.notificationsRepository.create(
          {
            userId: owner.userId,
            type: 'reminder',
            message: translator.t('notification.documentsExpiring', {
              date: notificationDate(translator, { date: deleteOn, month: 'long' }),
            }),
            dedupeKey: `documents-retention:${owner.userId}:${owner.lastEndedAt.getTime()}`,
          },
          tx,
        );
        if (!created) return false;
        const user = await app.usersRepository.findById(owner.userId, tx);
        if (user) {
          await app.mail.enqueue(
            {
              template: 'documents-expiring',
              to: user.email,
              data: { name: user.name, count: owner.documents, deleteOn },
              locale: user.locale,
            },
            tx,
          );
        }
        return true;
      });
      if (made) noticed += 1;
    }
  }
  return { noticed, deleted };
}

// The user area: notifications, onboarding, uploaded documents and images.
import * as pg from 'drizzle-orm/pg-core';

import type {
  NotificationType,
  OnboardingStatus,
  OnboardingStepKey,
} from '@landed/shared/constants';

import { bytea, id, createdAt, updatedAt } from '#server/db/schema/columns.ts';
import { ownedByUser, users } from '#server/db/schema/accounts.ts';

export const notifications = pg.pgTable(
  'notifications',
  {
    id: id(),
    userId: ownedByUser(),
    type: pg.text('type').$type<NotificationType>().notNull(),
    message: pg.text('message').notNull(),
    read: pg.boolean('read').notNull().default(false),
    // Unique claim key for notifications that must exist once, such as
    // 'reminder:7d:<bookingId>:<date>' (docs/decisions/064), so several instances never create
    // one twice.
    dedupeKey: pg.text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    pg.index('notifications_user_idx').on(t.userId, t.createdAt),
  ],
);

export const onboardingSteps = pg.pgTable(
  'onboarding_steps',
  {
    userId: ownedByUser(),
    step: pg.text('step').$type<OnboardingStepKey>().notNull(),
    status: pg.text('status').$type<OnboardingStatus>().notNull().default('pending'),
    updatedAt: updatedAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.step] })],
);

// Uploaded files live in the database so any instance can serve them (ARCHITECTURE "Scale-out").
export const documents = pg.pgTable(
  'documents',
  {
    id: id(),
    userId: ownedByUser(),
    fileName: pg.text('file_name').notNull(),
    // Detected from the content, never taken from the client.
    mimeType: pg.text('mime_type').notNull(),
    sizeBytes: pg.integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('documents_user_idx').on(t.userId, t.createdAt)],
);

// Images uploaded by administrators for services (served with long-lived caching).
export const mediaFiles = pg.pgTable('media_files', {
  id: id(),
  mimeType: pg.text('mime_type').notNull(),
  sizeBytes: pg.integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: pg.uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

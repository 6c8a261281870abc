// The user area: notifications, onboarding, uploaded documents and images.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type {
  NotificationType,
  OnboardingStatus,
  OnboardingStepKey,
} from '@landed/shared/constants';

import { bytea, id, createdAt, updatedAt } from '#server/db/schema/columns.ts';
import { ownedByUser, users } from '#server/db/schema/accounts.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownedByUser(),
    type: text('type').$type<NotificationType>().notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    // Unique claim key for notifications that must exist once, such as
    // 'reminder:7d:<bookingId>:<date>' (docs/decisions/064), so several instances never create
    // one twice.
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
  ],
);

export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    userId: ownedByUser(),
    step: text('step').$type<OnboardingStepKey>().notNull(),
    status: text('status').$type<OnboardingStatus>().notNull().default('pending'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

// Uploaded files live in the database so any instance can serve them (ARCHITECTURE "Scale-out").
export const documents = pgTable(
  'documents',
  {
    id: id(),
    userId: ownedByUser(),
    fileName: text('file_name').notNull(),
    // Detected from the content, never taken from the client.
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('documents_user_idx').on(t.userId, t.createdAt)],
);

// Images uploaded by administrators for services (served with long-lived caching).
export const mediaFiles = pgTable('media_files', {
  id: id(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// Columns many tables share, written once. A table spreads or calls them; the database sees
// the same columns as if each were written out (no migration).
import { sql } from 'drizzle-orm';
import { customType, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const stringList = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

// A row's translations of its student-facing texts, per language (issue 18,
// docs/decisions/073): `{ "zh-CN": { title: "…" } }`, validated by @landed/shared's
// translationsSchema; a field missing shows in English.
export const translations = () =>
  jsonb('translations')
    .$type<Partial<Record<string, Record<string, unknown>>>>()
    .notNull()
    .default(sql`'{}'::jsonb`);
// A secret sent by mail or put in a link: only its SHA-256 is stored; it expires and works once.
export const singleUseToken = () => ({
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

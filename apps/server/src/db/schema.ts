// The whole data model of both specifications and DECISIONS.md, one file per domain under
// schema/ (db/README.md). Only repositories import it (see ../plugins/app/README.md); they
// and drizzle-kit (drizzle.config.ts) import this file, never a domain file.
//
// Conventions: uuid primary keys exposed as `_id`; money in integer cents; calendar dates as
// `date` strings (YYYY-MM-DD, Melbourne calendar); instants as timestamptz; list fields as jsonb
// string arrays; enumerations as text checked by the shared zod schemas. Columns several tables
// share are in schema/columns.ts.
export * from './schema/accounts.ts';
export * from './schema/arrival-messages.ts';
export * from './schema/bookings.ts';
export * from './schema/catalogue.ts';
export * from './schema/chat.ts';
export * from './schema/content.ts';
export * from './schema/flights.ts';
export * from './schema/messaging.ts';
export * from './schema/money.ts';
export * from './schema/operations.ts';
export * from './schema/partner-referrals.ts';
export * from './schema/partners.ts';
export * from './schema/user-area.ts';

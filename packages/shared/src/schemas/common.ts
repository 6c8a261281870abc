import { z } from 'zod';

import {
  LIST_LIMIT_MAX,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts';
import { isCalendarDate } from '../dates.ts';
import { LOCALES, type Locale } from '../locales.ts';

// Trimmed and lower-cased before the pattern check, so ' Ana@Example.com ' is accepted.
export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, { error: MESSAGES.invalidEmail })
  .regex(z.regexes.email, { error: MESSAGES.invalidEmail });

// The common-password check happens on the server only (the list is large).
export const passwordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

// One of the site's languages (issue 18, docs/decisions/072).
export const localeSchema = z.enum(LOCALES as [Locale, ...Locale[]], {
  error: `Language must be one of: ${LOCALES.join(', ')}.`,
});

export const idSchema = z.uuid({ error: 'Invalid id.' });
export const idParamsSchema = z.strictObject({ id: idSchema });

// A whole copy of an entry sent back on a write (admin §7: "a copy of the whole entry including
// server fields"): the fields the server owns are accepted, documented as ignored, and dropped
// before anything is stored, so a client can neither be refused for them nor set them.
export const SERVER_FIELDS = ['_id', 'createdAt', 'updatedAt', 'isDeleted', '__v'] as const;

export function ignoredFields<const K extends string>(keys: readonly K[]) {
  return Object.fromEntries(
    keys.map((key) => [
      key,
      z.unknown().optional().describe('Ignored: the server keeps its own value'),
    ]),
  ) as Record<K, z.ZodOptional<z.ZodUnknown>>;
}

export function withoutFields<const K extends string>(keys: readonly K[]) {
  return <T extends Partial<Record<K, unknown>>>(value: T): Omit<T, K> => {
    const copy = { ...value };
    for (const key of keys) delete copy[key];
    return copy;
  };
}

export const isoDateTimeSchema = z.string().describe('ISO 8601 instant');
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-02-14.' })
  // 2026-02-30 has the shape but is no day at all.
  .refine(isCalendarDate, { error: 'Use a date like 2026-02-14.' })
  .describe('Calendar date, YYYY-MM-DD, Melbourne time');

export const listQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_MAX),
  page: z.coerce.number().int().min(1).default(1),
});

// Every error answer: {message} plus an optional machine code and per-field details.
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// An invitation's sending: who sent it (or last resent it; their e-mail), when, and until when
// its link works. Staff and partner-user invitations alike.
export const invitationSentFields = {
  invitedBy: z.string(),
  sentAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
};

// The people who meet students at the airport (issue 15; docs/decisions/060): managed in the
// back-office's Arrivals tab, assigned to bookings on the arrivals board.
import { z } from 'zod';

import { emailSchema, idSchema, isoDateTimeSchema, listQuerySchema } from './common.ts';
import { carSchema, phoneSchema } from './booking.ts';
import { driverRatingSchema } from './ratings.ts';

export const DRIVER_MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  languageTooLong: 'Each language must be at most 40 characters.',
  tooManyLanguages: 'List at most 10 languages.',
  nothingToUpdate: 'Nothing to update.',
  notFound: 'Driver not found.',
  deleted: 'This driver has been removed and cannot be assigned.',
  inactive: 'This driver is not active. Mark them active, or choose another driver.',
} as const;

const MAX_LANGUAGES = 10;

// Languages as a list; each trimmed, empty ones dropped and repeats (any case) removed, so
// "Mandarin, , mandarin" is one language (DECISIONS "Lists and passwords").
export const languagesSchema = z
  .array(z.string().trim().max(40, { error: DRIVER_MESSAGES.languageTooLong }))
  .max(MAX_LANGUAGES * 2, { error: DRIVER_MESSAGES.tooManyLanguages })
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((language) => {
      const key = language.toLowerCase();
      if (language === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((list) => list.length <= MAX_LANGUAGES, { error: DRIVER_MESSAGES.tooManyLanguages })
  .describe('Languages the driver speaks, e.g. ["English", "Mandarin"]');

// "English, Mandarin ,," as typed in a form → ['English', 'Mandarin'].
export function splitLanguages(text: string): string[] {
  return text
    .split(',')
    .map((language) => language.trim())
    .filter(Boolean);
}

// A driver's address: an empty one is said to be missing, not invalid (issue 25).
export const driverEmailSchema = z
  .string({ error: DRIVER_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: DRIVER_MESSAGES.emailRequired })
  .pipe(emailSchema);

const driverFields = {
  name: z
    .string({ error: DRIVER_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: DRIVER_MESSAGES.nameRequired })
    .max(100, { error: DRIVER_MESSAGES.nameTooLong }),
  phone: phoneSchema,
  email: driverEmailSchema,
  languages: languagesSchema,
  car: carSchema,
  active: z.boolean(),
};

export const driverBodySchema = z.strictObject({
  ...driverFields,
  languages: driverFields.languages.default([]),
  car: carSchema.default({ make: '', colour: '', plate: '' }),
  active: driverFields.active.default(true),
});
export type DriverBody = z.input<typeof driverBodySchema>;

// A change: only the fields sent (no defaults, so a rename never resets the languages).
export const updateDriverBodySchema = z
  .strictObject(driverFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: DRIVER_MESSAGES.nothingToUpdate,
  });
export type UpdateDriverBody = z.input<typeof updateDriverBodySchema>;

export const driverSchema = z.object({
  _id: idSchema,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  languages: z.array(z.string()),
  // Optional in the type only: the server always sends it.
  car: carSchema.optional(),
  active: z.boolean().describe('Takes jobs now; an inactive driver cannot be assigned'),
  // Optional in the type only: the server always sends it (issue 35).
  photoUrl: z
    .string()
    .nullable()
    .optional()
    .describe("The driver's photo, shown to their students (null: none)"),
  // Optional in the type only: the server always sends it.
  rating: driverRatingSchema
    .optional()
    .describe('Students’ ratings of their pickups over the last 90 days'),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Driver = z.infer<typeof driverSchema>;

// Removed drivers are never listed (their name stays on the bookings they drove).
export const driversQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(200).optional().describe('Part of the name, phone or e-mail'),
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Only active (true) or only inactive (false) drivers'),
});

export const driversResponseSchema = z.object({
  drivers: z.array(driverSchema),
  total: z.number().int(),
});
export const driverResponseSchema = z.object({ driver: driverSchema });

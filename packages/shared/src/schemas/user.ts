import { z } from 'zod';

import {
  calendarDateSchema,
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  localeSchema,
} from './common.ts';
import { nameSchema, userIdentityFields } from './auth.ts';

const profileText = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  type: z.string(),
  phone: z.string(),
  university: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const arrivalSchema = z.object({
  date: calendarDateSchema,
  time: z.string(),
  flight: z.string(),
});
export type Arrival = z.infer<typeof arrivalSchema>;

export const meSchema = z.object({
  ...userIdentityFields,
  emailVerified: z.boolean(),
  // Two-factor sign-in is on (docs/decisions/054).
  mfaEnabled: z.boolean(),
  profile: profileSchema,
  arrival: arrivalSchema.nullable(),
  // The language of the site and of the mail sent to this user (docs/decisions/072).
  locale: localeSchema,
  createdAt: isoDateTimeSchema,
  // The partner a booking of the student's own made now would belong to (a referral link within
  // 30 days, else the partner university named), whom the booking form names before the student
  // books (issue 27, docs/decisions/094). Only GET /api/user/me sends it.
  bookingPartner: z
    .object({ _id: idSchema, name: z.string() })
    .nullable()
    .optional()
    .describe('The partner that sees a booking made now (GET /api/user/me only)'),
});
export type Me = z.infer<typeof meSchema>;

export const updateProfileSchema = z.strictObject({
  firstName: profileText('First name').optional(),
  lastName: profileText('Last name').optional(),
  type: profileText('Type', 50).optional(),
  phone: z
    .string()
    .trim()
    .max(30, { error: 'Phone must be at most 30 characters.' })
    .regex(/^[+\d\s()-]*$/, { error: 'Phone may contain digits, spaces, +, - and brackets only.' })
    .optional(),
  university: profileText('University', 150).optional(),
});

export const updateMeBodySchema = z
  .strictObject({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    profile: updateProfileSchema.optional(),
    locale: localeSchema.optional(),
    // Required (by the server) only when `email` differs from the current address.
    currentPassword: z.string().max(128).optional(),
  })
  .refine((v) => Object.keys(v).some((key) => key !== 'currentPassword'), {
    error: 'Nothing to update.',
  });
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

// `pendingEmail` and `message` are there when the request asked for a new e-mail address: it
// takes effect only when the link sent to it is opened (docs/decisions/050).
export const updateMeResponseSchema = z.object({
  user: meSchema,
  pendingEmail: z.string().optional(),
  message: z.string().optional(),
});
export type UpdateMeResponse = z.infer<typeof updateMeResponseSchema>;

import { z } from 'zod';

import {
  NOTIFICATION_TYPES,
  ONBOARDING_STATUSES,
  ONBOARDING_STEP_KEYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts';
import { isCalendarDate } from '../dates.ts';
import { flightNumberSchema, timeOfDaySchema } from './booking.ts';
import { idSchema, isoDateTimeSchema, listQuerySchema, passwordSchema } from './common.ts';

// ---------------------------------------------------------------- arrival details

export const arrivalBodySchema = z.strictObject({
  date: z
    .string({ error: 'Arrival date is required.' })
    .trim()
    .min(1, { error: 'Arrival date is required.' })
    .refine(isCalendarDate, { error: 'Enter a real date.' }),
  time: z
    .string({ error: 'Arrival time is required.' })
    .trim()
    .min(1, { error: 'Arrival time is required.' })
    .pipe(timeOfDaySchema),
  flight: z
    .string({ error: 'Flight number is required.' })
    .trim()
    .min(1, { error: 'Flight number is required.' })
    .pipe(flightNumberSchema),
});
export type ArrivalBody = z.infer<typeof arrivalBodySchema>;

// ---------------------------------------------------------------- password

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, { error: 'Current password is required.' })
    .max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

// The modal's form: old, new and confirm all required; 'Passwords do not match.' (public §5).
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Current password is required.' }),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 6 characters.' })
      .max(PASSWORD_MAX_LENGTH, { error: 'Password must be at most 128 characters.' }),
    confirmPassword: z.string().min(1, { error: 'Please confirm the new password.' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'Passwords do not match.',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changePasswordResponseSchema = z.object({
  token: z.string().describe('A new token for this session; every other session is signed out'),
});

// ---------------------------------------------------------------- notifications

export const notificationSchema = z.object({
  _id: idSchema,
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
  link: z
    .string()
    .optional()
    .describe("A page of the web app it is about (the 1-day reminder: the booking's arrival pass)"),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export const notificationsQuerySchema = listQuerySchema;

// ---------------------------------------------------------------- onboarding

export const onboardingStepSchema = z.object({
  key: z.enum(ONBOARDING_STEP_KEYS),
  label: z.string(),
  status: z.enum(ONBOARDING_STATUSES),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;
export const onboardingResponseSchema = z.object({
  steps: z.array(onboardingStepSchema),
  progress: z.number().int().min(0).max(100).describe('completed / total, rounded, in percent'),
});

// ---------------------------------------------------------------- documents

export const DOCUMENT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  // Per user, so one free account cannot fill the disk (ASVS 12.1.3; docs/decisions/053).
  maxFilesPerUser: 20,
  maxTotalBytesPerUser: 100 * 1024 * 1024,
} as const;

export const DOCUMENT_MESSAGES = {
  tooManyFiles: 'You can keep at most 20 documents. Contact support if you need to send more.',
  tooManyBytes:
    'Your documents can take up at most 100 MB in all. Contact support if you need to send more.',
} as const;

export const documentSchema = z.object({
  _id: idSchema,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: isoDateTimeSchema,
});
export type UserDocument = z.infer<typeof documentSchema>;
export const documentsResponseSchema = z.object({
  documents: z.array(documentSchema),
  total: z.number().int(),
});
export const documentResponseSchema = z.object({ document: documentSchema });

import { z } from 'zod';

import {
  ADMIN_ROLES,
  BOOKING_STATUSES,
  DEFAULT_ADMIN_ROLE,
  MAIL_STATUSES,
  ONBOARDING_STATUSES,
  ONBOARDING_STEP_KEYS,
  PAYMENT_CLAIM_STATUSES,
} from '../constants.ts';
import { PERMISSIONS } from '../permissions.ts';
import { bookingSchema } from './booking.ts';
import { lowRatingSchema } from './ratings.ts';
import { APPROVAL_STATUSES } from './partner-bookings.ts';
import {
  calendarDateSchema,
  emailSchema,
  idSchema,
  invitationSentFields,
  isoDateTimeSchema,
  listQuerySchema,
  localeSchema,
} from './common.ts';
import { documentSchema, onboardingStepSchema } from './user-area.ts';
import { profileSchema, arrivalSchema } from './user.ts';

const permissionEnum = z.enum(
  Object.keys(PERMISSIONS) as [keyof typeof PERMISSIONS, ...Array<keyof typeof PERMISSIONS>],
);

// ---------------------------------------------------------------- who am I (the admin shell)

export const adminMeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  adminRole: z.enum(ADMIN_ROLES),
  permissions: z.array(permissionEnum),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

// ---------------------------------------------------------------- overview

export const statsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int().describe('Signed in during the last 30 days'),
  customPackages: z.number().int().describe('Bookings of the Custom Package'),
  bookings: z.number().int().describe('Bookings of the fixed packages'),
  inquiries: z.number().int().describe('Unread inquiries'),
  revenue: z.number().describe('Verified payments, AUD'),
  charts: z.object({
    signupsPerDay: z.array(z.object({ date: calendarDateSchema, count: z.number().int() })),
    bookingsPerPackage: z.array(z.object({ name: z.string(), count: z.number().int() })),
    usersPerUniversity: z.array(z.object({ university: z.string(), count: z.number().int() })),
  }),
  // Optional in the type only: the server always sends it.
  lowRatings: z
    .array(lowRatingSchema)
    .optional()
    .describe('Pickups rated 3 stars or less over the last 90 days, newest first (at most 20)'),
});
export type Stats = z.infer<typeof statsSchema>;

export const systemNotificationSchema = z.object({
  _id: idSchema,
  type: z.enum(['error', 'suspicious', 'booking', 'other']),
  message: z.string(),
  createdAt: isoDateTimeSchema,
  done: z
    .boolean()
    .describe('What it asked staff to do is done (a payment to verify, now verified or rejected)'),
});
export type SystemNotification = z.infer<typeof systemNotificationSchema>;
export const systemNotificationsResponseSchema = z.object({
  notifications: z.array(systemNotificationSchema),
});

// ---------------------------------------------------------------- users

export const adminUsersQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

export const adminUserListItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  type: z.string(),
  university: z.string(),
  profile: profileSchema,
  notes: z.string(),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
  suspended: z.boolean(),
  status: z.enum(['Active', 'Suspended']),
  createdAt: isoDateTimeSchema,
  lastSignInAt: isoDateTimeSchema.nullable(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserListItemSchema),
  total: z.number().int(),
});

export const adminUserDetailSchema = adminUserListItemSchema.extend({
  arrival: arrivalSchema.nullable(),
  bookings: z.array(bookingSchema),
  documents: z.array(documentSchema),
  onboarding: z.array(onboardingStepSchema),
  progress: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserResponseSchema = z.object({ user: adminUserDetailSchema });

export const adminUpdateUserBodySchema = z
  .strictObject({
    suspended: z.boolean().optional(),
    notes: z.string().max(5000, { error: 'Notes must be at most 5000 characters.' }).optional(),
  })
  .refine((v) => v.suspended !== undefined || v.notes !== undefined, {
    error: 'Nothing to update.',
  });

export const onboardingStepParamsSchema = z.strictObject({
  id: idSchema,
  step: z.enum(ONBOARDING_STEP_KEYS),
});
export const onboardingStepBodySchema = z.strictObject({ status: z.enum(ONBOARDING_STATUSES) });
export const userDocumentParamsSchema = z.strictObject({ id: idSchema, docId: idSchema });

// ---------------------------------------------------------------- bookings

export const adminBookingSchema = bookingSchema.extend({
  user: z.object({
    _id: idSchema,
    name: z.string(),
    email: z.string(),
    profile: z.object({ firstName: z.string(), lastName: z.string() }),
    university: z.string().describe("From the student's profile ('' when not given)"),
    locale: localeSchema.describe("The student's language (docs/decisions/072)"),
  }),
  // Staff see the whole driver; the student sees a first name and a phone.
  driver: z
    .object({ _id: idSchema, name: z.string(), phone: z.string(), email: z.string() })
    .nullable(),
  // Optional in the type only: the server always sends it.
  approvalStatus: z
    .enum(APPROVAL_STATUSES)
    .nullable()
    .optional()
    .describe(
      "A partner's approval (null: none needed). 'Decline requested': the partner declined a paid or confirmed booking; staff settle it by cancelling (docs/decisions/100)",
    ),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingsQuerySchema = listQuerySchema.extend({
  status: z.enum(BOOKING_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
});
export const adminBookingsResponseSchema = z.object({
  bookings: z.array(adminBookingSchema),
  total: z.number().int(),
});
export const REFUND_OVERRIDE_MESSAGES = {
  amountInvalid: 'The refund must be an amount from $0, in dollars and cents.',
  reasonRequired: 'Give a reason for the amount you set.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  onlyOnCancel: 'A refund amount can only be set when cancelling.',
  moreThanPaid: 'The refund cannot be more than was paid.',
  notPaid: 'This booking has no verified payment to refund.',
  alreadyCancelled: 'This booking is already cancelled; its refund was set then.',
  alreadyRefunded: 'This booking already has a refund.',
  refundOnRecord:
    'This booking was cancelled with a refund, so it stays cancelled: book again for the student instead.',
} as const;

// Staff set a status; when cancelling a paid booking they may set the refund themselves, with a
// reason the log keeps (issue 26; docs/decisions/086). Without it the policy decides.
export const adminUpdateBookingBodySchema = z
  .strictObject({
    status: z.enum(BOOKING_STATUSES),
    refundAmount: z
      .number({ error: REFUND_OVERRIDE_MESSAGES.amountInvalid })
      .min(0, { error: REFUND_OVERRIDE_MESSAGES.amountInvalid })
      .max(1_000_000, { error: REFUND_OVERRIDE_MESSAGES.amountInvalid })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
        error: REFUND_OVERRIDE_MESSAGES.amountInvalid,
      })
      .optional()
      .describe('AUD: overrides the policy (only with status Cancelled; needs refundReason)'),
    refundReason: z
      .string()
      .trim()
      .max(500, { error: REFUND_OVERRIDE_MESSAGES.reasonTooLong })
      .optional(),
  })
  .refine((b) => b.refundAmount === undefined || b.status === 'Cancelled', {
    error: REFUND_OVERRIDE_MESSAGES.onlyOnCancel,
    path: ['refundAmount'],
  })
  .refine((b) => b.refundAmount === undefined || Boolean(b.refundReason), {
    error: REFUND_OVERRIDE_MESSAGES.reasonRequired,
    path: ['refundReason'],
  });
export type AdminUpdateBookingBody = z.input<typeof adminUpdateBookingBodySchema>;
export const adminBookingResponseSchema = z.object({ booking: adminBookingSchema });

// ---------------------------------------------------------------- payments

export const adminPaymentSchema = z.object({
  _id: idSchema,
  bookingId: z.string().describe('The booking reference, e.g. BK-7K2M9Q'),
  booking: idSchema,
  packageName: z.string(),
  user: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  amount: z.number(),
  method: z.string(),
  reference: z.string(),
  status: z.enum(PAYMENT_CLAIM_STATUSES),
  rejectReason: z.string().nullable(),
  date: isoDateTimeSchema,
  reviewedAt: isoDateTimeSchema.nullable(),
  reviewedBy: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentsQuerySchema = listQuerySchema.extend({
  status: z.enum(PAYMENT_CLAIM_STATUSES).optional(),
});
export const adminPaymentsResponseSchema = z.object({
  payments: z.array(adminPaymentSchema),
  total: z.number().int(),
});
export const adminPaymentResponseSchema = z.object({ payment: adminPaymentSchema });
export const rejectPaymentBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Give a reason for the student.' })
    .trim()
    .min(1, { error: 'Give a reason for the student.' })
    .max(500, { error: 'The reason must be at most 500 characters.' }),
});

// ---------------------------------------------------------------- logs

export const logEntrySchema = z.object({
  _id: idSchema,
  date: isoDateTimeSchema,
  category: z.string(),
  action: z.string(),
  user: z.string().describe('Who: the e-mail of the actor'),
  entityType: z.string(),
  entityId: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;
export const logsQuerySchema = listQuerySchema.extend({
  action: z.string().trim().max(100).optional(),
  actor: z.string().trim().max(200).optional(),
  category: z.string().trim().max(40).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export const logsResponseSchema = z.object({
  logs: z.array(logEntrySchema),
  total: z.number().int(),
});

// ---------------------------------------------------------------- admin roles

export const adminTeamMemberSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type AdminTeamMember = z.infer<typeof adminTeamMemberSchema>;
export const adminTeamResponseSchema = z.object({
  admins: z.array(adminTeamMemberSchema),
  total: z.number().int(),
});
export const addAdminBodySchema = z.strictObject({
  email: emailSchema,
  role: z.enum(ADMIN_ROLES).default(DEFAULT_ADMIN_ROLE),
});
export const changeAdminRoleBodySchema = z.strictObject({ role: z.enum(ADMIN_ROLES) });
export const adminTeamMemberResponseSchema = z.object({ admin: adminTeamMemberSchema });

// Staff invitations (issue 24, docs/decisions/075): an address without an account is sent a
// link; the role takes effect when the person holding the mailbox opens it.
export const invitationSchema = z.object({
  _id: idSchema,
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  // invitedBy: the e-mail of the Super Admin who sent (or last resent) it.
  ...invitationSentFields,
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = z.object({ invitation: invitationSchema });
export const invitationsResponseSchema = z.object({
  invitations: z.array(invitationSchema),
  total: z.number().int(),
});

// ---------------------------------------------------------------- mail outbox

export const outboxMailSchema = z.object({
  _id: idSchema,
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxQuerySchema = listQuerySchema.extend({
  status: z.enum(MAIL_STATUSES).optional(),
});
export const outboxResponseSchema = z.object({
  mail: z.array(outboxMailSchema),
  total: z.number().int(),
});
export const outboxMailResponseSchema = z.object({ mail: outboxMailSchema });

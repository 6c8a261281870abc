// A partner's bookings for its students, one or from a CSV, and its approval queue (issue 27
// items 2 and 3; docs/decisions/093-partner-bookings.md, 094-partner-approvals.md).
import { z } from 'zod';

import { APPROVAL_STATUSES, BOOKING_STATUSES, PAYMENT_STATUSES } from '../constants.ts';
import {
  BOOKING_MESSAGES,
  bookingPayloadFieldsSchema,
  bookingSchema,
  choosesOnePackage,
  destinationAddressSchema,
} from './booking.ts';
import {
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  listQuerySchema,
  localeSchema,
} from './common.ts';

export const PARTNER_SOURCES = ['booked', 'referral', 'university'] as const;
export type PartnerSource = (typeof PARTNER_SOURCES)[number];

export { APPROVAL_STATUSES } from '../constants.ts';
export type { ApprovalStatus } from '../constants.ts';

// The student's own answer to a booking a partner made for them (docs/decisions/105): every
// such booking waits, whether the address had an account or not, so the partner cannot tell.
export const STUDENT_CONSENTS = ['Awaiting', 'Given', 'Refused'] as const;
export type StudentConsent = (typeof STUDENT_CONSENTS)[number];

export const PARTNER_BOOKING_MESSAGES = {
  studentNameRequired: "Enter the student's full name.",
  notAllowed: 'Your organisation may not book this package or service.',
  reasonRequired: 'Say why the booking is declined: the student is told.',
  notAwaiting: 'This booking is not waiting for your approval.',
  importNotFound: 'This upload was not found.',
  importConfirmed: 'This upload has already been confirmed.',
  nothingToConfirm: 'No row of this upload can be booked: correct the file and upload it again.',
  consentNotAwaiting: 'This booking is not waiting for your answer.',
} as const;

// The CSV's columns, in the template's order. `package` names a package, or is empty when
// `services` lists custom services as "Service: Option; Service: Option".
export const PARTNER_CSV_COLUMNS = [
  'external_id',
  'name',
  'email',
  'phone',
  'student_id',
  'university',
  'package',
  'services',
  'arrival_date',
  'arrival_time',
  'flight',
  'address',
  'language',
] as const;

// The longest each cell may be, as the single booking's schema allows (`booking.ts`,
// `user.ts`): a longer cell is the row's problem, never cut (docs/decisions/106).
export const PARTNER_CSV_CELL_LIMITS: Record<(typeof PARTNER_CSV_COLUMNS)[number], number> = {
  external_id: 100,
  name: 100,
  email: 254,
  phone: 30,
  student_id: 50,
  university: 150,
  package: 200,
  services: 1000,
  arrival_date: 20,
  arrival_time: 20,
  flight: 20,
  address: 300,
  language: 10,
};

// An upload is kept at most this long, confirmed or not (its rows go at confirmation).
export const PARTNER_IMPORT_RETENTION_DAYS = 30;

// One upload: at most this many students (a large intake's February), and this many bytes.
export const PARTNER_IMPORT_LIMITS = { maxRows: 2000, maxBytes: 2 * 1024 * 1024 } as const;

const studentFields = {
  studentEmail: emailSchema.describe("The student's address: their account, or a new one"),
  studentName: z
    .string({ error: PARTNER_BOOKING_MESSAGES.studentNameRequired })
    .trim()
    .min(1, { error: PARTNER_BOOKING_MESSAGES.studentNameRequired })
    .max(100),
  studentId: z.string().trim().max(50).optional().describe("The university's student ID"),
  language: localeSchema
    .optional()
    .describe("The language of a new student's invitation and account (default en)"),
};

// POST /api/partner/bookings: the specification's booking fields (userName and email default to
// the student's) plus the student's.
export const partnerBookingBodySchema = bookingPayloadFieldsSchema
  .omit({ userId: true })
  .extend({
    userName: bookingPayloadFieldsSchema.shape.userName.optional(),
    email: emailSchema.optional(),
    destinationAddress: destinationAddressSchema.optional(),
    ...studentFields,
  })
  .refine(choosesOnePackage.chosen, { error: BOOKING_MESSAGES.pickOne, path: ['packageId'] })
  .refine(choosesOnePackage.oneForm, { error: BOOKING_MESSAGES.pickOne, path: ['services'] });
export type PartnerBookingBody = z.input<typeof partnerBookingBodySchema>;

// A booking as its partner sees it: the arrival and its progress, nothing of the student's
// documents or other bookings.
export const partnerBookingSchema = z.object({
  _id: idSchema,
  bookingId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  studentId: z.string(),
  packageName: z.string(),
  preferredDate: z.string(),
  arrivalTime: z.string(),
  flightNumber: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalPrice: z.number().describe('AUD'),
  source: z.enum(PARTNER_SOURCES),
  billedToPartner: z.boolean(),
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  approvalReason: z.string().nullable(),
  studentConsent: z
    .enum(STUDENT_CONSENTS)
    .nullable()
    .describe(
      "A booking the partner made: Awaiting (waiting for the student), Given or Refused; null for the student's own",
    ),
  consentedAt: isoDateTimeSchema
    .nullable()
    .describe('When the student agreed to share this booking with the partner'),
  createdAt: isoDateTimeSchema,
});
export type PartnerBooking = z.infer<typeof partnerBookingSchema>;

export const partnerBookingCreatedSchema = z.object({
  bookingId: z.string(),
  booking: bookingSchema,
  partnerBooking: partnerBookingSchema,
});

export const partnerBookingsQuerySchema = listQuerySchema;
export const partnerBookingsResponseSchema = z.object({
  bookings: z.array(partnerBookingSchema),
  total: z.number().int(),
});

// The CSV preview: every row, with its problems in plain words.
export const partnerImportRowSchema = z.object({
  line: z.number().int().describe("The row's line in the file (the header is line 1)"),
  ok: z.boolean(),
  problems: z.array(z.string()),
  studentEmail: z.string(),
  studentName: z.string(),
  preferredDate: z.string(),
  packageName: z.string(),
  // Optional in the type only: the server always sends it (issue 33 item 6).
  price: z
    .number()
    .nullable()
    .optional()
    .describe(
      'AUD: what booking this row costs, computed by the server; null for a row with problems',
    ),
});
export type PartnerImportRow = z.infer<typeof partnerImportRowSchema>;

export const partnerImportPreviewSchema = z.object({
  importId: idSchema,
  rows: z.array(partnerImportRowSchema),
});
export type PartnerImportPreview = z.infer<typeof partnerImportPreviewSchema>;

export const partnerImportParamsSchema = z.strictObject({ importId: idSchema });
export const partnerImportConfirmSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int().describe('Rows with problems, and rows booked by an earlier upload'),
});
export type PartnerImportConfirm = z.infer<typeof partnerImportConfirmSchema>;

// The student's answer to a partner's booking: PATCH /api/booking/{id}/partner-consent.
export const partnerConsentBodySchema = z.strictObject({
  accept: z.boolean().describe('true: share the booking with the partner; false: cancel it'),
});
export type PartnerConsentBody = z.input<typeof partnerConsentBodySchema>;

// The approval queue and a decision.
export const partnerApprovalParamsSchema = z.strictObject({ bookingId: idSchema });
export const partnerApprovalBodySchema = z
  .strictObject({
    approve: z.boolean(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.approve || Boolean(b.reason), {
    error: PARTNER_BOOKING_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type PartnerApprovalBody = z.input<typeof partnerApprovalBodySchema>;
export const partnerApprovalsResponseSchema = partnerBookingsResponseSchema;
export const partnerApprovalResponseSchema = z.object({ booking: partnerBookingSchema });

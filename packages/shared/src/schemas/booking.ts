import { z } from 'zod';

import {
  APPROVAL_STATUSES,
  BOOKING_STATUSES,
  PAYMENT_CLAIM_STATUSES,
  PAYMENT_STATUSES,
  PICKUP_STATUSES,
} from '../constants.ts';
import { isCalendarDate } from '../dates.ts';
import { emailSchema, idSchema, isoDateTimeSchema } from './common.ts';
import { bookingFlightSchema } from './flights.ts';
import { driverStatusEventSchema } from './meeting.ts';
import { adjustmentNoteSummarySchema } from './refund.ts';
import { pickupRatingSchema } from './ratings.ts';
import { TRANSLATED_LOCALES } from './translations.ts';

// Bookings one user may create in an hour (docs/decisions/053): far above any real need, low
// enough that a script cannot flood the team's queue and the mail outbox.
export const BOOKINGS_PER_HOUR = 30;

// Arrival changes one student may make in an hour, over all their bookings (docs/decisions/064):
// each one e-mails the driver and tells the team, so a script must not be able to repeat it.
export const ARRIVAL_CHANGES_PER_HOUR = 10;

// "24 hours", "1 hour": the CMS decides the cut-off.
const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

export const BOOKING_MESSAGES = {
  tooManyBookings: 'You have made too many bookings in the last hour. Please try again later.',
  fullNameRequired: 'Full name is required.',
  phoneRequired: 'Phone is required.',
  phoneInvalid: 'Enter a phone number with digits, spaces, +, - or brackets.',
  dateRequired: 'Arrival date is required.',
  dateInvalid: 'Enter a real date.',
  dateInPast: 'Choose today or a later date.',
  dateTooFar: 'Choose a date within the next two years.',
  timeInvalid: 'Enter a time like 14:30.',
  flightInvalid: 'Enter a flight number like QF10.',
  notesTooLong: 'Notes must be at most 1000 characters.',
  pickOne: 'Choose a package, or build a custom package.',
  onePerService: 'Choose one option per service.',
  chooseService: 'Choose at least one service.',
  notYourAccount: 'You can only book for your own account.',
  packageUnavailable: 'This package is not available. Please choose another.',
  optionUnavailable:
    'One of the chosen options is no longer available. Please build your package again.',
  customUnavailable: 'Custom packages are not available right now.',
  onlyPendingCancel: 'Only pending bookings can be cancelled.',
  cancelledCannotPay: 'This booking is cancelled.',
  alreadyPaid: 'This booking is already paid.',
  notFound: 'Booking not found.',
  // Changing the arrival (PATCH /api/booking/{id}/arrival, docs/decisions/064).
  arrivalChangeTooLate: (cutoffHours: number) =>
    `Your arrival is less than ${hours(cutoffHours)} away. Please contact support to change it.`,
  arrivalChangeNotOpen: 'Only pending or confirmed bookings can be changed.',
  tooManyArrivalChanges:
    'You have changed your arrival too many times in the last hour. Please try again later, or contact support.',
  destinationTooLong: 'The address must be at most 300 characters.',
} as const;

export const phoneSchema = z
  .string({ error: BOOKING_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: BOOKING_MESSAGES.phoneRequired })
  .max(30, { error: BOOKING_MESSAGES.phoneInvalid })
  .regex(/^\+?[\d\s()-]{6,}$/, { error: BOOKING_MESSAGES.phoneInvalid });

export const flightNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/, { error: BOOKING_MESSAGES.flightInvalid });

export const timeOfDaySchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: BOOKING_MESSAGES.timeInvalid });

export const preferredDateSchema = z
  .string({ error: BOOKING_MESSAGES.dateRequired })
  .trim()
  .min(1, { error: BOOKING_MESSAGES.dateRequired })
  .refine(isCalendarDate, { error: BOOKING_MESSAGES.dateInvalid });

// Where the student goes from the airport: one line, as they would tell a driver.
export const destinationAddressSchema = z
  .string()
  .trim()
  .max(300, { error: BOOKING_MESSAGES.destinationTooLong })
  // A driver's e-mail and the arrival pass print it on one line.
  .transform((v) => v.replace(/\s+/g, ' '));

// The person and the arrival: the booking form's fields (public §5), also part of the API body.
export const bookingContactSchema = z.strictObject({
  userName: z
    .string({ error: BOOKING_MESSAGES.fullNameRequired })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.fullNameRequired })
    .max(100, { error: 'Full name must be at most 100 characters.' }),
  email: emailSchema,
  phone: phoneSchema,
  preferredDate: preferredDateSchema,
  arrivalTime: z.union([z.literal(''), timeOfDaySchema]).optional(),
  flightNumber: z.union([z.literal(''), flightNumberSchema]).optional(),
  notes: z.string().trim().max(1000, { error: BOOKING_MESSAGES.notesTooLong }).optional(),
});
export type BookingContact = z.input<typeof bookingContactSchema>;

// A custom package's service as public §3 describes it: named, not addressed by id. The
// server resolves each pair by name; price and features are the client's copy and ignored.
export const specServiceSelectionSchema = z.object({
  serviceName: z
    .string({ error: 'Name the service.' })
    .trim()
    .min(1, { error: 'Name the service.' })
    .max(200)
    .describe("The service's name or key, e.g. 'Airport Pickup' or 'airport-pickup'"),
  optionName: z
    .string({ error: 'Name the option.' })
    .trim()
    .min(1, { error: 'Name the option.' })
    .max(200)
    .describe("The option's name within that service, e.g. 'Premium'"),
  price: z.unknown().optional().describe('Ignored: the server prices every option'),
  features: z.unknown().optional().describe('Ignored'),
});

// The booking payload's fields before its two checks, for the bodies built on it (a partner's
// booking for a student, issue 27).
export const bookingPayloadFieldsSchema = bookingContactSchema.extend({
  packageId: z
    .string()
    .trim()
    .min(1, { error: BOOKING_MESSAGES.pickOne })
    .max(200)
    .optional()
    .describe("The package's _id, or its name (any case)"),
  packageName: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("The package's name; enough on its own when packageId is absent"),
  customSelections: z
    .array(z.strictObject({ optionId: idSchema }))
    .min(1, { error: BOOKING_MESSAGES.chooseService })
    .max(20)
    .optional(),
  services: z
    .array(specServiceSelectionSchema)
    .min(1, { error: BOOKING_MESSAGES.chooseService })
    .max(20)
    .optional()
    .describe('A custom package as public §3 gives it, one option per service'),
  userId: idSchema.optional(),
  bookingDate: z.string().max(40).optional().describe('Ignored'),
  totalPrice: z.number().optional().describe('Ignored: the server computes the price'),
  // The package object of public §3 spread into the payload: ignored.
  name: z.string().max(200).optional().describe('Ignored'),
  price: z
    .union([z.number(), z.string().max(40)])
    .optional()
    .describe('Ignored'),
  isCustom: z.boolean().optional().describe('Ignored'),
  isPopular: z.boolean().optional().describe('Ignored'),
  features: z.array(z.unknown()).max(50).optional().describe('Ignored'),
});

// A package is chosen, in one form only.
export const choosesOnePackage = {
  chosen: (b: {
    packageId?: string | undefined;
    packageName?: string | undefined;
    customSelections?: unknown;
    services?: unknown;
  }) => Boolean(b.packageId || b.packageName || b.customSelections || b.services),
  oneForm: (b: { customSelections?: unknown; services?: unknown }) =>
    !(b.customSelections && b.services),
};

// The booking payload. Two forms are accepted and give the same booking (docs/decisions/047):
// - the specification's (public §3): `packageId` equal to the package's name (or `packageName`
//   alone), and for a custom package `services: [{serviceName, optionName, price, features}]`;
// - the web app's: `packageId` as the package's `_id`, or `customSelections: [{optionId}]`.
// totalPrice, bookingDate and the package's own display fields are accepted and ignored: the
// server names and prices the booking from its own data.
export const createBookingBodySchema = bookingPayloadFieldsSchema
  .refine(choosesOnePackage.chosen, {
    error: BOOKING_MESSAGES.pickOne,
    path: ['packageId'],
  })
  .refine(choosesOnePackage.oneForm, {
    error: BOOKING_MESSAGES.pickOne,
    path: ['services'],
  });
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

// What the web app's booking form is opened with (public §3): a fixed package from /packages,
// or the custom package built in the custom builder, one option per service. The packages
// feature hands it over and the booking feature books it, so both use this one type. Its
// prices are for display; the server computes the real total.
export const customChoiceSchema = z.object({
  serviceKey: z.string(),
  serviceName: z.string(),
  optionId: idSchema,
  optionName: z.string(),
  price: z.number().describe('Whole AUD'),
  features: z.array(z.string()),
});
export type CustomChoice = z.infer<typeof customChoiceSchema>;

export const bookingSelectionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('package'),
    packageId: idSchema,
    name: z.string(),
    price: z.string(),
    totalPrice: z.number(),
    features: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('custom'),
    name: z.literal('Custom Package'),
    price: z.string(),
    totalPrice: z.number(),
    services: z.array(customChoiceSchema),
  }),
]);
export type BookingSelection = z.infer<typeof bookingSelectionSchema>;

// One option of a booked custom package, as the booking keeps it.
export const customSelectionSchema = z.object({
  serviceKey: z.string(),
  serviceName: z.string(),
  optionName: z.string(),
  price: z.number().describe('AUD'),
});

export const paymentClaimSchema = z.object({
  _id: idSchema,
  amount: z.number().describe('AUD'),
  method: z.string(),
  reference: z.string(),
  status: z.enum(PAYMENT_CLAIM_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});

// The booking keeps its package's English name (decision 073); a student reads the package's
// current name in their language, where it has one (issue 25, docs/decisions/081).
export const packageNameTranslationsSchema = z
  .partialRecord(z.enum(TRANSLATED_LOCALES), z.string())
  .describe("The package's name in each language it is translated into");
export type PackageNameTranslations = z.infer<typeof packageNameTranslationsSchema>;

// The money going back after a cancellation (issue 26; docs/decisions/086).
export const REFUND_STATUSES = ['Due', 'Paid', 'Failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const bookingRefundSchema = z.object({
  amount: z.number().describe('AUD'),
  status: z.enum(REFUND_STATUSES),
  reason: z.string().describe('Why: the policy tier, or staff words when they set the amount'),
  paidAt: isoDateTimeSchema.nullable(),
  reference: z.string().describe("The bank's or provider's reference once paid ('' until then)"),
});
export type BookingRefund = z.infer<typeof bookingRefundSchema>;

// Who brought a booking (issue 27): the partner that booked it for the student or whose
// referral link the student came through, or null.
export const PARTNER_SOURCES = ['booked', 'referral', 'university'] as const;
export type PartnerSource = (typeof PARTNER_SOURCES)[number];
export const bookingPartnerSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    // Optional in the type only: the server always sends it.
    source: z
      .enum(PARTNER_SOURCES)
      .optional()
      .describe(
        'booked: by a partner user for the student; referral: through its link; university: the student named it',
      ),
  })
  .nullable()
  .describe('The partner that booked or referred this booking, or null');
export type BookingPartner = z.infer<typeof bookingPartnerSchema>;

// Who meets the student at the airport (the booking and the arrival pass).
const CAR_TOO_LONG = 'The car’s make, colour and plate must each be at most 40 characters.';
const carText = z.string().trim().max(40, { error: CAR_TOO_LONG });

// The car the student looks for in the pick-up area (issue 35 item 3); each part may be blank.
export const carSchema = z.object({
  make: carText.describe('Make and model, e.g. "Toyota Camry"'),
  colour: carText.describe('e.g. "white"'),
  plate: carText.describe('Number plate, e.g. "1AB 2CD"'),
});
export type Car = z.infer<typeof carSchema>;

export const pickupDriverSchema = z
  .object({
    name: z.string().describe("The driver's name as the business entered it"),
    firstName: z.string().describe("The name's first word (kept for earlier clients)"),
    phone: z.string(),
    // Optional in the type only: the server always sends them (issue 35 item 3).
    languages: z.array(z.string()).optional().describe('Languages the driver speaks'),
    car: carSchema
      .nullable()
      .optional()
      .describe('The car to look for (null: not entered); a part may be blank'),
    // Optional in the type only: the server always sends it (issue 35 item 3).
    photoUrl: z.string().nullable().optional().describe("The driver's photo (null: none)"),
  })
  .nullable()
  .describe('Who meets the student, once assigned');

export const bookingSchema = z.object({
  _id: idSchema,
  bookingId: z.string().describe('Human reference such as BK-7K2M9Q'),
  packageId: idSchema.nullable(),
  packageName: z.string(),
  // Optional in the type only, so that a client's own bookings (tests, older copies) need not
  // name it; the server always sends it.
  packageNameTranslations: packageNameTranslationsSchema.optional(),
  isCustom: z.boolean(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  preferredDate: z.string(),
  arrivalTime: z.string(),
  flightNumber: z.string(),
  notes: z.string(),
  userName: z.string(),
  email: z.string(),
  phone: z.string(),
  totalPrice: z.number().describe('AUD, computed by the server'),
  price: z.string().describe("Display price such as '$75'"),
  customSelections: z.array(customSelectionSchema),
  payment: paymentClaimSchema.nullable().describe('The latest payment claim'),
  destinationAddress: z.string().describe('Where the student goes from the airport, if given'),
  pickup: z
    .object({
      status: z.enum(PICKUP_STATUSES),
      meetingPoint: z.string().describe("Where the driver meets the student ('' until set)"),
      driver: pickupDriverSchema,
      // Optional in the type only: the server always sends it (issue 34).
      time: isoDateTimeSchema
        .nullable()
        .optional()
        .describe(
          "The driver's call time: the flight's landing (actual, else estimated, else scheduled) plus the buffer set by the Super Admin; null while the flight is not known (docs/decisions/121)",
        ),
      // Optional in the type only: the server always sends them (issue 35).
      driverStatus: driverStatusEventSchema
        .nullable()
        .optional()
        .describe("The driver's last status on the day (null: none yet)"),
      meetingPointPhotoUrl: z
        .string()
        .nullable()
        .optional()
        .describe('A photo of the meeting point, from the business (null: none)'),
      // Optional in the type only: the server always sends it.
      rating: pickupRatingSchema
        .nullable()
        .optional()
        .describe('The student’s rating of the pickup once it is done (null: not rated)'),
    })
    .describe('Dispatch of the airport pickup (docs/decisions/060)'),
  // Optional in the type only, like partner: the server always sends it (issue 34).
  flight: bookingFlightSchema.optional(),
  invoice: z
    .object({
      number: z.string().describe('INV-000001'),
      issuedAt: isoDateTimeSchema,
      taxInvoice: z
        .boolean()
        .describe('A tax invoice (false: a plain invoice, issued while no ABN was on record)'),
    })
    .nullable()
    .describe('The tax invoice, once the payment is verified'),
  // Optional in the type only, like packageNameTranslations: the server always sends it.
  adjustmentNotes: z
    .array(adjustmentNoteSummarySchema)
    .optional()
    .describe('The adjustment notes a paid refund issued against the invoice, oldest first'),
  refund: bookingRefundSchema
    .nullable()
    .optional()
    .describe('The refund a cancellation of a paid booking created (null: none)'),
  // Optional in the type only, like packageNameTranslations: the server always sends it.
  partner: bookingPartnerSchema.optional(),
  // Optional in the type only, like partner: the server always sends it.
  studentConsent: z
    .enum(['Awaiting', 'Given', 'Refused'])
    .nullable()
    .optional()
    .describe(
      'A booking a partner made for the student: Awaiting their answer (accept or refuse), Given or Refused; null otherwise (docs/decisions/105)',
    ),
  // Optional in the type only, like studentConsent: the server always sends it.
  partnerApproval: z
    .enum(APPROVAL_STATUSES)
    .nullable()
    .optional()
    .describe(
      "The university's approval, for a partner that approves its students' bookings: Awaiting while it decides (docs/decisions/094); null when none is needed",
    ),
  // Optional in the type only, like adjustmentNotes: the server always sends it.
  billedToPartner: z
    .boolean()
    .optional()
    .describe(
      'Its partner pays it on a monthly invoice: the student is not asked to pay (docs/decisions/096)',
    ),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

export const createBookingResponseSchema = z.object({
  bookingId: z.string(),
  booking: bookingSchema,
});
export const bookingResponseSchema = z.object({ booking: bookingSchema });
export const bookingsResponseSchema = z.object({
  bookings: z.array(bookingSchema),
  total: z.number().int(),
});

export const userBookingsParamsSchema = z.strictObject({ userId: idSchema });

export const updateBookingBodySchema = z.strictObject({
  status: z.literal('Cancelled', { error: 'You can only cancel a booking.' }),
});

// The student moves their arrival (PATCH /api/booking/{id}/arrival, docs/decisions/064). The
// date follows the booking form's rules (checked by the server against today in Melbourne); a
// field left out keeps its value, an empty one clears it.
export const changeArrivalBodySchema = z.strictObject({
  preferredDate: preferredDateSchema,
  arrivalTime: z.union([z.literal(''), timeOfDaySchema]).optional(),
  flightNumber: z.union([z.literal(''), flightNumberSchema]).optional(),
  destinationAddress: destinationAddressSchema.optional(),
});
export type ChangeArrivalBody = z.input<typeof changeArrivalBodySchema>;

export const markPaidBodySchema = z
  .strictObject({
    reference: z
      .string()
      .trim()
      .max(100, { error: 'The reference must be at most 100 characters.' })
      .optional(),
  })
  // The spec's client sends no body at all (Fastify hands the validator null).
  .nullish();

// The bank details students pay into (DECISIONS "Bookings and payment"), as administrators set
// them in the CMS tab: the answer of GET /api/booking/bank-details, and the `bank` of
// GET /api/admin/cms.
export const bankDetailsSchema = z.object({
  bankName: z.string(),
  accountHolder: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string().describe('BSB'),
  swiftCode: z.string(),
  iban: z.string(),
  branch: z.string(),
  bankAddress: z.string(),
  bankPhone: z.string(),
  bankEmail: z.string(),
  bankInstructions: z.string(),
  payId: z.string().describe("PayID: the business's e-mail, phone or ABN ('' when not set)"),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;
// While the bank details are still the seed's placeholders, `bankDetails` is null and the
// student is told to contact the business (`contact`) instead (docs/decisions/079).
export const bankDetailsResponseSchema = z.object({
  bankDetails: bankDetailsSchema
    .nullable()
    .describe('null while the business has not entered its real bank account'),
  contact: z
    .object({ email: z.string(), phone: z.string() })
    .describe("How to reach the business ('' when not set)"),
  gstRegistered: z
    .boolean()
    .optional()
    .describe('Prices include GST (the business is registered for it); always sent'),
  cards: z
    .literal(true)
    .optional()
    .describe(
      'Present when the business takes card payments (Stripe keys set; docs/decisions/089)',
    ),
});
export type BankDetailsResponse = z.infer<typeof bankDetailsResponseSchema>;

// Refunds and adjustment notes (issue 26; docs/decisions/086, 087): the staff's refunds queue
// (GET /api/admin/refunds, POST /api/admin/refunds/{id}/paid and /failed) and the adjustment
// notes a paid refund issues (GET /api/booking/{id}/adjustment-notes/{number} and the admin
// equivalent, PDF).
import { z } from 'zod';

import { idSchema, isoDateTimeSchema, listQuerySchema } from './common.ts';
import { refundDetailsOutputSchema } from './refund-details.ts';

export const REFUND_STATUSES = ['Due', 'Paid', 'Failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

// Staff-facing texts (the back-office is English).
export const REFUND_MESSAGES = {
  notFound: 'Refund not found.',
  // A second click, or another instance that got there first.
  notDue: (status: string) => `This refund is already marked ${status.toLowerCase()}.`,
  cardRefund:
    'This booking was paid by card: the refund goes back through the card provider and is marked paid when the provider confirms it.',
  referenceRequired: 'Enter the bank reference of the refund.',
  referenceTooLong: 'The bank reference must be at most 100 characters.',
  reasonRequired: 'Say why the refund failed.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  adjustmentNoteNotFound: 'Adjustment note not found.',
  noAccountChange: 'The student has not changed the refund account of this refund.',
} as const;

export const adminRefundsQuerySchema = listQuerySchema.extend({
  status: z.enum(REFUND_STATUSES).optional(),
});

export const adminRefundSchema = z.object({
  _id: idSchema,
  booking: idSchema,
  bookingId: z.string().describe('The booking reference, e.g. BK-7K2M9Q'),
  user: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  amount: z.number().describe('AUD'),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  method: z
    .string()
    .nullable()
    .describe('How the booking was paid (Bank Transfer, Card); a card refund is not paid by hand'),
  refundDetailsGiven: z
    .boolean()
    .describe('Whether the student has given an account to pay the refund into'),
  accountChangedAt: isoDateTimeSchema
    .nullable()
    .describe(
      'When the student changed their refund account while this refund was Due: it is still paid to the account it was due to until staff confirm the change',
    ),
  reference: z.string().describe("The bank's reference of the refund, once paid"),
  failureReason: z.string().nullable(),
  paidAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundsResponseSchema = z.object({
  refunds: z.array(adminRefundSchema).describe('Newest first'),
  total: z.number().int(),
});
export const adminRefundResponseSchema = z.object({ refund: adminRefundSchema });

// GET /api/admin/refunds/{id}: the account to pay into, in full, for the person paying (read
// logged).
export const adminRefundDetailResponseSchema = z.object({
  refund: adminRefundSchema,
  refundDetails: refundDetailsOutputSchema
    .nullable()
    .describe('The account the refund is due to, in full, or null when none was given'),
  // The student changed their account while the refund was Due: the new one, for staff to
  // confirm (POST /api/admin/refunds/{id}/confirm-account-change) before paying to it.
  accountChange: z
    .object({ changedAt: isoDateTimeSchema, refundDetails: refundDetailsOutputSchema.nullable() })
    .nullable(),
});
export type AdminRefundDetail = z.infer<typeof adminRefundDetailResponseSchema>;

export const markRefundPaidBodySchema = z.strictObject({
  reference: z
    .string({ error: REFUND_MESSAGES.referenceRequired })
    .trim()
    .min(1, { error: REFUND_MESSAGES.referenceRequired })
    .max(100, { error: REFUND_MESSAGES.referenceTooLong }),
});
export type MarkRefundPaidBody = z.input<typeof markRefundPaidBodySchema>;

export const markRefundFailedBodySchema = z.strictObject({
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REFUND_MESSAGES.reasonRequired })
    .max(500, { error: REFUND_MESSAGES.reasonTooLong }),
});
export type MarkRefundFailedBody = z.input<typeof markRefundFailedBodySchema>;

// ---------------------------------------------------------------- adjustment notes

// AN-000001: an adjustment note's number as printed and quoted; its own sequence.
export const formatAdjustmentNoteNumber = (n: number) => `AN-${String(n).padStart(6, '0')}`;

// What a booking answer lists of its adjustment notes (the dashboard and the booking drawer
// offer each as a download beside the invoice).
export const adjustmentNoteSummarySchema = z.object({
  number: z.string().describe('AN-000001'),
  issuedAt: isoDateTimeSchema,
  amount: z.number().describe('AUD, GST included'),
});
export type AdjustmentNoteSummary = z.infer<typeof adjustmentNoteSummarySchema>;

// The note's number as printed (AN-000001) or as a plain number (1).
export const adjustmentNoteParamsSchema = z.strictObject({
  id: idSchema,
  number: z
    .string()
    .regex(/^(?:AN-)?\d{1,9}$/i, { error: REFUND_MESSAGES.adjustmentNoteNotFound })
    .transform((value) => Number(value.replace(/^AN-/i, ''))),
});

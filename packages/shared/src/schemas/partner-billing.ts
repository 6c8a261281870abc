// Billing on account and commissions (issue 27, items 5 and 6; docs/decisions/096, 097): a
// partner's monthly tax invoices and an agent's commissions and monthly statements, as the
// partner portal and the back-office read them.
import { z } from 'zod';

import { idSchema, isoDateTimeSchema } from './common.ts';

export const PARTNER_BILLING_MESSAGES = {
  invoiceNotFound: 'Invoice not found.',
  statementNotFound: 'Commission statement not found.',
  partnerNotFound: 'Partner not found.',
  notOnAccount: 'This partner does not pay on account.',
  notAgent: 'Only agents earn commission.',
  nothingToInvoice: 'There is nothing to invoice for this partner.',
  alreadyInvoiced: 'This month has already been invoiced for this partner.',
  monthNotStarted: 'A month is invoiced once it has begun.',
  alreadyPaid: 'This is already marked as paid.',
  monthNotOver: 'A commission statement is issued once its month is over.',
  nothingToState: 'There is no commission to put on a statement for this month.',
  alreadyStated: 'This month already has its commission statement.',
  paysOnAccount:
    'Your organisation pays for this booking on its monthly invoice: there is nothing to pay.',
} as const;

// 'YYYY-MM', a Melbourne calendar month.
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Enter a month as YYYY-MM.' });

export const partnerInvoiceSchema = z.object({
  _id: idSchema,
  number: z.string().describe('Such as PI-000001; also the payment reference'),
  periodStart: z.string(),
  periodEnd: z.string(),
  issueDate: z.string(),
  dueOn: z.string(),
  totalCents: z.number().int(),
  gstCents: z.number().int(),
  bookings: z.number().int().describe('How many bookings it lists'),
  paymentReference: z.string(),
  paidAt: isoDateTimeSchema.nullable(),
  overdue: z.boolean(),
});
export type PartnerInvoice = z.infer<typeof partnerInvoiceSchema>;

export const partnerInvoicesResponseSchema = z.object({
  invoices: z.array(partnerInvoiceSchema),
  // The statement of account: what is owed now, and how much of it is past its due date.
  owedCents: z.number().int(),
  overdueCents: z.number().int(),
  // Bookings on account not yet on an invoice (they go on the next one).
  uninvoiced: z.object({ bookings: z.number().int(), totalCents: z.number().int() }),
});
export type PartnerInvoicesResponse = z.infer<typeof partnerInvoicesResponseSchema>;

export const partnerInvoiceNumberParamsSchema = z.strictObject({
  number: z.string().regex(/^PI-\d{6,}$/, { error: 'Invoice not found.' }),
});

export const issuePartnerInvoiceBodySchema = z.strictObject({
  month: monthSchema.optional().describe('The month to invoice; default the current one'),
});

export const COMMISSION_STATUSES = ['Earned', 'Reversed', 'Paid'] as const;

export const commissionSchema = z.object({
  _id: idSchema,
  bookingId: z.string().describe('The booking reference'),
  studentName: z.string(),
  amountCents: z.number().int(),
  status: z.enum(COMMISSION_STATUSES),
  earnedAt: isoDateTimeSchema,
  reversedAt: isoDateTimeSchema.nullable(),
  statementNumber: z.string().nullable(),
});

export const commissionStatementSchema = z.object({
  _id: idSchema,
  number: z.string().describe('Such as CS-000001'),
  month: z.string(),
  issueDate: z.string(),
  totalCents: z.number().int(),
  paidAt: isoDateTimeSchema.nullable(),
});

export const commissionsResponseSchema = z.object({
  commissions: z.array(commissionSchema),
  statements: z.array(commissionStatementSchema),
  // Earned and not yet paid.
  unpaidCents: z.number().int(),
});
export type CommissionsResponse = z.infer<typeof commissionsResponseSchema>;

export const commissionStatementParamsSchema = z.strictObject({
  number: z.string().regex(/^CS-\d{6,}$/, { error: 'Commission statement not found.' }),
});
export const statementFormatQuerySchema = z.strictObject({
  format: z.enum(['pdf', 'csv']).default('pdf'),
});
export const issueCommissionStatementBodySchema = z.strictObject({
  month: monthSchema.describe('The month (over) whose commissions the statement lists'),
});
export const partnerIdParamsSchema = z.strictObject({ id: idSchema });
export const partnerInvoiceParamsSchema = partnerIdParamsSchema.extend(
  partnerInvoiceNumberParamsSchema.shape,
);
export const partnerStatementParamsSchema = partnerIdParamsSchema.extend(
  commissionStatementParamsSchema.shape,
);

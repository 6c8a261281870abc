// Bank statements imported in the Finance screen and matched to bookings (issue 26 item 4;
// docs/decisions/088-bank-statements.md).
import { z } from 'zod';

import { bookingRefSchema } from './arrival-pass.ts';
import { calendarDateSchema, idSchema, isoDateTimeSchema, listQuerySchema } from './common.ts';

export const STATEMENT_MATCHES = ['exact', 'mismatched', 'unmatched'] as const;
export type StatementMatch = (typeof STATEMENT_MATCHES)[number];

export const STATEMENT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxColumns: 40 } as const;

// The counts of one import. `credits` is every credit in the file; the other four add up to it.
export const statementCountsSchema = z.object({
  credits: z.number().int(),
  exact: z.number().int(),
  mismatched: z.number().int(),
  unmatched: z.number().int(),
  duplicates: z.number().int().describe('Credits already imported before: stored once'),
});
export type StatementCounts = z.infer<typeof statementCountsSchema>;

export const statementImportResultSchema = statementCountsSchema.extend({
  importId: idSchema,
  format: z
    .string()
    .describe('csv:commbank | csv:nab | csv:anz | csv:westpac | csv:mapped | ofx | camt053'),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

// A CSV whose columns are not recognised: what the screen needs to let the user map them.
export const statementNeedsMappingSchema = z.object({
  needsMapping: z.literal(true),
  message: z.string(),
  headerKey: z.string(),
  hasHeader: z.boolean(),
  columns: z.array(z.string()),
  sample: z.array(z.array(z.string())),
});
export type StatementNeedsMapping = z.infer<typeof statementNeedsMappingSchema>;

export const statementUploadResponseSchema = z.union([
  statementImportResultSchema,
  statementNeedsMappingSchema,
]);
export type StatementUploadResponse = z.infer<typeof statementUploadResponseSchema>;

// Which column (0-based) holds what. One amount column (credits positive) or a credit column
// (and optionally a debit column); the description may join several columns.
export const statementMappingSchema = z
  .strictObject({
    hasHeader: z.boolean(),
    date: z.number().int().min(0).max(STATEMENT_LIMITS.maxColumns),
    amount: z.number().int().min(0).max(STATEMENT_LIMITS.maxColumns).optional(),
    credit: z.number().int().min(0).max(STATEMENT_LIMITS.maxColumns).optional(),
    description: z.array(z.number().int().min(0).max(STATEMENT_LIMITS.maxColumns)).min(1).max(5),
  })
  .refine((m) => (m.amount === undefined) !== (m.credit === undefined), {
    message: 'Choose either the amount column or the credit column.',
    path: ['amount'],
  });
export type StatementMapping = z.infer<typeof statementMappingSchema>;

export const saveStatementLayoutBodySchema = z.strictObject({
  headerKey: z.string().min(1).max(2000),
  mapping: statementMappingSchema,
});

export const statementLineSchema = z.object({
  _id: idSchema,
  postedOn: calendarDateSchema,
  amount: z.number(),
  description: z.string(),
  match: z.enum(STATEMENT_MATCHES),
  booking: z
    .object({
      _id: idSchema,
      bookingId: z.string().describe('The booking reference, e.g. BK-7K2M9Q'),
      total: z.number(),
      paymentStatus: z.string(),
      status: z.string(),
    })
    .nullable(),
  paymentId: idSchema.nullable(),
  resolvedAt: isoDateTimeSchema.nullable(),
  dismissed: z
    .object({
      at: isoDateTimeSchema,
      by: z.string().describe('Who dismissed it (their name when they did)'),
      reason: z.string(),
    })
    .nullable()
    .describe('Set aside by staff with a reason: no longer to act on (docs/decisions/103)'),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementImportSchema = statementCountsSchema.extend({
  _id: idSchema,
  fileName: z.string(),
  format: z.string(),
  importedBy: z.string().describe('Who imported it (their name when the import was made)'),
  createdAt: isoDateTimeSchema,
});
export type StatementImport = z.infer<typeof statementImportSchema>;

export const statementImportResponseSchema = z.object({
  import: statementImportSchema,
  lines: z.array(statementLineSchema),
});
export type StatementImportResponse = z.infer<typeof statementImportResponseSchema>;

export const statementImportsQuerySchema = listQuerySchema;
export const statementImportsResponseSchema = z.object({
  imports: z.array(statementImportSchema),
  total: z.number().int(),
});
export type StatementImportsResponse = z.infer<typeof statementImportsResponseSchema>;

export const verifyExactResponseSchema = z.object({
  verified: z.number().int().describe('Matches verified now'),
  skipped: z
    .number()
    .int()
    .describe('Exact matches no longer exact (the booking was paid or cancelled meanwhile)'),
});
export type VerifyExactResponse = z.infer<typeof verifyExactResponseSchema>;

// Staff's decisions on a mismatched or unmatched credit (issue 31 item 4; docs/decisions/103).
export const STATEMENT_LINE_LIMITS = { reasonMax: 500 } as const;

export const STATEMENT_LINE_MESSAGES = {
  lineNotFound: 'Statement line not found.',
  bookingNotFound: 'No booking has this reference: check it against the booking list.',
  alreadySettled: 'This credit was already linked to a booking or dismissed.',
  exactLine: 'This credit matches its booking exactly: verify it with the exact matches.',
  billedToPartner:
    'Its partner pays this booking on the monthly invoice: record the partner’s transfer on that invoice instead of verifying the booking.',
  bookingCancelled: 'This booking is cancelled: a credit cannot pay it.',
  alreadyPaid: 'This booking’s payment is already verified: dismiss the credit or refund it.',
} as const;

export const linkStatementLineBodySchema = z.strictObject({
  bookingRef: z
    .string()
    .trim()
    .max(20)
    .toUpperCase()
    .pipe(bookingRefSchema)
    .describe('The booking this credit pays, by its reference (BK-7K2M9Q)'),
});
export type LinkStatementLineBody = z.infer<typeof linkStatementLineBodySchema>;

export const dismissStatementLineBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Give the reason this credit is not a booking’s payment.' })
    .max(STATEMENT_LINE_LIMITS.reasonMax, {
      error: `Keep the reason under ${STATEMENT_LINE_LIMITS.reasonMax} characters.`,
    }),
});
export type DismissStatementLineBody = z.infer<typeof dismissStatementLineBodySchema>;

export const statementLineResponseSchema = z.object({ line: statementLineSchema });
export type StatementLineResponse = z.infer<typeof statementLineResponseSchema>;

// The GST report by quarter (issue 26 item 6; docs/decisions/090): what a Business Activity
// Statement asks for, from the invoices and adjustment notes issued in a quarter.
import { z } from 'zod';

export const GST_MESSAGES = {
  badQuarter: 'Choose a quarter like 2027-Q1.',
} as const;

// Calendar quarters: 2027-Q1 is January to March 2027, in Melbourne dates.
export const gstQuarterSchema = z
  .string({ error: GST_MESSAGES.badQuarter })
  .trim()
  .toUpperCase()
  .regex(/^(20\d\d)-Q[1-4]$/, { error: GST_MESSAGES.badQuarter });

export const gstReportQuerySchema = z.object({
  quarter: gstQuarterSchema,
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).optional(),
});

const figure = z.object({
  count: z.number().int(),
  total: z.number().describe('Dollars, GST included'),
  gst: z.number().describe('Dollars'),
});

export const gstDocumentSchema = z.object({
  kind: z.enum(['Invoice', 'Adjustment note']),
  number: z.string(),
  // YYYY-MM-DD, Melbourne.
  date: z.string(),
  bookingRef: z.string(),
  customer: z.string(),
  taxInvoice: z
    .boolean()
    .describe('A tax invoice (or the note of one); false: an invoice without GST'),
  // The invoice an adjustment note adjusts; null for an invoice.
  invoiceNumber: z.string().nullable(),
  // Negative for an adjustment note: it takes the amount back.
  total: z.number(),
  gst: z.number(),
});
export type GstDocument = z.infer<typeof gstDocumentSchema>;

export const gstReportSchema = z.object({
  quarter: z.string(),
  // First and last Melbourne day of the quarter.
  from: z.string(),
  to: z.string(),
  // The same months as the ATO's financial-year quarter ("Q3 2026–27").
  financialYearQuarter: z.string(),
  sales: figure.describe('Invoices issued in the quarter'),
  refunds: figure.describe('Adjustment notes issued in the quarter'),
  net: z.object({ total: z.number(), gst: z.number() }),
  bas: z
    .object({
      g1TotalSales: z.number(),
      gstOnSales1A: z.number(),
      decreasingAdjustments: z.number(),
    })
    .describe('G1 (total sales, GST included), 1A (GST on sales), and the GST of the refunds'),
  documents: z.array(gstDocumentSchema),
});
export type GstReport = z.infer<typeof gstReportSchema>;

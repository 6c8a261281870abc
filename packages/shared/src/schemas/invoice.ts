import { z } from 'zod';

import { isoDateTimeSchema } from './common.ts';

// Invoices (docs/decisions/061): the texts both apps show. The PDF itself is
// GET /api/booking/{id}/invoice (the owner) or GET /api/admin/bookings/{id}/invoice.
export const INVOICE_MESSAGES = {
  notReady: 'Your invoice will be ready once your payment has been verified.',
  download: 'Download invoice',
  downloadFailed: 'The invoice could not be downloaded. Please try again.',
  // Re-issuing a plain invoice as a tax invoice (docs/decisions/079): staff-facing.
  noInvoice: 'This booking has no invoice yet.',
  alreadyTaxInvoice: 'This invoice is already a tax invoice.',
  abnMissing:
    'Enter the business’s ABN in the Content tab before re-issuing invoices as tax invoices.',
  notRegistered: 'The business is not registered for GST, so it cannot issue tax invoices.',
  issuedUnregistered:
    'This invoice was issued while the business was not registered for GST: it cannot become a tax invoice.',
} as const;

// POST /api/admin/bookings/{id}/invoice/reissue: the booking's invoice now.
export const reissuedInvoiceResponseSchema = z.object({
  invoice: z.object({
    number: z.string().describe('The new number: INV-000007'),
    issuedAt: isoDateTimeSchema,
    taxInvoice: z.literal(true),
    replaces: z.string().describe('The number of the invoice it replaces'),
  }),
});
export type ReissuedInvoice = z.infer<typeof reissuedInvoiceResponseSchema>;

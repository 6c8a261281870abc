// Invoices (docs/decisions/061): the texts both apps show. The PDF itself is
// GET /api/booking/{id}/invoice (the owner) or GET /api/admin/bookings/{id}/invoice.
export const INVOICE_MESSAGES = {
  notReady: 'Your invoice will be ready once your payment has been verified.',
  download: 'Download invoice',
  downloadFailed: 'The invoice could not be downloaded. Please try again.',
} as const;

import type { FastifyInstance } from 'fastify';

import { addDays, melbourneDate, melbourneInstant } from '@landed/shared/dates';
import type { GstDocument, GstReport } from '@landed/shared/schemas/reports';

import { csvAmount, toCsv } from '#server/lib/csv.ts';
import { formatInvoiceNumber } from '#server/plugins/app/bookings/bookings-repository.ts';

const dollars = (cents: number) => Math.round(cents) / 100;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

// "2027-Q1" → its first Melbourne day and the first day of the next quarter. Calendar quarters
// (docs/decisions/090).
export function quarterDays(quarter: string): {
  first: string;
  next: string;
  year: number;
  q: number;
} {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(-1));
  const month = (q - 1) * 3 + 1;
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = q === 4 ? `${year + 1}-01-01` : `${year}-${String(month + 3).padStart(2, '0')}-01`;
  return { first, next, year, q };
}

// The ATO's quarter of the financial year (July to June) with the same months: 2027-Q1 is
// "Q3 2026–27".
function financialYearQuarter({ year, q }: { year: number; q: number }): string {
  const fyStart = q <= 2 ? year - 1 : year;
  const fyQuarter = q <= 2 ? q + 2 : q - 2;
  return `Q${fyQuarter} ${fyStart}–${String((fyStart + 1) % 100).padStart(2, '0')}`;
}

// GET /api/admin/reports/gst: the invoices and adjustment notes issued in the quarter (Melbourne
// days), their totals and GST, and the net; the figures a Business Activity Statement asks for.
export async function getGstReport(
  app: FastifyInstance,
  { quarter }: { quarter: string },
): Promise<GstReport> {
  const days = quarterDays(quarter);
  const range = { from: melbourneInstant(days.first), to: melbourneInstant(days.next) };
  const [sold, adjusted] = await Promise.all([
    app.gstRepository.invoicesIssued(range),
    app.gstRepository.adjustmentNotesIssued(range),
  ]);
  const documents: GstDocument[] = [
    ...sold.map((row) => ({
      kind: 'Invoice' as const,
      number: text(row.content.number) || formatInvoiceNumber(row.number),
      date: melbourneDate(row.issuedAt),
      bookingRef: row.bookingRef,
      customer: text((row.content.buyer as { name?: unknown } | undefined)?.name),
      taxInvoice: row.content.title === 'Tax invoice',
      invoiceNumber: null,
      total: dollars(row.totalCents),
      gst: dollars(row.gstCents),
    })),
    ...adjusted.map((row) => ({
      kind: 'Adjustment note' as const,
      number: text(row.content.number) || `AN-${String(row.number).padStart(6, '0')}`,
      date: melbourneDate(row.issuedAt),
      bookingRef: row.bookingRef,
      customer: text((row.content.buyer as { name?: unknown } | undefined)?.name),
      // Adjustment notes are issued for tax invoices only (issue 26 item 3).
      taxInvoice: true,
      invoiceNumber: formatInvoiceNumber(row.invoiceNumber),
      total: -dollars(row.amountCents),
      gst: -dollars(row.gstCents),
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));

  const sum = (rows: Array<{ cents: number }>) => rows.reduce((all, r) => all + r.cents, 0);
  const salesCents = sum(sold.map((r) => ({ cents: r.totalCents })));
  const salesGstCents = sum(sold.map((r) => ({ cents: r.gstCents })));
  const refundCents = sum(adjusted.map((r) => ({ cents: r.amountCents })));
  const refundGstCents = sum(adjusted.map((r) => ({ cents: r.gstCents })));
  return {
    quarter,
    from: days.first,
    to: addDays(days.next, -1),
    financialYearQuarter: financialYearQuarter(days),
    sales: { count: sold.length, total: dollars(salesCents), gst: dollars(salesGstCents) },
    refunds: { count: adjusted.length, total: dollars(refundCents), gst: dollars(refundGstCents) },
    net: { total: dollars(salesCents - refundCents), gst: dollars(salesGstCents - refundGstCents) },
    bas: {
      g1TotalSales: dollars(salesCents),
      gstOnSales1A: dollars(salesGstCents),
      decreasingAdjustments: dollars(refundGstCents),
    },
    documents,
  };
}

const money = (value: number) => csvAmount(value);

// The same report as a CSV for the accountant: every document, then the totals; amounts are
// number cells, credits negative, so they sum in Excel or Xero (docs/decisions/104).
export function gstReportCsv(report: GstReport): string {
  const blank = ['', '', '', '', '', ''];
  return toCsv({
    columns: [
      'Type',
      'Number',
      'Date',
      'Booking',
      'Customer',
      'Tax invoice',
      'Original invoice',
      'Total (AUD, incl. GST)',
      'GST (AUD)',
    ],
    rows: [
      ...report.documents.map((d) => [
        d.kind,
        d.number,
        d.date,
        d.bookingRef,
        d.customer,
        d.taxInvoice ? 'yes' : 'no',
        d.invoiceNumber ?? '',
        money(d.total),
        money(d.gst),
      ]),
      [
        `Sales (G1 total sales, 1A GST on sales) ${report.from} to ${report.to}`,
        ...blank,
        money(report.sales.total),
        money(report.sales.gst),
      ],
      [
        'Refunds (adjustment notes; decreasing adjustments)',
        ...blank,
        money(-report.refunds.total),
        money(-report.refunds.gst),
      ],
      [
        `Net for ${report.quarter} (${report.financialYearQuarter})`,
        ...blank,
        money(report.net.total),
        money(report.net.gst),
      ],
    ],
  });
}

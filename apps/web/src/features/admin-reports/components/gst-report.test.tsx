import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { GstReport as Report } from '@landed/shared/schemas/reports';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { GstReport, countOf, recentQuarters } from './gst-report.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const report = (quarter: string): Report => ({
  quarter,
  from: '2027-01-01',
  to: '2027-03-31',
  financialYearQuarter: 'Q3 2026–27',
  sales: { count: 2, total: 255, gst: 16.36 },
  refunds: { count: 1, total: 90, gst: 8.18 },
  net: { total: 165, gst: 8.18 },
  bas: { g1TotalSales: 255, gstOnSales1A: 16.36, decreasingAdjustments: 8.18 },
  documents: [
    {
      kind: 'Adjustment note',
      number: 'AN-000001',
      date: '2027-02-10',
      bookingRef: 'BK-7K2M9Q',
      customer: 'Mei Chen',
      taxInvoice: true,
      invoiceNumber: 'INV-000002',
      total: -90,
      gst: -8.18,
    },
  ],
});

describe('GST by quarter (docs/decisions/090)', () => {
  it('lists the last eight quarters, newest first, named as a BAS names them', () => {
    const quarters = recentQuarters('2027-02-10').map((q) => q.value);
    expect(quarters).toEqual([
      '2027-Q1',
      '2026-Q4',
      '2026-Q3',
      '2026-Q2',
      '2026-Q1',
      '2025-Q4',
      '2025-Q3',
      '2025-Q2',
    ]);
    expect(recentQuarters('2027-12-31')[0]).toEqual({
      value: '2027-Q4',
      label: 'Oct–Dec 2027 (Q2 2027–28)',
    });
    expect(recentQuarters('2026-08-01')[0]).toEqual({
      value: '2026-Q3',
      label: 'Jul–Sep 2026 (Q1 2026–27)',
    });
    expect(recentQuarters('2026-04-01')[0]!.label).toBe('Apr–Jun 2026 (Q4 2025–26)');
    expect(recentQuarters('2026-01-01')[0]!.label).toBe('Jan–Mar 2026 (Q3 2025–26)');
  });

  it('opens on the current quarter, shows its figures and documents, and asks again for another quarter', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        jsonResponse(report(new URL(String(input), 'http://x').searchParams.get('quarter')!)),
      );
    renderWithApp(<GstReport today="2027-05-02" />, { signedIn: true });
    const section = await screen.findByRole('region', { name: 'GST by quarter' });
    expect(await within(section).findByText('$255')).toBeVisible();
    expect(within(section).getByText('GST on sales (1A)').nextSibling).toHaveTextContent('$16.36');
    expect(within(section).getByText('AN-000001')).toBeVisible();
    expect(within(section).getByText('for INV-000002')).toBeVisible();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/admin/reports/gst?quarter=2027-Q2');
    expect(within(section).getByLabelText('Quarter')).toHaveDisplayValue(
      'Apr–Jun 2027 (Q4 2026–27)',
    );
    // Counted as people count: "2 invoices", "1 adjustment note".
    expect(within(section).getByText('Total sales (G1), 2 invoices')).toBeVisible();
    expect(within(section).getByText('Refunds, 1 adjustment note')).toBeVisible();
    fireEvent.change(within(section).getByLabelText('Quarter'), { target: { value: '2027-Q1' } });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).endsWith('quarter=2027-Q1'))).toBe(
        true,
      ),
    );
  });
});

describe('counting (issue 33)', () => {
  it('says 1 invoice and 2 invoices', () => {
    expect(countOf(1, 'invoice')).toBe('1 invoice');
    expect(countOf(2, 'invoice')).toBe('2 invoices');
    expect(countOf(0, 'adjustment note')).toBe('0 adjustment notes');
  });
});

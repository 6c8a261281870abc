import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { GstReport as Report } from '@landed/shared/schemas/reports';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { GstReport, recentQuarters } from './gst-report.tsx';

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
  it('lists the last eight calendar quarters, newest first', () => {
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
      label: '2027-Q4 (Oct–Dec 2027)',
    });
  });

  it('shows the last finished quarter’s figures and documents, and asks again for another quarter', async () => {
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
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/admin/reports/gst?quarter=2027-Q1');
    fireEvent.change(within(section).getByLabelText('Quarter'), { target: { value: '2026-Q4' } });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).endsWith('quarter=2026-Q4'))).toBe(
        true,
      ),
    );
  });
});

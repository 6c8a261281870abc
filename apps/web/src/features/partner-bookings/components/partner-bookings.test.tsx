import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PartnerBooking, PartnerImportPreview } from '@landed/shared/schemas/partner-bookings';

import { toast } from '#web/lib/toast.ts';
import { jsonResponse, renderWithApp } from '#web/test/render.tsx';

import { ApprovalsQueue } from './approvals-queue.tsx';
import { PartnerBookingsList } from './partner-bookings-list.tsx';
import { rowsToFix, StudentsUpload } from './students-upload.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const IMPORT = '33333333-3333-4333-8333-333333333333';
const HEADER_LINE = 'external_id,name,email,phone,student_id,university,package';
const FILE = `\uFEFF${HEADER_LINE}\r\n,Mei Chen,mei@example.com,,,,Standard\r\n,Ravi,not-an-email,,,,Standard\r\n`;
const preview: PartnerImportPreview = {
  importId: IMPORT,
  rows: [
    {
      line: 2,
      ok: true,
      problems: [],
      studentEmail: 'mei@example.com',
      studentName: 'Mei Chen',
      preferredDate: '2027-02-14',
      packageName: 'Standard',
      price: 180,
    },
    {
      line: 3,
      ok: false,
      problems: ['"not-an-email" is not a valid e-mail address.'],
      studentEmail: 'not-an-email',
      studentName: 'Ravi',
      preferredDate: '2027-02-14',
      packageName: 'Standard',
      price: null,
    },
  ],
};

const waiting: PartnerBooking = {
  _id: '55555555-5555-4555-8555-555555555555',
  bookingId: 'BK-9CSYFH',
  studentName: 'Aisha Rahman',
  studentEmail: 'aisha@example.com',
  studentId: 's1234567',
  packageName: 'Standard',
  preferredDate: '2027-02-20',
  arrivalTime: '',
  flightNumber: '',
  status: 'Pending',
  paymentStatus: 'Not Paid',
  totalPrice: 180,
  source: 'university',
  billedToPartner: false,
  approvalStatus: 'Awaiting',
  approvalReason: null,
  studentConsent: null,
  consentedAt: '2027-01-15T00:00:00.000Z',
  createdAt: '2027-01-15T00:00:00.000Z',
};

function serve(decided: PartnerBooking['approvalStatus'] = 'Declined', listed = waiting) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body });
    if (url.endsWith('/api/partner/imports')) return jsonResponse(preview);
    if (url.endsWith('/confirm')) return jsonResponse({ created: 1, skipped: 1 });
    if (method === 'POST' && url.includes('/api/partner/approvals/')) {
      return jsonResponse({ booking: { ...waiting, approvalStatus: decided } });
    }
    return jsonResponse({ bookings: [listed], total: 1 });
  });
  return calls;
}

describe('the CSV upload', () => {
  it('previews every row with its problems, and books the ready rows on Confirm', async () => {
    const calls = serve();
    const { user } = renderWithApp(<StudentsUpload billedToYou />, { signedIn: true });
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File([FILE], 'students.csv', { type: 'text/csv' }),
    );
    const table = await screen.findByRole('table', {
      name: 'The rows of the file and their problems',
    });
    expect(within(table).getByTestId('import-row-3')).toHaveTextContent(
      '"not-an-email" is not a valid e-mail address.',
    );
    // What confirming costs the partner (issue 33 item 6).
    expect(within(table).getByTestId('import-row-2')).toHaveTextContent('$180');
    expect(
      screen.getByText('1 of 2 rows ready to book, for $180 in all, on your next monthly invoice.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm and book 1' }));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(`/${IMPORT}/confirm`))).toBe(
      true,
    );
    // The row not booked stays, with its problem, and its line of the file can be downloaded.
    const left = await screen.findByTestId('rows-not-booked');
    expect(left).toHaveTextContent('1 row was not booked');
    expect(left).toHaveTextContent('"not-an-email" is not a valid e-mail address.');
    expect(within(left).getByRole('button', { name: 'Download these rows to fix' })).toBeVisible();
  });

  it('cuts the rows to fix out of the file, under its header', () => {
    expect(rowsToFix(FILE, [3])).toBe(`${HEADER_LINE}\n,Ravi,not-an-email,,,,Standard\n`);
  });
});

describe('the approval queue', () => {
  it('shows the student ID to check and declines only with a reason', async () => {
    const calls = serve();
    const { user } = renderWithApp(<ApprovalsQueue />, { signedIn: true });
    const row = await screen.findByTestId('approval-BK-9CSYFH');
    expect(row).toHaveTextContent('s1234567');
    await user.click(within(row).getByRole('button', { name: 'Decline...' }));
    expect(within(row).getByRole('button', { name: 'Decline' })).toBeDisabled();
    await user.type(within(row).getByLabelText(/Reason/), 'Not enrolled.');
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    const decision = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(decision!.body))).toEqual({ approve: false, reason: 'Not enrolled.' });
  });

  // Issue 31: a booking already paid or confirmed is not cancelled by the partner's decline.
  it('says a decline of a paid or confirmed booking is a request Landed settles', async () => {
    serve('Decline requested');
    const { user } = renderWithApp(<ApprovalsQueue />, { signedIn: true });
    const row = await screen.findByTestId('approval-BK-9CSYFH');
    await user.click(within(row).getByRole('button', { name: 'Decline...' }));
    await user.type(within(row).getByLabelText(/Reason/), 'Not enrolled.');
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        expect.stringMatching(/^BK-9CSYFH: decline requested\. .*refund the student/),
      ),
    );
  });
});

describe('the bookings list', () => {
  // Issue 31: as the student, staff and the board read it.
  it('reads "Invoiced to" the partner for a booking on its account', async () => {
    serve('Declined', { ...waiting, billedToPartner: true, approvalStatus: null });
    renderWithApp(<PartnerBookingsList partnerName="Monash University" />, { signedIn: true });
    expect(await screen.findByText('Invoiced to Monash University')).toBeInTheDocument();
    expect(screen.queryByText(/Not Paid/)).not.toBeInTheDocument();
  });
});

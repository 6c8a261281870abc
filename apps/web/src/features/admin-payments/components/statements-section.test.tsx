import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type {
  StatementImportResponse,
  StatementNeedsMapping,
} from '@landed/shared/schemas/statements';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';

import { StatementsSection } from './statements-section.tsx';

vi.mock('#web/lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const IMPORT = '33333333-3333-4333-8333-333333333333';
const counts = { credits: 3, exact: 1, mismatched: 1, unmatched: 1, duplicates: 0 };
const imported: StatementImportResponse = {
  import: {
    _id: IMPORT,
    fileName: 'commbank.csv',
    format: 'csv:commbank',
    importedBy: 'Ana Agent',
    createdAt: '2027-01-15T00:00:00.000Z',
    ...counts,
  },
  lines: (['exact', 'mismatched', 'unmatched'] as const).map((match, i) => ({
    _id: `4444444${i}-4444-4444-8444-444444444444`,
    postedOn: '2027-01-04',
    amount: [180, 175, 300][i]!,
    description: `Line ${match}`,
    match,
    booking:
      match === 'unmatched'
        ? null
        : {
            _id: '55555555-5555-4555-8555-555555555555',
            bookingId: 'BK-9CSYFH',
            total: 180,
            paymentStatus: 'Not Paid',
            status: 'Pending',
          },
    paymentId: null,
    resolvedAt: null,
    dismissed: null,
  })),
};
const mapping: StatementNeedsMapping = {
  needsMapping: true,
  message: 'We could not tell which columns…',
  headerKey: 'posted|details|money in|money out',
  hasHeader: true,
  columns: ['Posted', 'Details', 'Money in', 'Money out'],
  sample: [['2027-01-11', 'Transfer BK-9CSYFH', '12.34', '']],
};

// The Finance screen against a server that answers `upload` to the first import.
function serve(upload: unknown, { linkStatus = 200 } = {}) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  let uploads = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body });
    if (method === 'POST' && url.endsWith('/api/admin/statements')) {
      uploads += 1;
      return jsonResponse(
        uploads === 1 ? upload : { importId: IMPORT, format: 'csv:mapped', ...counts },
      );
    }
    if (method === 'PUT') return new Response(null, { status: 204 });
    if (url.endsWith('/verify-exact')) return jsonResponse({ verified: 1, skipped: 0 });
    if (url.endsWith('/link')) {
      return jsonResponse(
        { message: 'Its partner pays this booking on the monthly invoice.' },
        linkStatus,
      );
    }
    if (url.endsWith('/dismiss')) return jsonResponse({ line: imported.lines[2] });
    if (url.includes(`/api/admin/statements/${IMPORT}`)) return jsonResponse(imported);
    return jsonResponse({ imports: [imported.import], total: 1 });
  });
  return calls;
}

// The screen, with commbank.csv chosen and imported.
async function importCommbank() {
  const { user } = renderWithApp(<StatementsSection />, { signedIn: true });
  await user.upload(
    screen.getByLabelText(/Statement \(CommBank/),
    new File(['x'], 'commbank.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'Import statement' }));
  return user;
}

describe('the Finance screen', () => {
  it('imports a statement, lists exact, mismatched and unmatched credits, and verifies the exact ones in one click', async () => {
    const calls = serve({ importId: IMPORT, format: 'csv:commbank', ...counts });
    const user = await importCommbank();

    const exact = await screen.findByRole('region', { name: 'Exact matches' });
    expect(within(exact).getByText('Line exact')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: /Amount mismatches/ })).getByText('$175'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: /Unmatched credits/ })).getByText('Line unmatched'),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Statement imports' })).toHaveTextContent(
      'Ana Agent',
    );

    await user.click(screen.getByRole('button', { name: 'Verify all exact matches (1)' }));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/verify-exact'))).toBe(true);
  });

  it('asks for the columns of a layout it does not know, remembers them, and imports again', async () => {
    const calls = serve(mapping);
    const { user } = renderWithApp(<StatementsSection />, { signedIn: true });
    await user.upload(
      screen.getByLabelText(/Statement \(CommBank/),
      new File(['x'], 'mapped.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    const form = await screen.findByRole('form', { name: "Map the statement's columns" });
    await user.selectOptions(within(form).getByLabelText('Money in is'), 'credit');
    await user.selectOptions(within(form).getByLabelText('Credit'), '2');
    await user.selectOptions(within(form).getByLabelText('Description'), '1');
    await user.click(
      within(form).getByRole('button', { name: 'Remember these columns and import' }),
    );

    await screen.findByRole('region', { name: 'Exact matches' });
    const saved = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(String(saved!.body))).toEqual({
      headerKey: mapping.headerKey,
      mapping: { hasHeader: true, date: 0, credit: 2, description: [1] },
    });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('links a mismatched credit to a booking, says why the server refuses, and dismisses an unmatched one with a reason', async () => {
    const calls = serve(
      { importId: IMPORT, format: 'csv:commbank', ...counts },
      { linkStatus: 409 },
    );
    const user = await importCommbank();
    const exact = await screen.findByRole('region', { name: 'Exact matches' });
    // An exact match is verified with the others, not decided alone.
    expect(within(exact).queryByRole('button', { name: /Link to booking/ })).toBeNull();

    const mismatched = screen.getByRole('region', { name: /Amount mismatches/ });
    await user.click(within(mismatched).getByRole('button', { name: /^Link to booking/ }));
    const link = await screen.findByRole('dialog', { name: 'Link to booking' });
    const confirm = within(link).getByRole('button', { name: 'Link and verify payment' });
    expect(confirm).toBeDisabled();
    await user.type(within(link).getByLabelText('Booking reference'), ' BK-9CSYFH ');
    await user.click(confirm);
    expect(await within(link).findByText(/partner pays this booking/)).toBeVisible();
    const linked = calls.find((c) => c.url.endsWith(`/lines/${imported.lines[1]!._id}/link`));
    expect(linked?.method).toBe('POST');
    expect(JSON.parse(String(linked!.body))).toEqual({ bookingRef: 'BK-9CSYFH' });
    await user.click(within(link).getByRole('button', { name: 'Cancel' }));

    const unmatched = screen.getByRole('region', { name: /Unmatched credits/ });
    await user.click(within(unmatched).getByRole('button', { name: /^Dismiss/ }));
    const dismiss = await screen.findByRole('dialog', { name: 'Dismiss credit' });
    await user.type(within(dismiss).getByLabelText(/Reason/), 'Rent from a tenant');
    await user.click(within(dismiss).getByRole('button', { name: 'Dismiss' }));
    const dismissed = calls.find((c) => c.url.endsWith(`/lines/${imported.lines[2]!._id}/dismiss`));
    expect(JSON.parse(String(dismissed!.body))).toEqual({ reason: 'Rent from a tenant' });
  });

  it('shows a dismissed credit apart, with its reason and who, and no actions', async () => {
    const line = imported.lines[2]!;
    imported.lines[2] = {
      ...line,
      dismissed: { at: '2027-01-16T00:00:00.000Z', by: 'Ana Agent', reason: 'Rent from a tenant' },
    };
    try {
      serve({ importId: IMPORT, format: 'csv:commbank', ...counts });
      await importCommbank();
      const gone = await screen.findByRole('region', { name: /Unmatched credits/ });
      expect(within(gone).queryByText('Line unmatched')).toBeNull();
      const shown = screen.getByRole('region', { name: 'Dismissed credits' });
      expect(within(shown).getByText('Line unmatched')).toBeVisible();
      expect(shown).toHaveTextContent('Rent from a tenant');
      expect(shown).toHaveTextContent('by Ana Agent');
      expect(within(shown).queryByRole('button')).toBeNull();
    } finally {
      imported.lines[2] = line;
    }
  });
});

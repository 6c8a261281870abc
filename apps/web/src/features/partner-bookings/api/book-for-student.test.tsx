import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '#web/test/render.tsx';
import { useBookForStudent } from './book-for-student.ts';
import { useConfirmStudentsUpload } from './confirm-students-upload.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

// Issue 33 item 6: a booking made for a student shows on the arrivals board and in the
// "Not yet invoiced" total at once, without a reload.
describe("a partner's booking", () => {
  // Each hook as "send this": the body does not matter to what is refreshed.
  const send: Array<[string, () => { mutateAsync: (input: never) => Promise<unknown> }, unknown]> =
    [
      ['one student', () => useBookForStudent(), {}],
      ['a confirmed file', () => useConfirmStudentsUpload(), 'import-1'],
    ];
  it.each(send)('(%s) refreshes everything the portal shows', async (_, hook, input) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({}));
    const client = new QueryClient();
    const arrivals = vi.fn(async () => ({ arrivals: [] }));
    const invoices = vi.fn(async () => ({ invoices: [] }));
    await client.prefetchQuery({ queryKey: ['partner', 'arrivals', {}], queryFn: arrivals });
    await client.prefetchQuery({ queryKey: ['partner', 'invoices'], queryFn: invoices });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(hook, { wrapper });
    await act(async () => {
      await result.current.mutateAsync(input as never);
    });
    await waitFor(() =>
      expect(client.getQueryState(['partner', 'arrivals', {}])?.isInvalidated).toBe(true),
    );
    expect(client.getQueryState(['partner', 'invoices'])?.isInvalidated).toBe(true);
  });
});

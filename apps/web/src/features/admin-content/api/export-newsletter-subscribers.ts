import { api } from '#web/config/api-endpoints.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { readSession } from '#web/lib/storage.ts';

// The newsletter's subscribers as CSV, saved under today's date.
export async function exportNewsletterSubscribers(): Promise<void> {
  const { token } = readSession();
  const response = await fetch(api.adminNewsletterExport, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      message: `Request failed with status: ${response.status}`,
    });
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = `landed-newsletter-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

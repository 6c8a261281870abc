// Real downloads (a CSV export, a user's document) through fetch with the bearer token (a plain
// link could not carry it); the file keeps the name the server gives it.
import { ApiError } from './api-client.ts';
import { readSession } from './storage.ts';

export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const { token } = readSession();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({
      status: response.status,
      message: body?.message ?? `Request failed with status: ${response.status}`,
      fromServer: Boolean(body?.message),
    });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name =
    /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ??
    /filename="([^"]+)"/.exec(disposition)?.[1];
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

import { api } from '#web/config/api-endpoints.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { readSession } from '#web/lib/storage.ts';

// Downloads go through fetch with the bearer token (a plain link could not carry it), then
// the browser saves the file under its own name.
export async function downloadDocument({
  id,
  fileName,
}: {
  id: string;
  fileName: string;
}): Promise<void> {
  const { token } = readSession();
  const response = await fetch(api.document(id), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      message: `Request failed with status: ${response.status}`,
    });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

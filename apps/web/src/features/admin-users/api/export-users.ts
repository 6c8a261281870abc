import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// The user list as CSV, under the list's search.
export function exportUsers({ search }: { search: string }): Promise<void> {
  return downloadFile(
    `${api.adminUsersExport}${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    'landed-users.csv',
  );
}

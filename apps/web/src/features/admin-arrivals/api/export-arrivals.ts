import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';
import type { ArrivalsParams } from './get-arrivals.ts';
import { arrivalsSearch } from './get-arrivals.ts';

// The board's days and filters as CSV (the whole range, not only the page shown).
export function exportArrivals(params: ArrivalsParams): Promise<void> {
  return downloadFile(
    `${api.adminArrivalsExport}?${arrivalsSearch(params)}`,
    `landed-arrivals-${params.from}-to-${params.to}.csv`,
  );
}

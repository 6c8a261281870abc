// A booking's adjustment notes (issue 26; docs/decisions/087), under /api/admin/bookings, for
// anyone who may read bookings, like its invoice.
import { adjustmentNoteDownload } from '#server/routes/adjustment-note-download.ts';

export default adjustmentNoteDownload({
  summary: 'Download an adjustment note of a booking (PDF)',
  ownBookingsOnly: false,
});

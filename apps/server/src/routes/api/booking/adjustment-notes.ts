// The adjustment notes of a student's own booking (issue 26; docs/decisions/087), beside its
// invoice. Registered inside the booking routes, behind their sign-in hook; another user's
// booking answers 404.
import { adjustmentNoteDownload } from '#server/routes/adjustment-note-download.ts';

export default adjustmentNoteDownload({
  summary: 'Download an adjustment note of one of your bookings (PDF)',
  ownBookingsOnly: true,
});

// The package a signed-out visitor chose before being asked to sign in (issue 33 item 3): kept
// in this tab for an hour, so the booking dialog opens again on it once they have signed in or
// made an account, instead of leaving them on the home page to find it again.
import type { BookingSelection } from '@landed/shared/schemas/booking';
import { bookingSelectionSchema } from '@landed/shared/schemas/booking';

const KEY = 'landed.pendingSelection';
const KEEP_MS = 60 * 60 * 1000;

export function keepPendingSelection(selection: BookingSelection): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ selection, at: Date.now() }));
  } catch {
    // Storage refused (private mode): they choose again after signing in.
  }
}

// The kept choice, once: it is forgotten as it is read.
export function takePendingSelection(): BookingSelection | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const { selection, at } = JSON.parse(raw) as { selection?: unknown; at?: unknown };
    if (typeof at !== 'number' || Date.now() - at > KEEP_MS) return null;
    const parsed = bookingSelectionSchema.safeParse(selection);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

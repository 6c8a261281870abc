import type { BookingSelection } from '@landed/shared/schemas/booking';

// What "Book Now" and "Book Custom Package" call with the chosen package (the route opens the
// booking modal with it).
export type OnBook = (selection: BookingSelection) => void;

// SEAM (bookings issue): the booking modal of public §2 is built by the bookings issue. Until
// it lands this says plainly that online booking is not open yet; it never fakes a booking.
import type { BookingSelection } from '../types.ts';

export type BookingModalProps = {
  selection: BookingSelection | null;
  onClose: () => void;
};

export function BookingModal({ selection, onClose }: BookingModalProps) {
  if (!selection) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="booking-unavailable"
      className="fixed inset-0 z-50 grid place-items-center bg-slate-900/50 p-4"
    >
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <h2 id="booking-unavailable" className="text-xl font-bold text-slate-900">
          {selection.name}
        </h2>
        <p className="mt-3 text-slate-700">
          Online booking is opening soon. Contact us to book this package today.
        </p>
        <button
          type="button"
          onClick={onClose}
          className="mt-6 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Close
        </button>
      </div>
    </div>
  );
}

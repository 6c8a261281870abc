// SEAM (bookings issue): the booking modal of public §2 is built by the bookings issue. Until
// it lands this says plainly that online booking is not open yet; it never fakes a booking.
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { BookingSelection } from '../types.ts';

export type BookingModalProps = {
  selection: BookingSelection | null;
  onClose: () => void;
};

export function BookingModal({ selection, onClose }: BookingModalProps) {
  return (
    <Dialog open={selection !== null} onClose={onClose} title={selection?.name ?? ''}>
      <p className="text-slate-700">
        Online booking is opening soon. Contact us to book this package today.
      </p>
    </Dialog>
  );
}

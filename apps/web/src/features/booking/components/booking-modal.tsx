import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { melbourneDate } from '@landed/shared/dates';
import { formatMoney } from '@landed/shared/money';
import type { BookingContact, BookingSelection } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES, bookingContactSchema } from '@landed/shared/schemas/booking';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';
import { useCreateBooking } from '#web/features/booking/api/create-booking.ts';

export type BookingModalProps = {
  selection: BookingSelection | null;
  onClose: () => void;
};

const NOT_READY = 'You must be logged in and select a valid package to book.';
const CLOSE_AFTER_MS = 2500;

// The form checks the date against today in Melbourne too; the server decides.
const formSchema = bookingContactSchema.refine(
  (v) => v.preferredDate >= melbourneDate(new Date()),
  {
    error: BOOKING_MESSAGES.dateInPast,
    path: ['preferredDate'],
  },
);

function Summary({ selection }: { selection: BookingSelection }) {
  return (
    <section
      aria-label="Package summary"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="font-semibold text-slate-900">{selection.name}</h3>
        <span className="text-lg font-bold text-brand-800">{selection.price}</span>
      </div>
      {selection.kind === 'package' ? (
        <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
          {selection.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {selection.services.map((s) => (
            <li key={s.optionId} className="flex justify-between gap-4">
              <span>
                {s.serviceName}: {s.optionName}
              </span>
              <span>{formatMoney(Math.round(s.price * 100))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingForm({
  selection,
  onBooked,
}: {
  selection: BookingSelection;
  onBooked: (bookingId: string) => void;
}) {
  const { userId, userName, user } = useSession();
  const createBooking = useCreateBooking();
  const [notReady, setNotReady] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingContact>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      userName: userName ?? '',
      email: user?.email ?? '',
      phone: '',
      preferredDate: '',
      arrivalTime: '',
      flightNumber: '',
      notes: '',
    },
  });

  const submit = handleSubmit((contact) => {
    const valid =
      selection.kind === 'package' ? Boolean(selection.packageId) : selection.services.length > 0;
    if (!userId || !selection.name || !valid) {
      setNotReady(true);
      return;
    }
    setNotReady(false);
    createBooking.mutate(
      {
        ...contact,
        userId,
        packageName: selection.name,
        totalPrice: selection.totalPrice,
        bookingDate: melbourneDate(new Date()),
        ...(selection.kind === 'package'
          ? { packageId: selection.packageId }
          : { customSelections: selection.services.map((s) => ({ optionId: s.optionId })) }),
      },
      { onSuccess: ({ bookingId }) => onBooked(bookingId) },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.userName?.message}
        {...register('userName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Arrival Date"
        type="date"
        min={melbourneDate(new Date())}
        error={errors.preferredDate?.message}
        {...register('preferredDate')}
      />
      <TextField
        label="Arrival Time (optional)"
        type="time"
        error={errors.arrivalTime?.message}
        {...register('arrivalTime')}
      />
      <TextField
        label="Flight Number (optional)"
        placeholder="QF10"
        error={errors.flightNumber?.message}
        {...register('flightNumber')}
      />
      <TextArea
        label="Notes (optional)"
        className="sm:col-span-2"
        error={errors.notes?.message}
        {...register('notes')}
      />
      {(notReady || createBooking.isError) && (
        <div className="sm:col-span-2">
          <Alert>
            {notReady ? NOT_READY : errorMessage(createBooking.error, 'Booking failed.')}
          </Alert>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" className="w-full" disabled={createBooking.isPending}>
          {createBooking.isPending ? 'Processing...' : 'Confirm Booking'}
        </Button>
      </div>
    </form>
  );
}

// The booking modal of public §2: summary, the form, then 'Booking Confirmed!' with the
// booking id, closing after 2.5 s to the dashboard.
export function BookingModal({ selection, onClose }: BookingModalProps) {
  const navigate = useNavigate();
  const [bookedId, setBookedId] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!selection) setBookedId(null);
  }, [selection]);

  const onBooked = (bookingId: string) => {
    setBookedId(bookingId);
    timer.current = window.setTimeout(() => {
      onClose();
      navigate(paths.dashboard);
    }, CLOSE_AFTER_MS);
  };

  return (
    <Dialog
      open={selection !== null}
      onClose={bookedId ? () => undefined : onClose}
      dismissible={!bookedId}
      size="lg"
      title={bookedId ? 'Booking Confirmed!' : `Book ${selection?.name ?? ''}`}
    >
      {selection &&
        (bookedId ? (
          <div role="status" className="py-6 text-center">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-700" />
            <p className="mt-3 text-lg font-semibold text-slate-900">Booking Confirmed!</p>
            <p className="mt-1 text-slate-700">
              Your booking ID is <strong data-testid="booking-id">{bookedId}</strong>. Taking you to
              your dashboard...
            </p>
          </div>
        ) : (
          <>
            <Summary selection={selection} />
            <BookingForm selection={selection} onBooked={onBooked} />
          </>
        ))}
    </Dialog>
  );
}

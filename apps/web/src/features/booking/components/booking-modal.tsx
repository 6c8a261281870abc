import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { melbourneDate } from '@landed/shared/dates';
import type { BookingContact, BookingSelection } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES, bookingContactSchema } from '@landed/shared/schemas/booking';

import type { CancellationPolicy } from '@landed/shared/schemas/cancellation';

import { Alert } from '#web/components/ui/alert.tsx';
import { CancellationPolicySummary } from '#web/components/ui/cancellation-policy.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useSession } from '#web/lib/session.tsx';
import { useCreateBooking } from '#web/features/booking/api/create-booking.ts';
import { fieldError, mark, rich } from '#web/features/booking/lib/texts.tsx';
import { ArrivalFields } from './arrival-fields.tsx';
import { ServiceLines } from './service-lines.tsx';

export type BookingModalProps = {
  selection: BookingSelection | null;
  onClose: () => void;
  // What a cancellation would refund, said before the student books (docs/decisions/085).
  cancellationPolicy?: CancellationPolicy | undefined;
  // The partner that will see this booking (a referral link, or the partner university the
  // student named), named before they book: booking is their consent (docs/decisions/094).
  bookingPartner?: { name: string } | null | undefined;
};

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
  const t = useT();
  return (
    <section
      aria-label={t('booking.packageSummary')}
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
        <ServiceLines
          services={selection.services}
          className="mt-2 space-y-1 text-sm text-slate-700"
          lineClassName="flex justify-between gap-4"
        />
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
  const t = useT();
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
        label={t('booking.fullName')}
        autoComplete="name"
        error={fieldError(t, errors.userName?.message)}
        {...register('userName')}
      />
      <TextField
        label={t('booking.email')}
        type="email"
        autoComplete="email"
        error={fieldError(t, errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('booking.phone')}
        type="tel"
        autoComplete="tel"
        error={fieldError(t, errors.phone?.message)}
        {...register('phone')}
      />
      <ArrivalFields register={register} errors={errors} />
      <TextArea
        label={t('booking.notesOptional')}
        className="sm:col-span-2"
        error={fieldError(t, errors.notes?.message)}
        {...register('notes')}
      />
      {(notReady || createBooking.isError) && (
        <div className="sm:col-span-2">
          <Alert>
            {notReady
              ? t('booking.notReady')
              : translateMessage(t, errorMessage(createBooking.error, t('booking.failed')))}
          </Alert>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" className="w-full" disabled={createBooking.isPending}>
          {createBooking.isPending ? t('booking.processing') : t('booking.confirm')}
        </Button>
      </div>
    </form>
  );
}

// The booking modal of public §2: summary, the form, then 'Booking Confirmed!' with the
// booking id, closing after 2.5 s to the dashboard.
export function BookingModal({
  selection,
  onClose,
  cancellationPolicy,
  bookingPartner,
}: BookingModalProps) {
  const t = useT();
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
      // To what happens next and how to pay (issue 33 item 3).
      navigate(`${paths.dashboard}?booked=${encodeURIComponent(bookingId)}`);
    }, CLOSE_AFTER_MS);
  };

  return (
    <Dialog
      open={selection !== null}
      onClose={bookedId ? () => undefined : onClose}
      dismissible={!bookedId}
      size="lg"
      title={
        bookedId ? t('booking.confirmed') : t('booking.bookTitle', { name: selection?.name ?? '' })
      }
    >
      {selection &&
        (bookedId ? (
          <div role="status" className="py-6 text-center">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-green-700" />
            <p className="mt-3 text-lg font-semibold text-slate-900">{t('booking.confirmed')}</p>
            <p className="mt-1 text-slate-700">
              {rich(t('booking.confirmedText', { bookingId: mark(0) }), [
                <strong data-testid="booking-id">{bookedId}</strong>,
              ])}
            </p>
          </div>
        ) : (
          <>
            <Summary selection={selection} />
            {cancellationPolicy && (
              <div className="mb-4">
                <CancellationPolicySummary policy={cancellationPolicy} />
              </div>
            )}
            {bookingPartner && (
              <p
                data-testid="booking-partner"
                className="mb-4 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-slate-800"
              >
                {t('booking.partnerSharing', { partnerName: bookingPartner.name })}
              </p>
            )}
            <BookingForm selection={selection} onBooked={onBooked} />
          </>
        ))}
    </Dialog>
  );
}

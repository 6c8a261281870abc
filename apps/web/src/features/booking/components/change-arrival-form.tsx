import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { melbourneDate, melbourneInstant } from '@landed/shared/dates';
import type { Booking, ChangeArrivalBody } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES, changeArrivalBodySchema } from '@landed/shared/schemas/booking';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { telHref } from '#web/lib/phone.ts';
import { toast } from '#web/lib/toast.ts';
import { useChangeArrival } from '#web/features/booking/api/change-arrival.ts';
import { fieldError } from '#web/features/booking/lib/texts.tsx';
import { ArrivalFields } from './arrival-fields.tsx';

// The form checks the date against today in Melbourne too; the server decides, and its
// refusals (the cut-off before the arrival) are shown as it words them.
const formSchema = changeArrivalBodySchema.refine(
  (v) => v.preferredDate >= melbourneDate(new Date()),
  { error: BOOKING_MESSAGES.dateInPast, path: ['preferredDate'] },
);

// The cut-off before the arrival (CMS) and how to reach support: said before the form is
// filled in, not only in the refusal (issue 25).
export type ArrivalChangeTerms = {
  cutoffHours: number;
  contactEmail: string;
  contactPhone: string;
};

function SupportLinks({ terms }: { terms: ArrivalChangeTerms }) {
  const t = useT();
  if (!terms.contactEmail && !terms.contactPhone) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <span className="font-medium text-slate-700">{t('dashboard.contactSupport')}:</span>
      {terms.contactPhone && (
        <a href={telHref(terms.contactPhone)} className="font-medium text-brand-700 underline">
          {terms.contactPhone}
        </a>
      )}
      {terms.contactEmail && (
        <a href={`mailto:${terms.contactEmail}`} className="font-medium text-brand-700 underline">
          {terms.contactEmail}
        </a>
      )}
    </p>
  );
}

// "Change arrival" in the dashboard's Booking Details (docs/decisions/064): every field is
// sent, so an emptied one is cleared.
export function ChangeArrivalForm({
  booking,
  terms,
  onDone,
  onCancel,
}: {
  booking: Booking;
  terms?: ArrivalChangeTerms | undefined;
  onDone: (booking: Booking) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const change = useChangeArrival();
  // Already inside the cut-off: the server would refuse whatever is typed, so the form says so
  // at once and offers support instead of fields. Not for a flight the airline cancelled: the
  // policy's free change of date has no cut-off (issue 34 item 4).
  const closed =
    terms !== undefined &&
    booking.flight?.status !== 'cancelled' &&
    Date.now() >
      melbourneInstant(booking.preferredDate, booking.arrivalTime).getTime() -
        terms.cutoffHours * 3_600_000;
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ChangeArrivalBody>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      preferredDate: booking.preferredDate,
      arrivalTime: booking.arrivalTime,
      flightNumber: booking.flightNumber,
      destinationAddress: booking.destinationAddress,
    },
  });
  // The form replaces what opened it: focus moves into it.
  useEffect(() => {
    if (!closed) setFocus('preferredDate');
  }, [setFocus, closed]);
  if (closed) {
    return (
      <div aria-labelledby="change-arrival-title" role="group" className="space-y-3">
        <h3 id="change-arrival-title" className="font-semibold text-slate-900">
          {t('booking.changeArrival')}
        </h3>
        <Alert>
          {translateMessage(t, BOOKING_MESSAGES.arrivalChangeTooLate(terms.cutoffHours))}
        </Alert>
        <SupportLinks terms={terms} />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('booking.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-labelledby="change-arrival-title"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={handleSubmit((body) =>
        change.mutate(
          { id: booking._id, body },
          {
            onSuccess: ({ booking: updated }) => {
              toast.success(t('booking.arrivalUpdated'));
              onDone(updated);
            },
          },
        ),
      )}
    >
      <div className="sm:col-span-2">
        <h3 id="change-arrival-title" className="font-semibold text-slate-900">
          {t('booking.changeArrival')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('booking.changeArrivalIntro')}</p>
        {booking.flight?.status === 'cancelled' && (
          <p className="mt-1 text-sm font-semibold text-slate-900">
            {t('booking.changeArrivalAirlineCancelled')}
          </p>
        )}
        {terms && (
          <>
            {booking.flight?.status !== 'cancelled' && (
              <p className="mt-1 text-sm text-slate-600">
                {t('booking.changeArrivalCutoff', { hours: terms.cutoffHours })}
              </p>
            )}
            <SupportLinks terms={terms} />
          </>
        )}
      </div>
      <ArrivalFields register={register} errors={errors} capitalizeFlight />
      <TextField
        label={t('booking.destinationOptional')}
        placeholder={t('booking.destinationPlaceholder')}
        autoComplete="street-address"
        error={fieldError(t, errors.destinationAddress?.message)}
        {...register('destinationAddress')}
      />
      {change.isError && (
        <div className="sm:col-span-2">
          <Alert>
            {translateMessage(t, errorMessage(change.error, t('booking.changeArrivalFailed')))}
          </Alert>
          {terms && <SupportLinks terms={terms} />}
        </div>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('booking.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('booking.saving') : t('booking.saveNewArrival')}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { melbourneDate } from '@landed/shared/dates';
import type { Booking, ChangeArrivalBody } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES, changeArrivalBodySchema } from '@landed/shared/schemas/booking';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useChangeArrival } from '#web/features/booking/api/change-arrival.ts';
import { fieldError } from '#web/features/booking/lib/texts.tsx';

// The form checks the date against today in Melbourne too; the server decides, and its
// refusals (the cut-off before the arrival) are shown as it words them.
const formSchema = changeArrivalBodySchema.refine(
  (v) => v.preferredDate >= melbourneDate(new Date()),
  { error: BOOKING_MESSAGES.dateInPast, path: ['preferredDate'] },
);

// "Change arrival" in the dashboard's Booking Details (docs/decisions/064): every field is
// sent, so an emptied one is cleared.
export function ChangeArrivalForm({
  booking,
  onDone,
  onCancel,
}: {
  booking: Booking;
  onDone: (booking: Booking) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const change = useChangeArrival();
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
  useEffect(() => setFocus('preferredDate'), [setFocus]);
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
      </div>
      <TextField
        label={t('booking.arrivalDate')}
        type="date"
        min={melbourneDate(new Date())}
        error={fieldError(t, errors.preferredDate?.message)}
        {...register('preferredDate')}
      />
      <TextField
        label={t('booking.arrivalTimeOptional')}
        type="time"
        error={fieldError(t, errors.arrivalTime?.message)}
        {...register('arrivalTime')}
      />
      <TextField
        label={t('booking.flightNumberOptional')}
        placeholder={t('booking.flightPlaceholder')}
        autoCapitalize="characters"
        error={fieldError(t, errors.flightNumber?.message)}
        {...register('flightNumber')}
      />
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

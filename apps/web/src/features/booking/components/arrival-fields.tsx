import type { UseFormRegisterReturn } from 'react-hook-form';

import { melbourneDate } from '@landed/shared/dates';

import { TextField } from '#web/components/ui/text-field.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { fieldError } from '#web/features/booking/lib/texts.tsx';

type ArrivalField = 'preferredDate' | 'arrivalTime' | 'flightNumber';

// The arrival's date (today in Melbourne or later), time and flight, as the booking form and
// the change of arrival ask them. `capitalizeFlight`: the phone's keyboard starts in capitals.
export function ArrivalFields({
  register,
  errors,
  capitalizeFlight = false,
}: {
  register: (name: ArrivalField) => UseFormRegisterReturn;
  errors: Partial<Record<ArrivalField, { message?: string }>>;
  capitalizeFlight?: boolean;
}) {
  const t = useT();
  return (
    <>
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
        {...(capitalizeFlight ? { autoCapitalize: 'characters' } : {})}
        error={fieldError(t, errors.flightNumber?.message)}
        {...register('flightNumber')}
      />
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { Me } from '@landed/shared/schemas/user';
import type { ArrivalBody } from '@landed/shared/schemas/user-area';
import { arrivalBodySchema } from '@landed/shared/schemas/user-area';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateArrival } from '#web/features/dashboard/api/update-arrival.ts';
import { fieldError } from '#web/features/dashboard/lib/field-errors.ts';

function ArrivalForm({ arrival, onDone }: { arrival: Me['arrival']; onDone: () => void }) {
  const t = useT();
  const update = useUpdateArrival();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ArrivalBody>({
    resolver: zodResolver(arrivalBodySchema),
    defaultValues: arrival ?? { date: '', time: '', flight: '' },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: () => {
            toast.success(t('dashboard.arrivalUpdated'));
            onDone();
          },
        }),
      )}
    >
      <TextField
        label={t('booking.arrivalDate')}
        type="date"
        error={fieldError(t, errors.date?.message)}
        {...register('date')}
      />
      <TextField
        label={t('dashboard.arrivalTimeLabel')}
        type="time"
        error={fieldError(t, errors.time?.message)}
        {...register('time')}
      />
      <TextField
        label={t('dashboard.flightNumberLabel')}
        placeholder={t('booking.flightPlaceholder')}
        error={fieldError(t, errors.flight?.message)}
        {...register('flight')}
      />
      {update.isError && (
        <Alert>
          {translateMessage(t, errorMessage(update.error, t('dashboard.arrivalUpdateFailed')))}
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('booking.saving') : t('dashboard.save')}
        </Button>
      </div>
    </form>
  );
}

export function ArrivalModal({
  arrival,
  open,
  onClose,
}: {
  arrival: Me['arrival'];
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dashboard.updateArrivalDetails')}
      description={t('dashboard.arrivalAllRequired')}
    >
      {open && <ArrivalForm arrival={arrival} onDone={onClose} />}
    </Dialog>
  );
}

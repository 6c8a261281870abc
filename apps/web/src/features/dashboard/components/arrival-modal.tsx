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
import { toast } from '#web/lib/toast.ts';
import { useUpdateArrival } from '#web/features/dashboard/api/update-arrival.ts';

function ArrivalForm({ arrival, onDone }: { arrival: Me['arrival']; onDone: () => void }) {
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
            toast.success('Arrival details updated!');
            onDone();
          },
        }),
      )}
    >
      <TextField
        label="Arrival Date"
        type="date"
        error={errors.date?.message}
        {...register('date')}
      />
      <TextField
        label="Arrival Time"
        type="time"
        error={errors.time?.message}
        {...register('time')}
      />
      <TextField
        label="Flight Number"
        placeholder="QF10"
        error={errors.flight?.message}
        {...register('flight')}
      />
      {update.isError && <Alert>{errorMessage(update.error, 'Failed to update.')}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Update Arrival Details"
      description="Date, time and flight number are all required."
    >
      {open && <ArrivalForm arrival={arrival} onDone={onClose} />}
    </Dialog>
  );
}

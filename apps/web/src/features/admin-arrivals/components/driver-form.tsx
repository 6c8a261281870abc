import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { carSchema, phoneSchema } from '@landed/shared/schemas/booking';
import type { Driver, DriverBody } from '@landed/shared/schemas/drivers';
import { DRIVER_MESSAGES, driverEmailSchema, splitLanguages } from '@landed/shared/schemas/drivers';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PhotoUpload } from '#web/components/ui/photo-upload.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldProps } from '#web/lib/form-field.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateDriver } from '#web/features/admin-arrivals/api/create-driver.ts';
import { PHOTO_TEXTS, useDriverPhoto } from '#web/features/admin-arrivals/api/photos.ts';
import { useUpdateDriver } from '#web/features/admin-arrivals/api/update-driver.ts';

// The form's own shape: languages typed comma-separated (split, trimmed, empties dropped).
const driverFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: DRIVER_MESSAGES.nameRequired })
    .max(100, { error: DRIVER_MESSAGES.nameTooLong }),
  phone: phoneSchema,
  email: driverEmailSchema,
  languages: z.string().max(500),
  car: carSchema,
  active: z.boolean(),
});
type DriverForm = z.input<typeof driverFormSchema>;
const NO_CAR = { make: '', colour: '', plate: '' };

// Saved at once, apart from the form's other fields.
function DriverPhoto({ driver }: { driver: Driver }) {
  const photo = useDriverPhoto(driver._id);
  const [url, setUrl] = useState(driver.photoUrl ?? null);
  const send = (file: File | null) =>
    photo.mutate(file, {
      onSuccess: ({ driver: saved }) => {
        setUrl(saved.photoUrl ?? null);
        toast.success(file ? 'Photo saved.' : 'Photo removed.');
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to save the photo.')),
    });
  return (
    <PhotoUpload
      label="Photo (shown to the student)"
      url={url}
      busy={photo.isPending}
      texts={PHOTO_TEXTS}
      onUpload={send}
      onRemove={() => send(null)}
    />
  );
}

function DriverFormBody({ driver, onDone }: { driver: Driver | null; onDone: () => void }) {
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const saving = create.isPending || update.isPending;
  const failed = create.error ?? update.error;
  const form = useForm<DriverForm>({
    resolver: zodResolver(driverFormSchema),
    defaultValues: driver
      ? {
          name: driver.name,
          phone: driver.phone,
          email: driver.email,
          languages: driver.languages.join(', '),
          car: driver.car ?? NO_CAR,
          active: driver.active,
        }
      : { name: '', phone: '', email: '', languages: '', car: NO_CAR, active: true },
  });
  const { register, handleSubmit } = form;
  const field = fieldProps(form);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((values) => {
        const body: DriverBody = {
          name: values.name,
          phone: values.phone,
          email: values.email,
          languages: splitLanguages(values.languages),
          car: values.car,
          active: values.active,
        };
        const done = {
          onSuccess: () => {
            toast.success(driver ? 'Driver updated.' : 'Driver added.');
            onDone();
          },
        };
        if (driver) update.mutate({ id: driver._id, body }, done);
        else create.mutate(body, done);
      })}
    >
      <TextField label="Name" required autoComplete="off" {...field('name')} />
      <TextField
        label="Phone"
        required
        type="tel"
        placeholder="+61 412 345 678"
        {...field('phone')}
      />
      <TextField label="Email" type="email" required {...field('email')} />
      <TextField
        label="Languages (comma separated)"
        placeholder="English, Mandarin"
        {...field('languages')}
      />
      {/* What the student looks for in the pick-up area (issue 35 item 3). */}
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          Car (shown to the student)
        </legend>
        <TextField label="Make and model" placeholder="Toyota Camry" {...field('car.make')} />
        <TextField label="Colour" placeholder="White" {...field('car.colour')} />
        <TextField label="Number plate" placeholder="1AB 2CD" {...field('car.plate')} />
      </fieldset>
      {/* Shown to their students on the pass from the day before (issue 35 item 3). */}
      {driver && <DriverPhoto driver={driver} />}
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('active')} />
        Active (can be given new pickups)
      </label>
      {failed && <Alert>{errorMessage(failed, 'Failed to save the driver.')}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

// Add a driver (`driver` null) or edit one.
export function DriverDialog({
  open,
  driver,
  onClose,
}: {
  open: boolean;
  driver: Driver | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={driver ? `Edit ${driver.name}` : 'Add driver'}>
      {open && <DriverFormBody key={driver?._id ?? 'new'} driver={driver} onDone={onClose} />}
    </Dialog>
  );
}

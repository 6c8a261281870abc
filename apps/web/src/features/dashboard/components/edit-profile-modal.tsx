import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { nameSchema } from '@landed/shared/schemas/auth';
import { emailSchema } from '@landed/shared/schemas/common';
import type { Me } from '@landed/shared/schemas/user';
import { updateProfileSchema } from '@landed/shared/schemas/user';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { useUpdateMe } from '#web/features/dashboard/api/update-me.ts';

const formSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  profile: updateProfileSchema.required(),
  // Asked for only when the e-mail field changed; checked by the server.
  currentPassword: z.string().max(128),
});
type FormValues = z.input<typeof formSchema>;

function ProfileForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const update = useUpdateMe();
  const { updateUser, user } = useSession();
  // Set when a new address is waiting for its link to be opened.
  const [pending, setPending] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: me.name, email: me.email, profile: me.profile, currentPassword: '' },
  });
  const emailChanged = (watch('email') ?? '').trim().toLowerCase() !== me.email;

  if (pending) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{pending}</Alert>
        <p className="text-sm text-slate-700">
          Until then your account keeps the address {me.email}.
        </p>
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      id="edit-profile-form"
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={handleSubmit(({ currentPassword, ...values }) =>
        update.mutate(emailChanged ? { ...values, currentPassword } : values, {
          onSuccess: ({ user: saved, message }) => {
            // The navigation's greeting and stored name follow the new name.
            updateUser({
              _id: saved._id,
              id: saved.id,
              name: saved.name,
              email: saved.email,
              role: saved.role,
              adminRole: saved.adminRole ?? user?.adminRole ?? null,
              emailVerified: saved.emailVerified,
            });
            toast.success('Profile updated!');
            if (message) setPending(message);
            else onDone();
          },
        }),
      )}
    >
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {emailChanged && (
        <TextField
          className="sm:col-span-2"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your e-mail. We will send a link to the new address; the change takes effect when you open it. Signed up with Google? Leave this empty."
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <TextField
        label="First Name"
        autoComplete="given-name"
        error={errors.profile?.firstName?.message}
        {...register('profile.firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        error={errors.profile?.lastName?.message}
        {...register('profile.lastName')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.profile?.phone?.message}
        {...register('profile.phone')}
      />
      <TextField
        label="University"
        error={errors.profile?.university?.message}
        {...register('profile.university')}
      />
      <div className="sm:col-span-2">
        <label htmlFor="profile-type" className="block text-sm font-medium text-slate-800">
          I am a
        </label>
        <select
          id="profile-type"
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          {...register('profile.type')}
        >
          <option value="">Choose...</option>
          <option value="Student">Student</option>
          <option value="Skilled professional">Skilled professional</option>
          <option value="Other">Other</option>
        </select>
      </div>
      {update.isError && (
        <div className="sm:col-span-2">
          <Alert>{errorMessage(update.error, 'Update failed')}</Alert>
        </div>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
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

export function EditProfileModal({
  me,
  open,
  onClose,
}: {
  me: Me | undefined;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Edit Profile" size="lg">
      {me && <ProfileForm me={me} onDone={onClose} />}
    </Dialog>
  );
}

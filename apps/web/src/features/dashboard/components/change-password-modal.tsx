import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import type { ChangePasswordForm } from '@landed/shared/schemas/user-area';
import { changePasswordFormSchema } from '@landed/shared/schemas/user-area';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { useChangePassword } from '#web/features/dashboard/api/change-password.ts';
import { sessionsKey } from '#web/features/dashboard/api/get-sessions.ts';

const CLOSE_AFTER_MS = 1200;

function PasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const queryClient = useQueryClient();
  const { signIn, user } = useSession();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema) });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate(
          { currentPassword, newPassword },
          {
            onSuccess: ({ token }) => {
              // This session carries on with the new token; every other one is signed out.
              if (user) signIn({ token, user });
              // Only now, with the new token stored: the list of sessions lost the others.
              void queryClient.invalidateQueries({ queryKey: sessionsKey });
              setDone(true);
              toast.success('Password changed successfully!');
              timer.current = window.setTimeout(onDone, CLOSE_AFTER_MS);
            },
          },
        ),
      )}
    >
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {change.isError && <Alert>{errorMessage(change.error, 'Failed to change password.')}</Alert>}
      {done && <Alert tone="success">Password changed successfully!</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending || done}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Change Password"
      description="Other devices will be signed out."
    >
      {open && <PasswordForm onDone={onClose} />}
    </Dialog>
  );
}

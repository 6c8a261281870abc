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
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { useChangePassword } from '#web/features/dashboard/api/change-password.ts';
import { sessionsKey } from '#web/features/dashboard/api/get-sessions.ts';
import { fieldError } from '#web/features/dashboard/lib/field-errors.ts';

const CLOSE_AFTER_MS = 1200;

function PasswordForm({ onDone }: { onDone: () => void }) {
  const t = useT();
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
              toast.success(t('dashboard.passwordChanged'));
              timer.current = window.setTimeout(onDone, CLOSE_AFTER_MS);
            },
          },
        ),
      )}
    >
      <TextField
        label={t('dashboard.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={fieldError(t, errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <TextField
        label={t('auth.newPasswordLabel')}
        type="password"
        autoComplete="new-password"
        error={fieldError(t, errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        label={t('auth.confirmNewPasswordLabel')}
        type="password"
        autoComplete="new-password"
        error={fieldError(t, errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      {change.isError && (
        <Alert>
          {translateMessage(t, errorMessage(change.error, t('dashboard.passwordChangeFailed')))}
        </Alert>
      )}
      {done && <Alert tone="success">{t('dashboard.passwordChanged')}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending || done}>
          {change.isPending ? t('booking.saving') : t('dashboard.changePassword')}
        </Button>
      </div>
    </form>
  );
}

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dashboard.changePassword')}
      description={t('dashboard.otherDevicesSignedOut')}
    >
      {open && <PasswordForm onDone={onClose} />}
    </Dialog>
  );
}

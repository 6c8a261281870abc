import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { ResetPasswordForm as ResetValues, SignInResponse } from '@landed/shared/schemas/auth';
import { resetPasswordFormSchema } from '@landed/shared/schemas/auth';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';

// The new password, twice (DECISIONS "Accounts"); the server checks it again, and against the
// list of common passwords.
export function ResetPasswordForm({
  token,
  onSuccess,
  onLinkInvalid,
}: {
  token: string;
  // A session, or the two-factor challenge for an account with it on.
  onSuccess: (result: SignInResponse) => void;
  // The link expired or was used meanwhile.
  onLinkInvalid: () => void;
}) {
  const t = useT();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({ resolver: zodResolver(resetPasswordFormSchema) });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(({ password }) =>
        reset.mutate(
          { token, password },
          {
            onSuccess,
            onError: (error) => {
              if (error instanceof ApiError && error.code === 'RESET_LINK_INVALID') onLinkInvalid();
            },
          },
        ),
      )}
    >
      <TextField
        label={t('auth.newPasswordLabel')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('auth.confirmNewPasswordLabel')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {reset.isError && (
        <Alert>{translateMessage(t, errorMessage(reset.error, t('auth.resetFailed')))}</Alert>
      )}
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? t('auth.resetting') : t('auth.resetPassword')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { ResetPasswordForm as ResetValues, SignInResponse } from '@landed/shared/schemas/auth';
import { resetPasswordFormSchema } from '@landed/shared/schemas/auth';

import { ApiError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';
import { AuthForm, NewPasswordFields } from './auth-form.tsx';

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
    <AuthForm
      mutation={reset}
      failed={t('auth.resetFailed')}
      submit={t('auth.resetPassword')}
      pending={t('auth.resetting')}
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
      <NewPasswordFields
        register={register}
        errors={errors}
        label={t('auth.newPasswordLabel')}
        confirmLabel={t('auth.confirmNewPasswordLabel')}
      />
    </AuthForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import type { AuthResponse, LoginBody } from '@landed/shared/schemas/auth';
import { isMfaChallenge, loginBodySchema } from '@landed/shared/schemas/auth';

import { TextField } from '#web/components/ui/text-field.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useLogin } from '#web/features/auth/api/login.ts';
import { AuthForm, EmailField } from './auth-form.tsx';
import { MfaChallengeForm } from './mfa-challenge-form.tsx';

// E-mail and password; for an account with two-factor on, then the code
// (docs/decisions/054). `mfaToken`: a challenge another way in (Google, a password reset)
// already answered, so the form starts at the code.
export function LoginForm({
  onSuccess,
  mfaToken: initialChallenge = null,
}: {
  onSuccess: (auth: AuthResponse) => void;
  mfaToken?: string | null;
}) {
  const t = useT();
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(initialChallenge);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema) });

  if (challenge) {
    return (
      <MfaChallengeForm
        mfaToken={challenge}
        onSuccess={onSuccess}
        onCancel={() => {
          login.reset();
          setChallenge(null);
        }}
      />
    );
  }

  return (
    <AuthForm
      mutation={login}
      failed={t('auth.loginFailed')}
      submit={t('auth.signIn')}
      pending={t('auth.signingIn')}
      onSubmit={handleSubmit((values) =>
        login.mutate(values, {
          onSuccess: (result) =>
            isMfaChallenge(result) ? setChallenge(result.mfaToken) : onSuccess(result),
        }),
      )}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label={t('auth.passwordLabel')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
    </AuthForm>
  );
}

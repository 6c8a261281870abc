import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { AuthResponse, SignupForm as SignupValues } from '@landed/shared/schemas/auth';
import { signupFormSchema } from '@landed/shared/schemas/auth';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useRegister } from '#web/features/auth/api/register.ts';

// `email`: filled in for the person a staff invitation was sent to (docs/decisions/075).
export function SignupForm({
  onSuccess,
  email,
}: {
  onSuccess: (auth: AuthResponse) => void;
  email?: string;
}) {
  const t = useT();
  // The account gets the page's language (its e-mails are written in it).
  const locale = useLocale();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupFormSchema),
    ...(email ? { defaultValues: { email } } : {}),
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(({ name, email, password }) =>
        registerAccount.mutate({ name, email, password, locale }, { onSuccess }),
      )}
    >
      <TextField
        label={t('auth.fullNameLabel')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('auth.emailLabel')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.passwordLabel')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('auth.confirmPasswordLabel')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {registerAccount.isError && (
        <Alert>
          {translateMessage(t, errorMessage(registerAccount.error, t('auth.signupFailed')))}
        </Alert>
      )}
      <Button type="submit" className="w-full" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}

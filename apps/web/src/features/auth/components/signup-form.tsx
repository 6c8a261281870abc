import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { AuthResponse, SignupForm as SignupValues } from '@landed/shared/schemas/auth';
import { signupFormSchema } from '@landed/shared/schemas/auth';

import { TextField } from '#web/components/ui/text-field.tsx';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { useRegister } from '#web/features/auth/api/register.ts';
import { AuthForm, EmailField, NewPasswordFields } from './auth-form.tsx';

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
    <AuthForm
      mutation={registerAccount}
      failed={t('auth.signupFailed')}
      submit={t('auth.createAccount')}
      pending={t('auth.creatingAccount')}
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
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordFields
        register={register}
        errors={errors}
        label={t('auth.passwordLabel')}
        confirmLabel={t('auth.confirmPasswordLabel')}
      />
    </AuthForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { AuthResponse, SignupForm as SignupValues } from '@landed/shared/schemas/auth';
import { signupFormSchema } from '@landed/shared/schemas/auth';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useRegister } from '#web/features/auth/api/register.ts';

export function SignupForm({ onSuccess }: { onSuccess: (auth: AuthResponse) => void }) {
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues>({ resolver: zodResolver(signupFormSchema) });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(({ name, email, password }) =>
        registerAccount.mutate({ name, email, password }, { onSuccess }),
      )}
    >
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {registerAccount.isError && (
        <Alert>{errorMessage(registerAccount.error, 'Signup failed')}</Alert>
      )}
      <Button type="submit" className="w-full" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}

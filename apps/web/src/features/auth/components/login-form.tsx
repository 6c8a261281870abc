import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { AuthResponse, LoginBody } from '@landed/shared/schemas/auth';
import { loginBodySchema } from '@landed/shared/schemas/auth';

import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';

export function LoginForm({ onSuccess }: { onSuccess: (auth: AuthResponse) => void }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema) });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => login.mutate(values, { onSuccess }))}
      className="space-y-4"
    >
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {login.isError && <Alert>{errorMessage(login.error, 'Login failed')}</Alert>}
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

import type { ComponentProps, FormHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';

// The shell every auth form shares: its fields, the server's refusal (in the page's language,
// `failed` when it gave none), one full-width submit button that says `pending` while the
// request runs, then `after` (e.g. the two-factor form's links).
export function AuthForm({
  mutation,
  failed,
  submit,
  pending,
  after,
  children,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'className' | 'noValidate'> & {
  mutation: { isError: boolean; isPending: boolean; error: unknown };
  failed: string;
  submit: string;
  pending: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form noValidate className="space-y-4" {...form}>
      {children}
      {mutation.isError && (
        <Alert>{translateMessage(t, errorMessage(mutation.error, failed))}</Alert>
      )}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? pending : submit}
      </Button>
      {after}
    </form>
  );
}

// The e-mail box of the sign-in, sign-up and forgot-password forms.
export const EmailField = forwardRef<HTMLInputElement, EmailProps>(function EmailField(props, ref) {
  return (
    <TextField
      ref={ref}
      label={useT()('auth.emailLabel')}
      type="email"
      autoComplete="email"
      {...props}
    />
  );
});
type EmailProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'>;

// A new password and its confirmation (sign-up, password reset); the schema checks they match.
export function NewPasswordFields({
  register,
  errors,
  label,
  confirmLabel,
}: {
  register: (name: 'password' | 'confirmPassword') => UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
  label: string;
  confirmLabel: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}

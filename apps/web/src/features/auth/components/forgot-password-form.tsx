import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import type { ForgotPasswordBody } from '@landed/shared/schemas/auth';
import { forgotPasswordBodySchema } from '@landed/shared/schemas/auth';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useForgotPassword } from '#web/features/auth/api/forgot-password.ts';
import { SLOT, withSlot } from './with-slot.tsx';

// Public §2 Forgot password: the form. The server answers the same for every well-formed
// address, so "sent" means "sent if there is an account".
export function ForgotPasswordForm({
  defaultEmail = '',
  onSent,
}: {
  defaultEmail?: string;
  onSent: (email: string) => void;
}) {
  const t = useT();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: defaultEmail },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((values) =>
        forgot.mutate(values, { onSuccess: () => onSent(values.email) }),
      )}
    >
      <TextField
        label={t('auth.emailLabel')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {forgot.isError && (
        <Alert>{translateMessage(t, errorMessage(forgot.error, t('auth.forgotFailed')))}</Alert>
      )}
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? t('auth.sending') : t('auth.sendResetLink')}
      </Button>
    </form>
  );
}

export function ResetLinkSent({
  email,
  onSendAnother,
}: {
  email: string;
  onSendAnother: () => void;
}) {
  const t = useT();
  return (
    <div className="space-y-4 text-slate-700">
      <p>
        {withSlot(
          t('auth.resetLinkSentTo', { email: SLOT }),
          <strong className="font-semibold break-all text-slate-900">{email}</strong>,
        )}
      </p>
      <p>{t('auth.resetLinkSentHelp')}</p>
      <div className="flex flex-col gap-3 pt-2 sm:flex-row">
        <Link to={paths.login} className={buttonClass('primary', 'flex-1')}>
          {t('auth.backToLogin')}
        </Link>
        <Button variant="secondary" className="flex-1" onClick={onSendAnother}>
          {t('auth.sendAnotherEmail')}
        </Button>
      </div>
    </div>
  );
}

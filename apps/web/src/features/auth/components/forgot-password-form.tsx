import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import type { ForgotPasswordBody } from '@landed/shared/schemas/auth';
import { forgotPasswordBodySchema } from '@landed/shared/schemas/auth';

import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useForgotPassword } from '#web/features/auth/api/forgot-password.ts';
import { AuthForm, EmailField } from './auth-form.tsx';
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
    <AuthForm
      mutation={forgot}
      failed={t('auth.forgotFailed')}
      submit={t('auth.sendResetLink')}
      pending={t('auth.sending')}
      onSubmit={handleSubmit((values) =>
        forgot.mutate(values, { onSuccess: () => onSent(values.email) }),
      )}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
    </AuthForm>
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

import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { isMfaChallenge } from '@landed/shared/schemas/auth';

import { Alert } from '#web/components/ui/alert.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useVerifyResetToken } from '#web/features/auth/api/verify-reset-token.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';

// The link of the reset e-mail: /reset-password?token=… (DECISIONS "Accounts"). A dead link
// says so at once and offers a new one; success signs in (every other session is signed out
// by the server) and opens the dashboard.
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const check = useVerifyResetToken(token);
  const [usedUp, setUsedUp] = useState(false);

  if (token !== '' && check.isPending) {
    return (
      <AuthLayout title={t('auth.resetPassword')}>
        <Loading label={t('auth.checkingLink')} />
      </AuthLayout>
    );
  }

  if (token === '' || usedUp || check.data?.valid === false) {
    return (
      <AuthLayout title={t('auth.linkInvalidTitle')}>
        <div className="space-y-4">
          <Alert>{t('auth.resetLinkInvalid')}</Alert>
          <p className="text-slate-700">{t('auth.resetLinkInvalidHelp')}</p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <Link to={paths.forgotPassword} className={buttonClass('primary', 'flex-1')}>
              {t('auth.sendAnotherEmail')}
            </Link>
            <Link to={paths.login} className={buttonClass('secondary', 'flex-1')}>
              {t('auth.backToLogin')}
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.resetPassword')} subtitle={t('auth.resetSubtitle')}>
      <ResetPasswordForm
        token={token}
        onLinkInvalid={() => setUsedUp(true)}
        onSuccess={(result) => {
          toast.success(t('auth.passwordReset'));
          // With two-factor on, the code comes next (docs/decisions/054).
          if (isMfaChallenge(result)) {
            navigate(paths.login, {
              replace: true,
              state: { mfaToken: result.mfaToken, from: paths.dashboard },
            });
            return;
          }
          signIn(result);
          navigate(paths.dashboard, { replace: true });
        }}
      />
    </AuthLayout>
  );
}

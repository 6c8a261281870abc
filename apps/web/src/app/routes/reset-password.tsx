import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { MESSAGES } from '@landed/shared/constants';
import { isMfaChallenge } from '@landed/shared/schemas/auth';

import { Alert } from '#web/components/ui/alert.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useVerifyResetToken } from '#web/features/auth/api/verify-reset-token.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';

// The link of the reset e-mail: /reset-password?token=… (DECISIONS "Accounts"). A dead link
// says so at once and offers a new one; success signs in (every other session is signed out
// by the server) and opens the dashboard.
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const check = useVerifyResetToken(token);
  const [usedUp, setUsedUp] = useState(false);

  if (token !== '' && check.isPending) {
    return (
      <AuthLayout title="Reset Password">
        <Loading label="Checking your link..." />
      </AuthLayout>
    );
  }

  if (token === '' || usedUp || check.data?.valid === false) {
    return (
      <AuthLayout title="Link No Longer Valid">
        <div className="space-y-4">
          <Alert>{MESSAGES.resetLinkInvalid}</Alert>
          <p className="text-slate-700">
            Reset links work once and expire after 1 hour. Ask for a new one and use the latest
            email we send you.
          </p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <Link to={paths.forgotPassword} className={buttonClass('primary', 'flex-1')}>
              Send Another Email
            </Link>
            <Link to={paths.login} className={buttonClass('secondary', 'flex-1')}>
              Back to Login
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account.">
      <ResetPasswordForm
        token={token}
        onLinkInvalid={() => setUsedUp(true)}
        onSuccess={(result) => {
          toast.success('Your password has been reset.');
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

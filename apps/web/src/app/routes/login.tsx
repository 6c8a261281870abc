import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { GoogleButton, OrDivider } from '#web/features/auth/components/google-button.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { returnPath } from '#web/features/auth/return-path.ts';
import { useSession } from '#web/lib/session.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/toast.ts';

// Where the server's Google sign-in sends the browser back when it did not work.
const GOOGLE_MESSAGES = {
  unavailable: 'auth.googleUnavailable',
  failed: 'auth.googleFailed',
  suspended: 'auth.accountSuspended',
} as const;

export function Component() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const from = returnPath(location.state);
  // Google sign-in or a password reset that needs the two-factor code (docs/decisions/054).
  const mfaToken = (location.state as { mfaToken?: unknown } | null)?.mfaToken;

  useEffect(() => {
    // Sent here by "Book Now" (the choice is kept and reopened once signed in).
    if ((location.state as { toBook?: unknown } | null)?.toBook === true) {
      toast.error(t('auth.loginToBook'), { id: 'login-to-book' });
    }
    const google = params.get('google');
    if (google && Object.hasOwn(GOOGLE_MESSAGES, google)) {
      toast.error(t(GOOGLE_MESSAGES[google as keyof typeof GOOGLE_MESSAGES]), { id: 'google' });
    }
  }, [location.state, params, t]);

  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <LoginForm
        mfaToken={typeof mfaToken === 'string' ? mfaToken : null}
        onSuccess={(auth) => {
          signIn(auth);
          toast.success(t('auth.loggedIn'));
          navigate(from, { replace: true });
        }}
      />
      <p className="mt-4 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
          {t('auth.forgotPasswordLink')}
        </Link>
      </p>
      <OrDivider />
      <GoogleButton label={t('auth.signInWithGoogle')} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.newToLanded')}{' '}
        <Link
          to={paths.signup}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('auth.createAnAccount')}
        </Link>
      </p>
    </AuthLayout>
  );
}

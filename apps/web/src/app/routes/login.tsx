import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { MESSAGES } from '@landed/shared/constants';

import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { GoogleButton, OrDivider } from '#web/features/auth/components/google-button.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { returnPath } from '#web/features/auth/return-path.ts';
import { useSession } from '#web/lib/session.tsx';
import { GOOGLE_FAILED } from '#web/lib/token-sign-in.ts';
import { toast } from '#web/lib/toast.ts';

// Where the server's Google sign-in sends the browser back when it did not work.
const GOOGLE_MESSAGES: Record<string, string> = {
  unavailable: 'Google sign-in is not available right now.',
  failed: GOOGLE_FAILED,
  suspended: MESSAGES.accountSuspended,
};

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const from = returnPath(location.state);
  // Google sign-in or a password reset that needs the two-factor code (docs/decisions/054).
  const mfaToken = (location.state as { mfaToken?: unknown } | null)?.mfaToken;

  useEffect(() => {
    if (from === paths.packages) {
      toast.error('You must log in to book a package.', { id: 'login-to-book' });
    }
    const google = params.get('google');
    if (google && GOOGLE_MESSAGES[google]) toast.error(GOOGLE_MESSAGES[google], { id: 'google' });
  }, [from, params]);

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to manage your bookings and arrival.">
      <LoginForm
        mfaToken={typeof mfaToken === 'string' ? mfaToken : null}
        onSuccess={(auth) => {
          signIn(auth);
          toast.success('Logged in successfully');
          navigate(from, { replace: true });
        }}
      />
      <p className="mt-4 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
      <OrDivider />
      <GoogleButton label="Sign in with Google" />
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Landed?{' '}
        <Link
          to={paths.signup}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}

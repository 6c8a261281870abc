import { toast } from '#web/lib/toast.ts';
import { Link, useLocation, useNavigate } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { GoogleButton, OrDivider } from '#web/features/auth/components/google-button.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { returnPath } from '#web/features/auth/return-path.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';

// The address a staff invitation went to, when its page sent the visitor here (decision 075).
function invitedEmail(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : undefined;
}

export function Component() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();

  return (
    <AuthLayout title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      <SignupForm
        email={invitedEmail(location.state)}
        onSuccess={(auth) => {
          signIn(auth);
          toast.success(t('auth.registered'));
          // The page they land on says nothing of the link just sent (issue 25): say it here,
          // long enough to read in a second language, at the foot of the screen where it covers
          // no navigation; the dashboard keeps the banner until the address is confirmed.
          // An invited address is proved by the invitation it is about to accept: no link was
          // sent to it (issue 33 item 5).
          const invited = returnPath(location.state) === paths.acceptInvitation;
          if (auth.user.emailVerified === false && !invited) {
            toast.message(t('auth.registeredCheckEmail', { email: auth.user.email }), {
              duration: 12_000,
              icon: '✉️',
              position: 'bottom-center',
            });
          }
          navigate(returnPath(location.state), { replace: true });
        }}
      />
      <OrDivider />
      <GoogleButton label={t('auth.signUpWithGoogle')} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.haveAccount')}{' '}
        <Link
          to={paths.login}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('auth.signInLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}

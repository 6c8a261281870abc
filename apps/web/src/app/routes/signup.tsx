import { toast } from '#web/lib/toast.ts';
import { Link, useLocation, useNavigate } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { GoogleButton, OrDivider } from '#web/features/auth/components/google-button.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { returnPath } from '#web/features/auth/return-path.ts';
import { useSession } from '#web/lib/session.tsx';

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Book arrival support and follow your settling-in."
    >
      <SignupForm
        onSuccess={(auth) => {
          signIn(auth);
          toast.success('Registered successfully');
          navigate(returnPath(location.state), { replace: true });
        }}
      />
      <OrDivider />
      <GoogleButton label="Sign up with Google" />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          to={paths.login}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}

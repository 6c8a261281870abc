import { toast } from '../../lib/toast.ts';
import { Link, useLocation, useNavigate } from 'react-router';

import { paths } from '../../config/paths.ts';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { GoogleButton, OrDivider } from '../../features/auth/components/google-button.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { returnPath } from '../../features/auth/return-path.ts';
import { useSession } from '../../lib/session.tsx';

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

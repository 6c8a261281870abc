import { Link } from 'react-router';

import { paths } from '../../config/paths.ts';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';

// The reset flow itself is the account-recovery issue.
export function Component() {
  return (
    <AuthLayout title="Forgot Password" subtitle="Password reset by e-mail is being set up.">
      <p className="text-sm text-slate-700">
        Until it is ready, email support@landed.com.au from your account's address and we will help
        you back in.
      </p>
      <Link
        to={paths.login}
        className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
      >
        Back to Login
      </Link>
    </AuthLayout>
  );
}

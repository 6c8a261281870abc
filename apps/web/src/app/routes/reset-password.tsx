import { Link } from 'react-router';

import { paths } from '../../config/paths.ts';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';

export function Component() {
  return (
    <AuthLayout title="Reset Password" subtitle="Password reset by e-mail is being set up.">
      <Link to={paths.forgotPassword} className="font-semibold text-brand-700 hover:underline">
        Back
      </Link>
    </AuthLayout>
  );
}

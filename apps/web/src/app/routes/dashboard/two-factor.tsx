import { Link, useNavigate } from 'react-router';

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { TwoFactorSettings } from '#web/features/dashboard/components/two-factor-settings.tsx';
import { useSession } from '#web/lib/session.tsx';

// Two-factor sign-in on a page of its own: where an administrator without it is sent from
// /admin (ADMIN_MFA=required, docs/decisions/054); students find the same in Account Settings.
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  const admin = Boolean(user?.adminRole);
  return (
    <Page title="Two-factor sign-in" className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Two-factor sign-in</h1>
      {admin && (
        <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900 ring-1 ring-yellow-300">
          Administrators must turn on two-factor sign-in before using the admin area. It takes a
          minute: you need an authenticator app on your phone.
        </p>
      )}
      <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <TwoFactorSettings onEnabled={() => navigate(admin ? paths.admin : paths.dashboard)} />
      </div>
      <p className="text-sm">
        <Link to={paths.dashboard} className="font-medium text-brand-700 hover:underline">
          Back to your dashboard
        </Link>
      </p>
    </Page>
  );
}

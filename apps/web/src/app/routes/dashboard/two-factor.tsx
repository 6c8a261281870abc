import { Link, useNavigate } from 'react-router';

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useMfaStatus } from '#web/features/dashboard/api/two-factor.ts';
import { TwoFactorSettings } from '#web/features/dashboard/components/two-factor-settings.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';

// Two-factor sign-in on a page of its own: where an administrator without it is sent from
// /admin (ADMIN_MFA=required, docs/decisions/054); students find the same in Account Settings.
export function Component() {
  const t = useT();
  const { user } = useSession();
  const navigate = useNavigate();
  const admin = Boolean(user?.adminRole);
  // Partner users need it too (docs/decisions/091), and go on to their portal.
  const partner = Boolean(user?.partnerId);
  // The requirement is said while two-factor is off, not after the administrator turned it on.
  const mfa = useMfaStatus();
  return (
    <Page title={t('auth.twoFactor')} className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('auth.twoFactor')}</h1>
      {(admin || partner) && mfa.data?.enabled === false && (
        <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900 ring-1 ring-yellow-300">
          {admin ? t('auth.adminMustEnable') : t('auth.partnerMustEnable')}
        </p>
      )}
      <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <TwoFactorSettings
          standalone
          onEnabled={() =>
            navigate(admin ? paths.admin : partner ? paths.partner : paths.dashboard)
          }
        />
      </div>
      <p className="text-sm">
        <Link to={paths.dashboard} className="font-medium text-brand-700 hover:underline">
          {t('auth.backToDashboard')}
        </Link>
      </p>
    </Page>
  );
}

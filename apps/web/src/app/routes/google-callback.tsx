import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { takeReturnPath } from '#web/features/auth/return-path.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { completeTokenSignIn, switchAccountQuestion } from '#web/lib/token-sign-in.ts';

// Google sign-in completion (public §2): with a token, exchange it for a session, store it and
// go back where the visitor started from (the package they chose), else to the dashboard; without one (or with one the server does not accept), say it failed
// and go to /login. Both replace history. A browser signed in as someone else asks first.
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { dialog, ask } = useConfirmDialog();
  const started = useRef(false);
  const token = params.get('token');

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void completeTokenSignIn({
      token,
      destination: takeReturnPath(paths.dashboard),
      signIn,
      navigate,
      confirmSwitch: (names) => ask(switchAccountQuestion(names)),
    });
  }, [token, navigate, signIn, ask]);

  return (
    <AuthLayout title={t('layout.completingSignIn')}>
      <p role="status" className="text-slate-600">
        {t('auth.googleWait')}
      </p>
      {dialog}
    </AuthLayout>
  );
}

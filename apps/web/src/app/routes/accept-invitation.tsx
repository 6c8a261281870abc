import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useAcceptInvitation } from '#web/features/auth/api/accept-invitation.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';

// Where the link waits while the invited person signs up or in (this tab only).
const KEPT = 'landed.invitation';

// `partner`: a partner portal's invitation (docs/decisions/091), whose page speaks of the
// portal; else a staff invitation.
type Kept = { token: string; email: string; partner?: boolean };

function readKept(): Kept | null {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEPT) ?? 'null') as Kept | null;
    return parsed && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

// The link of a staff invitation: /accept-invitation?token=…&email=… (docs/decisions/075), or
// of a partner portal's (…&for=partner, docs/decisions/091: it opens /partner). The
// token goes from the address bar into this tab's session storage at once (out of the history,
// and of any later referrer), and waits there while the person signs up with the invited
// address or signs in; then the invitation is accepted and the back-office opens (two-factor
// set-up first, where it is required).
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { isSignedIn, user, updateUser, logout } = useSession();
  const accept = useAcceptInvitation();
  const [kept, setKept] = useState<Kept | null>(() =>
    params.get('token')
      ? {
          token: params.get('token')!,
          email: params.get('email') ?? '',
          partner: params.get('for') === 'partner',
        }
      : typeof window === 'undefined'
        ? null
        : readKept(),
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!params.has('token')) return;
    if (kept) window.sessionStorage.setItem(KEPT, JSON.stringify(kept));
    setParams({}, { replace: true });
  }, [params, kept, setParams]);

  // Signed in with a link kept: accept it, once (React may run the effect twice).
  useEffect(() => {
    if (!kept || !isSignedIn || sent.current) return;
    sent.current = true;
    accept.mutate(
      { token: kept.token },
      {
        onSuccess: ({ role, partner }) => {
          window.sessionStorage.removeItem(KEPT);
          if (partner) {
            // A partner user: their organisation's portal, never the back-office.
            if (user) updateUser({ ...user, partnerId: partner.id, emailVerified: true });
            toast.success(t('auth.partnerInvitationAccepted'));
            navigate(paths.partner, { replace: true });
            return;
          }
          if (user) updateUser({ ...user, role: 'admin', adminRole: role, emailVerified: true });
          toast.success(t('auth.invitationAccepted'));
          navigate(paths.admin, { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVITATION_INVALID') {
            window.sessionStorage.removeItem(KEPT);
          }
        },
      },
    );
  }, [kept, isSignedIn, accept, user, updateUser, navigate, t]);

  const invalid =
    !kept || (accept.error instanceof ApiError && accept.error.code === 'INVITATION_INVALID');
  if (invalid) {
    return (
      <AuthLayout title={t('auth.linkInvalidTitle')}>
        <div className="space-y-4">
          <Alert>{t('error.invitationInvalid')}</Alert>
          <div className="flex pt-2">
            <Link to={paths.home} className={buttonClass('secondary', 'flex-1')}>
              {t('auth.backToHome')}
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }

  const title = kept.partner ? t('auth.partnerInvitationTitle') : t('auth.invitationTitle');
  if (!isSignedIn) {
    const state = { from: paths.acceptInvitation, email: kept.email };
    return (
      <AuthLayout title={title}>
        <div className="space-y-4">
          <p className="text-slate-700">
            {kept.email
              ? kept.partner
                ? t('auth.partnerInvitationSignUpOrInTo', { email: kept.email })
                : t('auth.invitationSignUpOrInTo', { email: kept.email })
              : t('auth.invitationSignUpOrIn')}
          </p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <Link to={paths.signup} state={state} className={buttonClass('primary', 'flex-1')}>
              {t('auth.createAccount')}
            </Link>
            <Link to={paths.login} state={state} className={buttonClass('secondary', 'flex-1')}>
              {t('auth.logIn')}
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }

  if (accept.isError) {
    const otherAddress =
      accept.error instanceof ApiError && accept.error.code === 'INVITATION_OTHER_ADDRESS';
    return (
      <AuthLayout title={title}>
        <div className="space-y-4">
          <Alert>{errorMessage(accept.error, t('auth.invitationFailed'))}</Alert>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            {otherAddress ? (
              <Button
                className="flex-1"
                onClick={() => {
                  // Signed out, the page offers sign-up and sign-in again; the link stays kept.
                  sent.current = false;
                  accept.reset();
                  logout();
                }}
              >
                {t('auth.signOutToContinue')}
              </Button>
            ) : (
              <Button
                className="flex-1"
                onClick={() => {
                  sent.current = false;
                  accept.reset();
                  setKept(readKept());
                }}
              >
                {t('auth.tryAgain')}
              </Button>
            )}
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title}>
      <Loading label={t('auth.acceptingInvitation')} />
    </AuthLayout>
  );
}

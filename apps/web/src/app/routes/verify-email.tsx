import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useResendVerification } from '#web/features/auth/api/resend-verification.ts';
import { useVerifyEmail } from '#web/features/auth/api/verify-email.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { SLOT, withSlot } from '#web/features/auth/components/with-slot.tsx';
import { meKey } from '#web/features/dashboard/api/get-me.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useSession } from '#web/lib/session.tsx';

// The link of a confirmation e-mail: /verify-email?token=… (docs/decisions/050). It confirms
// the address of a new account, or moves an account to its new address.
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isSignedIn } = useSession();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  // A link works once: the request goes once, even when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (token === '' || sent.current) return;
    sent.current = true;
    verify.mutate(
      { token },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: meKey }) },
    );
  }, [token, verify, queryClient]);

  const onward = isSignedIn ? (
    <Link to={paths.dashboard} className={buttonClass('primary', 'flex-1')}>
      {t('auth.goToDashboard')}
    </Link>
  ) : (
    <Link to={paths.login} className={buttonClass('primary', 'flex-1')}>
      {t('auth.logIn')}
    </Link>
  );

  if (verify.isSuccess) {
    return (
      <AuthLayout
        title={verify.data.changed ? t('auth.emailChangedTitle') : t('auth.emailConfirmedTitle')}
      >
        <div className="space-y-4">
          <Alert tone="success">{translateMessage(t, verify.data.message)}</Alert>
          <p className="text-slate-700">
            {withSlot(
              t('auth.accountEmailIs', { email: SLOT }),
              <strong>{verify.data.email}</strong>,
            )}
          </p>
          <div className="flex pt-2">{onward}</div>
        </div>
      </AuthLayout>
    );
  }

  const deadLink =
    token === '' ||
    (verify.error instanceof ApiError && verify.error.code === 'VERIFY_LINK_INVALID');
  if (deadLink || verify.isError) {
    return (
      <AuthLayout title={deadLink ? t('auth.linkInvalidTitle') : t('auth.couldNotConfirmTitle')}>
        <div className="space-y-4">
          <Alert>
            {deadLink
              ? t('auth.verifyLinkInvalid')
              : translateMessage(t, errorMessage(verify.error, t('auth.confirmFailed')))}
          </Alert>
          {deadLink && (
            <p className="text-slate-700">
              {t('auth.confirmLinkHelp')}{' '}
              {isSignedIn ? t('auth.confirmLinkResend') : t('auth.confirmLinkLogIn')}
            </p>
          )}
          {resend.isSuccess && (
            <Alert tone="success">{translateMessage(t, resend.data.message)}</Alert>
          )}
          {resend.isError && (
            <Alert>
              {translateMessage(t, errorMessage(resend.error, t('auth.sendLinkFailed')))}
            </Alert>
          )}
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            {deadLink && isSignedIn && (
              <Button
                className="flex-1"
                onClick={() => resend.mutate()}
                disabled={resend.isPending || resend.isSuccess}
              >
                {resend.isPending ? t('auth.sending') : t('auth.resend')}
              </Button>
            )}
            {onward}
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.confirmEmailTitle')}>
      <Loading label={t('auth.confirmingEmail')} />
    </AuthLayout>
  );
}

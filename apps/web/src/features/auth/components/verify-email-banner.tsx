import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useResendVerification } from '#web/features/auth/api/resend-verification.ts';
import { SLOT, withSlot } from './with-slot.tsx';

// Shown on the dashboard until the address is confirmed (docs/decisions/050).
export function VerifyEmailBanner({ email }: { email: string }) {
  const t = useT();
  const resend = useResendVerification();
  return (
    <section
      aria-labelledby="verify-email-title"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="verify-email-title" className="font-semibold">
          {t('auth.verifyBannerTitle')}
        </h2>
        <p className="text-sm">
          {withSlot(
            t('auth.verifyBannerBody', { email: SLOT }),
            <strong className="break-all">{email}</strong>,
          )}
        </p>
        <p role="status" className="text-sm">
          {resend.isSuccess && translateMessage(t, resend.data.message)}
          {resend.isError &&
            translateMessage(t, errorMessage(resend.error, t('auth.sendLinkFailed')))}
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        className="shrink-0"
      >
        {resend.isPending ? t('auth.sending') : t('auth.resend')}
      </Button>
    </section>
  );
}
